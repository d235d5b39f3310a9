import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { InputHTMLAttributes, ReactNode } from 'react';

type OutlinedFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  id: string;
  label: string;
  /** an icon or button at the end of the field */
  end?: ReactNode;
  sx?: SxProps<Theme>;
};

const LABEL_SCALE = 0.75;

/**
 * A small outlined text field of native elements, drawn as MUI's (the label on the outline, the green outline
 * when focused) for the public search, where MUI's input parts would be a quarter of the page's own
 * JavaScript. The label always sits on the outline, so the placeholder can show what to type.
 */
export function OutlinedField({ id, label, end, sx, ...input }: OutlinedFieldProps) {
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
          transform: `translate(14px, -9px) scale(${LABEL_SCALE})`,
          transformOrigin: 'top left',
          maxWidth: `calc(${100 / LABEL_SCALE}% - 32px)`,
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
        {...input}
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
          '&::placeholder': { color: 'currentColor', opacity: 0.42 },
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
            maxWidth: '100%',
            height: 11,
            p: 0,
            overflow: 'hidden',
            visibility: 'hidden',
            whiteSpace: 'nowrap',
            fontSize: '0.75em',
            '& > span': { px: '5px', display: 'inline-block', opacity: 0, visibility: 'visible' },
          }}
        >
          <span>{label}</span>
        </Box>
      </Box>
    </Box>
  );
}
