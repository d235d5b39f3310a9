import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

export type PickerOption = { id: number; label: string };

type MultiPickerProps = {
  label: string;
  value: readonly PickerOption[];
  onChange: (value: PickerOption[]) => void;
  /** the server's matches for what is typed */
  options: readonly PickerOption[];
  loading: boolean;
  onSearch: (text: string) => void;
  onOpen?: () => void;
  disabled?: boolean;
  helperText?: string;
  max?: number;
};

/** Several records chosen by typing; the server filters, the chosen order is kept. */
export function MultiPicker({
  label,
  value,
  onChange,
  options,
  loading,
  onSearch,
  onOpen,
  disabled,
  helperText,
  max,
}: MultiPickerProps) {
  const [input, setInput] = useState('');
  const full = max !== undefined && value.length >= max;
  return (
    <Autocomplete
      multiple
      filterSelectedOptions
      options={full ? [] : [...options]}
      value={[...value]}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, text, reason) => {
        setInput(text);
        if (reason === 'input' || reason === 'clear') onSearch(text);
      }}
      onOpen={onOpen}
      filterOptions={(list) => list}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      loading={loading}
      disabled={disabled}
      loadingText="Загрузка…"
      noOptionsText={full ? `Не более ${max}` : 'Ничего не найдено'}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} />}
    />
  );
}
