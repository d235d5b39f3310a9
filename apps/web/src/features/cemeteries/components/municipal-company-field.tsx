import Autocomplete from '@mui/material/Autocomplete';
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
 * The municipal organisation that governs a cemetery (optional), picked by name from every municipal organisation
 * on the platform (GET /api/admin/municipal-companies/).
 */
export function MunicipalCompanyField({ value, onChange, error }: MunicipalCompanyFieldProps) {
  const [input, setInput] = useState('');
  const [typed, setTyped] = useState('');
  const [opened, setOpened] = useState(false);
  const name = useDebounced(typed);
  const companies = useMunicipalCompanies(name, opened);
  const found: Named[] = (companies.data?.results ?? []).map(({ id, name }) => ({ id, name }));
  // the chosen one stays among the options, whatever the search found
  const options = value && !found.some((company) => company.id === value.id) ? [value, ...found] : found;

  return (
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
          helperText={
            error ??
            'Необязательно. Её сотрудники с правом на паспорта захоронений смогут править кладбище и подтверждать могилы.'
          }
        />
      )}
    />
  );
}
