import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { type InputHTMLAttributes, type ReactNode, useState } from 'react';

type OutlinedFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  id: string;
  label: string;
  /** an icon or button at the end of the field */
  end?: ReactNode;
  sx?: SxProps<Theme>;
};

const LABEL_SCALE = 0.75;
const MOVE = 'cubic-bezier(0.0, 0, 0.2, 1) 200ms';

/**
 * A small outlined text field of native elements that looks and moves as MUI's: the label inside while the
 * field is empty and unfocused, on the outline otherwise (the placeholder shows only then), the green outline
 * when focused. For the public search, where MUI's input parts would be a quarter of the page's own JavaScript.
 */
export function OutlinedField({ id, label, end, sx, ...input }: OutlinedFieldProps) {
  const [focused, setFocused] = useState(false);
  const shrink = focused || String(input.value ?? '') !== '';
  return (
    <Box
      sx={[
        {
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          borderRadius: 1,
          color: 'text.primary',
          typography: 'body1',
          lineHeight: '1.4375em',
          '&:hover > fieldset': { borderColor: 'text.primary' },
          '&:focus-within > fieldset': { borderColor: 'primary.main', borderWidth: 2 },
          '&:focus-within > label': { color: 'primary.main' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Box
        component="label"
        htmlFor={id}
        sx={{
          position: 'absolute',
          left: 0,
          top: 0,
          zIndex: 1,
          transform: shrink ? `translate(14px, -9px) scale(${LABEL_SCALE})` : 'translate(14px, 9px) scale(1)',
          transformOrigin: 'top left',
          transition: `color ${MOVE}, transform ${MOVE}, max-width ${MOVE}`,
          maxWidth: shrink ? `calc(${100 / LABEL_SCALE}% - 32px)` : 'calc(100% - 24px)',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
          pointerEvents: 'none',
          color: 'text.secondary',
        }}
      >
        {label}
      </Box>
      <Box
        component="input"
        id={id}
        data-shrink={shrink}
        {...input}
        onFocus={(event) => {
          setFocused(true);
          input.onFocus?.(event);
        }}
        onBlur={(event) => {
          setFocused(false);
          input.onBlur?.(event);
        }}
        sx={{
          flex: 1,
          minWidth: 0,
          boxSizing: 'content-box',
          height: '1.4375em',
          p: '8.5px 14px',
          m: 0,
          border: 0,
          outline: 0,
          bgcolor: 'transparent',
          color: 'inherit',
          font: 'inherit',
          letterSpacing: 'inherit',
          '&::placeholder': { color: 'currentColor', opacity: shrink ? 0.42 : 0 },
        }}
      />
      {end && (
        <Box sx={{ display: 'flex', alignItems: 'center', mr: 0.5, color: 'action.active' }}>{end}</Box>
      )}
      {/* the outline, with a gap for the label as MUI's notched outline has */}
      <Box
        component="fieldset"
        aria-hidden
        sx={{
          position: 'absolute',
          inset: '-5px 0 0',
          m: 0,
          px: 1,
          py: 0,
          borderRadius: 'inherit',
          border: '1px solid rgba(0, 0, 0, 0.23)',
          pointerEvents: 'none',
          overflow: 'hidden',
          minWidth: '0%',
          textAlign: 'left',
        }}
      >
        <Box
          component="legend"
          sx={{
            float: 'unset',
            display: 'block',
            width: 'auto',
            height: 11,
            p: 0,
            overflow: 'hidden',
            visibility: 'hidden',
            whiteSpace: 'nowrap',
            fontSize: '0.75em',
            transition: `max-width ${shrink ? '100ms ease-out 50ms' : '50ms ease-out'}`,
            maxWidth: shrink ? '100%' : '0.01px',
            '& > span': { px: '5px', display: 'inline-block', opacity: 0, visibility: 'visible' },
          }}
        >
          <span>{label}</span>
        </Box>
      </Box>
    </Box>
  );
}
