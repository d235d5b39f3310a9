import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { CatalogKind } from '@sp/shared/api/catalog';
import { useEffect, useState } from 'react';
import { type ItemOption, useItemOptions } from './item-options';
import { rubles } from './price';

const GROUP: Record<CatalogKind, string> = { product: 'Товары', service: 'Услуги' };
const SEARCH_DELAY_MS = 250;

function useDebounced(text: string): string {
  const [value, setValue] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setValue(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return value;
}

type ItemPickerProps = {
  label: string;
  kinds: readonly CatalogKind[];
  /** options already chosen are not offered again */
  exclude?: (option: ItemOption) => boolean;
  onPick: (option: ItemOption) => void;
  disabled?: boolean;
};

/** Search the company's products and services by name and pick one. */
export function ItemPicker({ label, kinds, exclude, onPick, disabled }: ItemPickerProps) {
  const [input, setInput] = useState('');
  const search = useDebounced(input);
  const { options, loading } = useItemOptions(kinds, search);
  const offered = exclude ? options.filter((option) => !exclude(option)) : options;
  return (
    <Autocomplete<ItemOption>
      options={offered}
      value={null}
      inputValue={input}
      onInputChange={(_, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_, option) => {
        if (option) {
          onPick(option);
          setInput('');
        }
      }}
      groupBy={kinds.length > 1 ? (option) => GROUP[option.kind] : undefined}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => `${option.kind}-${option.id}`}
      isOptionEqualToValue={(option, value) => option.kind === value.kind && option.id === value.id}
      filterOptions={(list) => list}
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
