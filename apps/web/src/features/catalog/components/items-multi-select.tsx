import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { CatalogKind } from '@sp/shared/api/catalog';
import { useEffect, useState } from 'react';
import { useItemOptions } from './item-options';
import { rubles } from './price';

export type ChosenItem = { id: number; name: string; price: number };

type ItemsMultiSelectProps = {
  kind: CatalogKind;
  label: string;
  value: ChosenItem[];
  onChange: (value: ChosenItem[]) => void;
  disabled?: boolean;
};

/** Several products or services chosen by name, shown as chips. */
export function ItemsMultiSelect({ kind, label, value, onChange, disabled }: ItemsMultiSelectProps) {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), 250);
    return () => clearTimeout(timer);
  }, [input]);
  const { options, loading } = useItemOptions([kind], search);
  return (
    <Autocomplete<ChosenItem, true>
      multiple
      options={options.map(({ id, name, price }) => ({ id, name, price }))}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next, reason) => {
        if (reason !== 'reset') setInput(next);
      }}
      filterOptions={(list) => list}
      filterSelectedOptions
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <span style={{ flexGrow: 1 }}>{option.name}</span>
          <span style={{ marginLeft: 12, whiteSpace: 'nowrap', opacity: 0.7 }}>{rubles(option.price)}</span>
        </li>
      )}
      loading={loading}
      loadingText="Загрузка…"
      noOptionsText={search ? 'Ничего не нашлось' : 'Нет записей'}
      disabled={disabled}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
