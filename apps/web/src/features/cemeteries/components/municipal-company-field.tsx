import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useDebounced } from '../../../lib/use-debounced';
import { useMunicipalCompanies } from '../api/municipal-companies';
import type { Named } from './cemetery-form';

type MunicipalCompanyFieldProps = {
  value: Named | null;
  onChange: (company: Named | null) => void;
  error?: string;
};

const LABEL = 'Муниципальная организация';
const nameOf = (company: Named) => company.name || `Организация с ID ${company.id}`;

/**
 * The municipal organisation that governs a cemetery (optional). Picked by name from the public catalogue's
 * municipal organisations (those with a published page); another one is named by its id on the platform.
 */
export function MunicipalCompanyField({ value, onChange, error }: MunicipalCompanyFieldProps) {
  const [byId, setById] = useState(false);
  const [idText, setIdText] = useState(value ? String(value.id) : '');
  const [input, setInput] = useState('');
  const [typed, setTyped] = useState('');
  const [opened, setOpened] = useState(false);
  const name = useDebounced(typed);
  const companies = useMunicipalCompanies(name, opened && !byId);
  const found: Named[] = (companies.data?.results ?? []).map(({ id, name }) => ({ id, name }));
  // the chosen one stays among the options, whatever the search found
  const options = value && !found.some((company) => company.id === value.id) ? [value, ...found] : found;

  const switchMode = () => {
    setIdText(value ? String(value.id) : '');
    setById(!byId);
  };

  return (
    <Box>
      {byId ? (
        <TextField
          size="small"
          fullWidth
          label="ID муниципальной организации"
          value={idText}
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, '').slice(0, 12);
            setIdText(digits);
            onChange(digits ? { id: Number(digits), name: '' } : null);
          }}
          error={Boolean(error)}
          helperText={error ?? 'Необязательно. Номер организации на платформе.'}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      ) : (
        <Autocomplete
          options={options}
          value={value}
          onChange={(_, company) => onChange(company)}
          inputValue={input}
          onInputChange={(_, next, reason) => {
            setInput(next);
            if (reason === 'input' || reason === 'clear') setTyped(next);
          }}
          onOpen={() => setOpened(true)}
          filterOptions={(list) => list}
          getOptionLabel={nameOf}
          getOptionKey={(company) => company.id}
          isOptionEqualToValue={(option, picked) => option.id === picked.id}
          loading={companies.isFetching}
          loadingText="Загрузка…"
          noOptionsText="Организация не найдена"
          renderInput={(params) => (
            <TextField
              {...params}
              size="small"
              label={LABEL}
              error={Boolean(error)}
              helperText={error ?? 'Необязательно. В списке — организации с опубликованной страницей.'}
            />
          )}
        />
      )}
      <Button size="small" onClick={switchMode} sx={{ mt: 0.5 }}>
        {byId ? 'Выбрать из списка' : 'Указать по ID'}
      </Button>
    </Box>
  );
}
