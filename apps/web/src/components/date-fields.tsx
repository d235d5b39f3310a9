import TextField from '@mui/material/TextField';

type DateFieldProps = {
  label: string;
  /** yyyy-MM-dd, or '' */
  value: string;
  onChange: (value: string) => void;
  /** what is wrong with it, shown under it in red */
  problem?: string | null;
  /** shown under it when nothing is wrong (' ' keeps a row's fields level) */
  hint?: string;
};

/** A day, in the browser's own date field (README: why). */
export function DateField({ label, value, onChange, problem = null, hint }: DateFieldProps) {
  return (
    <TextField
      size="small"
      type="date"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={problem !== null}
      helperText={problem ?? hint}
      slotProps={{ inputLabel: { shrink: true } }}
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

/** A filter's period: two days, the second marked when it comes before the first. */
export function PeriodFields({ from, to, fromLabel, toLabel, problem, onChange, hint }: PeriodFieldsProps) {
  return (
    <>
      <DateField label={fromLabel} value={from} onChange={(value) => onChange({ from: value })} hint={hint} />
      <DateField
        label={toLabel}
        value={to}
        onChange={(value) => onChange({ to: value })}
        problem={problem}
        hint={hint}
      />
    </>
  );
}
