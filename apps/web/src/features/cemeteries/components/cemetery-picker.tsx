import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDebounced } from '../../../lib/use-debounced';
import { useCemeteries } from '../api/cemeteries';
import type { Named } from './cemetery-form';

type CemeteryPickerProps = {
  value: Named | null;
  onChange: (cemetery: Named | null) => void;
  /** only the cemeteries this municipal organisation governs (null: none, nothing is offered) */
  municipalCompanyId?: number | null;
};

/** A cemetery picked by name from the platform's list, or one organisation's (the first 20 that match). */
export function CemeteryPicker({ value, onChange, municipalCompanyId }: CemeteryPickerProps) {
  const [input, setInput] = useState('');
  const [typed, setTyped] = useState('');
  const [opened, setOpened] = useState(false);
  const query = useDebounced(typed);
  const cemeteries = useCemeteries(
    {
      query: query || undefined,
      municipal_company_id: municipalCompanyId ?? undefined,
      offset: 0,
      limit: 20,
    },
    opened && municipalCompanyId !== null,
  );
  const found: Named[] = (cemeteries.data?.results ?? []).map(({ id, name }) => ({ id, name }));
  // the chosen one stays among the options, whatever the search found
  const options = value && !found.some((cemetery) => cemetery.id === value.id) ? [value, ...found] : found;
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_, cemetery) => onChange(cemetery)}
      inputValue={input}
      onInputChange={(_, next, reason) => {
        setInput(next);
        if (reason === 'input' || reason === 'clear') setTyped(next);
      }}
      onOpen={() => setOpened(true)}
      filterOptions={(list) => list}
      getOptionLabel={(cemetery) => cemetery.name}
      getOptionKey={(cemetery) => cemetery.id}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      loading={cemeteries.isFetching}
      loadingText="Загрузка…"
      noOptionsText="Кладбище не найдено"
      renderInput={(params) => <TextField {...params} size="small" label="Кладбище" />}
    />
  );
}
