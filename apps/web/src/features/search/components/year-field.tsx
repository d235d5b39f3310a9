import { useEffect, useId, useState } from 'react';
import { OutlinedField } from '../../../components/outlined-field';

type YearFieldProps = { label: string; value: number | null; onChange: (year: string | null) => void };

const YEAR = /^\d{4}$/;

/**
 * A year of four digits, taken when the field is left or Enter is pressed; emptied, it takes the year away. The
 * kit's light field (MUI's input parts would be several times the people search's own code); fewer than four
 * digits show as an error.
 */
export function YearField({ label, value, onChange }: YearFieldProps) {
  const [text, setText] = useState(value === null ? '' : String(value));
  useEffect(() => setText(value === null ? '' : String(value)), [value]);
  const commit = () => {
    const trimmed = text.trim();
    if (trimmed === '') onChange(null);
    else if (YEAR.test(trimmed)) onChange(trimmed);
  };
  const id = useId();
  const invalid = text !== '' && !YEAR.test(text);
  return (
    <OutlinedField
      id={id}
      label={label}
      value={text}
      onChange={(event) => setText(event.target.value.replace(/\D/g, '').slice(0, 4))}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        }
      }}
      inputMode="numeric"
      maxLength={4}
      aria-invalid={invalid || undefined}
      sx={[
        { width: 150 },
        invalid && {
          '& > fieldset, &:hover > fieldset, &:focus-within > fieldset': { borderColor: 'error.main' },
          '& > label, &:focus-within > label': { color: 'error.main' },
        },
      ]}
    />
  );
}

/** A year of the address (?born=, ?died=): four digits, else none. */
export function yearParam(value: string | null): number | null {
  if (!value || !YEAR.test(value)) return null;
  return Number(value);
}
