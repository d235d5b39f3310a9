import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import {
  DATE_PLACEHOLDER,
  DATE_TIME_PLACEHOLDER,
  type DateMaskKind,
  type DateTextResult,
  dateText,
  dateTimeText,
  maskDateText,
  maskedCaret,
  parseDateText,
  parseDateTimeText,
  parseTimeText,
  TIME_PLACEHOLDER,
} from '@sp/shared/format/date-text';
import {
  type ChangeEvent,
  type KeyboardEvent,
  type Ref,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { MonthCalendar } from './month-calendar';

type Kind = 'date' | 'datetime';

const KINDS: Record<
  Kind,
  { parse: (text: string) => DateTextResult; text: (value: string) => string; placeholder: string }
> = {
  date: { parse: parseDateText, text: dateText, placeholder: DATE_PLACEHOLDER },
  datetime: { parse: parseDateTimeText, text: dateTimeText, placeholder: DATE_TIME_PLACEHOLDER },
};

/** What the form holds for a text: the API's form when it is a date, '' when empty, else the text as typed. */
function valueOfText(kind: Kind, text: string): string {
  const parsed = KINDS[kind].parse(text);
  return parsed.ok ? parsed.value : text.trim();
}

/** What the field shows for a value: dd.MM.yyyy (HH:mm) for a date, else the value itself (a text being typed). */
function textOfValue(kind: Kind, value: string): string {
  return KINDS[kind].text(value) || value;
}

/** Masked typing: what is shown, and the caret put back where it belongs after the mask reshaped the text. */
function useMaskedInput(mask: DateMaskKind, text: string, setText: (text: string) => void) {
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const element = input.current;
    if (caret.current === null || !element || element !== document.activeElement) return;
    element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const masked = maskDateText(raw, mask);
    caret.current = maskedCaret(raw, event.target.selectionStart ?? raw.length, masked);
    setText(masked);
    return masked;
  };
  return { input, onChange, text };
}

type CommonProps = {
  label: string;
  /** the ISO form (yyyy-MM-dd, or yyyy-MM-ddTHH:mm for a date-time), '' for none, or the text as typed while
   * it is not a date yet: a form tells a half-typed date from none (`dateValueProblem`, `isoDayOf`) */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** what the form finds wrong with it; what is typed wrong is said first */
  problem?: string | null;
  /** shown under it when nothing is wrong (' ' keeps a row's fields level) */
  hint?: string;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  disabled?: boolean;
  required?: boolean;
  autoFocus?: boolean;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** the first and last days the calendar offers (yyyy-MM-dd) */
  min?: string;
  max?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
};

type DateInputProps = CommonProps & {
  kind: Kind;
  /** the time a day picked in the calendar gets when none is typed yet (date-time) */
  defaultTime?: string;
};

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

function DateInput({
  kind,
  label,
  value,
  onChange,
  onBlur,
  problem = null,
  hint,
  size = 'medium',
  fullWidth,
  disabled,
  required,
  autoFocus,
  name,
  inputRef,
  min,
  max,
  onKeyDown,
  defaultTime = '09:00',
}: DateInputProps) {
  const [text, setText] = useState(() => textOfValue(kind, value));
  const [touched, setTouched] = useState(false);
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const masked = useMaskedInput(kind, text, setText);
  const id = useId();

  // the form changed the value itself (a reset, a move on the calendar page): show it
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new value from outside rewrites the text
  useEffect(() => {
    if (valueOfText(kind, text) === value) return;
    setText(textOfValue(kind, value));
    setTouched(false);
  }, [value]);

  const emit = (nextText: string) => {
    const next = valueOfText(kind, nextText);
    if (next !== value) onChange(next);
  };

  const parsed = KINDS[kind].parse(text);
  const typedProblem = !parsed.ok && (touched || problem) ? parsed.problem : null;
  const message = typedProblem ?? problem ?? hint;
  // the calendar shows the day typed so far, also while a date-time's time is still missing
  const typedDay = parseDateText(kind === 'date' ? text : (text.trim().split(/\s+/)[0] ?? ''));
  const dayValue = typedDay.ok ? typedDay.value : '';
  const timeValue = kind === 'datetime' && parsed.ok && parsed.value ? parsed.value.slice(11, 16) : '';

  const pick = (day: string, time?: string) => {
    const next = kind === 'date' ? day : `${day}T${time ?? (timeValue || defaultTime)}`;
    const shown = textOfValue(kind, next);
    setText(shown);
    setTouched(true);
    emit(shown);
    if (kind === 'date') setOpen(false);
  };

  return (
    <>
      <TextField
        ref={anchor}
        id={id}
        label={label}
        value={text}
        name={name}
        size={size}
        fullWidth={fullWidth}
        disabled={disabled}
        required={required}
        autoFocus={autoFocus}
        placeholder={KINDS[kind].placeholder}
        error={Boolean(typedProblem ?? problem)}
        helperText={message}
        onChange={(event) => {
          setTouched(false);
          emit(masked.onChange(event as ChangeEvent<HTMLInputElement>));
        }}
        onBlur={() => {
          setTouched(true);
          // what was read is written in full: «1.5.2026» → «01.05.2026»
          if (parsed.ok && parsed.value) setText(textOfValue(kind, parsed.value));
          onBlur?.();
        }}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.altKey && event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
            return;
          }
          onKeyDown?.(event);
        }}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
          input: {
            inputRef: (element: HTMLInputElement | null) => {
              masked.input.current = element;
              setRef(inputRef, element);
            },
            endAdornment: disabled ? undefined : (
              <InputAdornment position="end">
                <IconButton
                  aria-label="Открыть календарь"
                  aria-haspopup="dialog"
                  aria-expanded={open}
                  edge="end"
                  size={size}
                  onClick={() => setOpen(true)}
                >
                  <CalendarMonthOutlined fontSize={size === 'small' ? 'small' : 'medium'} />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        disableAutoFocus
        slotProps={{ paper: { role: 'dialog', 'aria-label': `${label}: календарь` } }}
      >
        <MonthCalendar value={dayValue} onPick={(day) => pick(day)} min={min} max={max} autoFocus />
        {kind === 'datetime' && (
          <TimeRow
            value={timeValue}
            disabled={!dayValue}
            onTime={(time) => dayValue && pick(dayValue, time)}
            onDone={() => setOpen(false)}
          />
        )}
      </Popover>
    </>
  );
}

type TimeRowProps = {
  /** HH:mm, or '' while no day is chosen */
  value: string;
  disabled: boolean;
  onTime: (time: string) => void;
  onDone: () => void;
};

/** Under a date-time field's calendar: the time (HH:mm) and «Готово». */
function TimeRow({ value, disabled, onTime, onDone }: TimeRowProps) {
  const [text, setText] = useState(value);
  const [touched, setTouched] = useState(false);
  const masked = useMaskedInput('time', text, setText);
  useEffect(() => setText(value), [value]);
  const parsed = parseTimeText(text);
  const problem = touched && text && !parsed.ok ? parsed.problem : null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, px: 1.5, pb: 1.5 }}>
      <TextField
        label="Время"
        size="small"
        value={text}
        disabled={disabled}
        placeholder={TIME_PLACEHOLDER}
        error={Boolean(problem)}
        helperText={problem ?? (disabled ? 'Сначала выберите день' : undefined)}
        onChange={(event) => {
          const next = parseTimeText(masked.onChange(event as ChangeEvent<HTMLInputElement>));
          if (next.ok) onTime(next.value);
        }}
        onBlur={() => setTouched(true)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && parsed.ok) onDone();
        }}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 5 },
          input: { inputRef: masked.input },
        }}
        sx={{ flex: 1 }}
      />
      <Button variant="contained" onClick={onDone} sx={{ mt: 0.25 }}>
        Готово
      </Button>
    </Box>
  );
}

export type DateFieldProps = CommonProps;

/**
 * A day, always dd.MM.yyyy whatever the browser's language: typed through a mask (digits only, the dots come by
 * themselves), or picked in a Russian month calendar (the button beside it, or Alt+↓). The form gets yyyy-MM-dd.
 */
export function DateField(props: DateFieldProps) {
  return <DateInput kind="date" {...props} />;
}

export type DateTimeFieldProps = CommonProps & {
  /** the time a day picked in the calendar gets when none is typed yet; 09:00 by default */
  defaultTime?: string;
};

/**
 * A day and a time, dd.MM.yyyy HH:mm whatever the browser's language: typed through a mask, or a day picked in the
 * calendar with its time under it. The form gets yyyy-MM-ddTHH:mm on the clock the form chooses.
 */
export function DateTimeField(props: DateTimeFieldProps) {
  return <DateInput kind="datetime" {...props} />;
}

type FormDateFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
  disabled?: boolean;
  min?: string;
  max?: string;
};

/** A DateField bound to react-hook-form: the form holds yyyy-MM-dd ('' or the text typed while not a date). */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  ...rest
}: FormDateFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          label={label}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          inputRef={field.ref}
          problem={fieldState.error?.message}
          hint={hint}
          fullWidth
          {...rest}
        />
      )}
    />
  );
}

type PeriodFieldsProps = {
  from: string;
  to: string;
  fromLabel: string;
  toLabel: string;
  /** an inverted period's message, shown under the second field */
  problem: string | null;
  onChange: (next: { from?: string; to?: string }) => void;
  hint?: string;
};

/**
 * A filter's period: two days, the second marked when it comes before the first. A day still being typed reaches
 * the filter as typed: the filter asks only for `isoDayOf` its value.
 */
export function PeriodFields({ from, to, fromLabel, toLabel, problem, onChange, hint }: PeriodFieldsProps) {
  return (
    <>
      <DateField
        size="small"
        label={fromLabel}
        value={from}
        onChange={(value) => onChange({ from: value })}
        hint={hint}
      />
      <DateField
        size="small"
        label={toLabel}
        value={to}
        onChange={(value) => onChange({ to: value })}
        problem={problem}
        hint={hint}
      />
    </>
  );
}
