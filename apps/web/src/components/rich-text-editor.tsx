import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import FormatListNumbered from '@mui/icons-material/FormatListNumbered';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import Notes from '@mui/icons-material/Notes';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { richTextLength } from '@sp/shared/validation/rich-text';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { cleanRichText } from './rich-text';

type Command = { label: string; icon: ReactNode; run: () => void };

function exec(command: string, value?: string) {
  // document.execCommand is deprecated but still the one editing API every browser has
  document.execCommand(command, false, value);
}

const COMMANDS: readonly Command[] = [
  { label: 'Жирный', icon: <FormatBold />, run: () => exec('bold') },
  { label: 'Курсив', icon: <FormatItalic />, run: () => exec('italic') },
  { label: 'Подчёркнутый', icon: <FormatUnderlined />, run: () => exec('underline') },
  { label: 'Маркированный список', icon: <FormatListBulleted />, run: () => exec('insertUnorderedList') },
  { label: 'Нумерованный список', icon: <FormatListNumbered />, run: () => exec('insertOrderedList') },
  { label: 'Абзац', icon: <Notes />, run: () => exec('formatBlock', 'p') },
];

type RichTextEditorProps = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** characters of visible text allowed; the counter turns red beyond it */
  maxLength: number;
  error?: string;
  disabled?: boolean;
};

/**
 * A small rich-text editor on contenteditable: bold, italic, underline, both lists and paragraphs, the
 * spec's tags only (cleaned on every change), with a counter of visible characters.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  maxLength,
  error,
  disabled = false,
}: RichTextEditorProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const emitted = useRef<string | null>(null);
  const length = richTextLength(value);
  const over = length > maxLength;

  // the field's value changed from outside (loaded, reset): show it; our own edits are left alone
  useEffect(() => {
    if (ref.current && value !== emitted.current) {
      ref.current.innerHTML = value;
      emitted.current = value;
    }
  }, [value]);

  const emit = () => {
    if (!ref.current) return;
    const html = cleanRichText(ref.current.innerHTML);
    emitted.current = html;
    onChange(html);
  };

  const run = (command: Command) => {
    ref.current?.focus();
    command.run();
    emit();
  };

  return (
    <Box>
      <Typography id={`${id}-label`} variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error || over ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: error || over ? 'error.main' : 'primary.main' },
        }}
      >
        {!disabled && (
          <Box
            role="toolbar"
            aria-label="Оформление текста"
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 0.25,
              p: 0.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            {COMMANDS.map((command) => (
              <Tooltip key={command.label} title={command.label}>
                <IconButton
                  size="small"
                  aria-label={command.label}
                  // keep the selection in the editor
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => run(command)}
                >
                  {command.icon}
                </IconButton>
              </Tooltip>
            ))}
          </Box>
        )}
        <Box
          ref={ref}
          id={id}
          role="textbox"
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-counter`}
          aria-invalid={Boolean(error) || over}
          aria-readonly={disabled}
          contentEditable={!disabled}
          suppressContentEditableWarning
          onFocus={() => exec('defaultParagraphSeparator', 'p')}
          onInput={emit}
          onBlur={() => {
            emit();
            onBlur?.();
          }}
          onPaste={(event) => {
            // pasted formatting (fonts, colours, links) is not allowed: paste the text only
            event.preventDefault();
            exec('insertText', event.clipboardData.getData('text/plain'));
          }}
          sx={{
            minHeight: 180,
            maxHeight: 480,
            overflowY: 'auto',
            px: 1.5,
            py: 1,
            outline: 'none',
            color: disabled ? 'text.secondary' : 'text.primary',
            '& p': { my: 1 },
            '& ul, & ol': { my: 1, pl: 3 },
          }}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <FormHelperText error sx={{ flexGrow: 1 }}>
          {error ?? (over ? `Не более ${maxLength} символов` : '')}
        </FormHelperText>
        <FormHelperText id={`${id}-counter`} error={over} aria-live="polite">
          {length} / {maxLength}
        </FormHelperText>
      </Box>
    </Box>
  );
}
