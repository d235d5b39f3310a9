import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useEffect, useId, useState } from 'react';

const SEARCH_DELAY_MS = 300;

type SearchFieldProps = {
  label: string;
  /** called with the trimmed text once typing pauses */
  onSearch: (text: string) => void;
};

/** A labelled search box that reports what was typed after a short pause. */
export function SearchField({ label, onSearch }: SearchFieldProps) {
  const id = useId();
  const [text, setText] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the text restarts the pause
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <FormControl fullWidth variant="outlined" size="small">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        label={label}
      />
    </FormControl>
  );
}
