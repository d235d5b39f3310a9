import TextField from '@mui/material/TextField';

/** A block's reason is at most this long (the server's schemas say the same: admin-companies, admin-profiles). */
const REASON_MAX = 500;

/** Whether the reason, trimmed, is longer than the server takes. */
export const reasonTooLong = (reason: string) => reason.trim().length > REASON_MAX;

/**
 * «Причина» of a block, in its confirmation: `hint` says who sees it (or that it may stay empty); once it is too
 * long it says so in `tooLongText` (the server's own message).
 */
export function ReasonField({
  value,
  onChange,
  hint,
  tooLongText,
  required,
}: {
  value: string;
  onChange: (value: string) => void;
  hint: string;
  tooLongText: string;
  required?: boolean;
}) {
  const tooLong = reasonTooLong(value);
  return (
    <TextField
      label="Причина"
      required={required}
      helperText={tooLong ? tooLongText : hint}
      error={tooLong}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      multiline
      minRows={2}
      sx={{ mt: 2 }}
    />
  );
}
