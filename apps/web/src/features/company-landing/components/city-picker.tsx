import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useSearchCities } from '../../../components/geo/search-cities';
import type { CityRef } from '../api/cities';

type CityPickerProps = {
  value: CityRef | null;
  onChange: (city: CityRef | null) => void;
  error?: string;
  disabled?: boolean;
};

/** The city the company works in, from the platform's list (public search finds the company by it). */
export function CityPicker({ value, onChange, error, disabled }: CityPickerProps) {
  const [text, setText] = useState('');
  const [opened, setOpened] = useState(false);
  const cities = useSearchCities(text, opened && !disabled);
  return (
    <Autocomplete<CityRef>
      options={cities.data?.results ?? []}
      value={value}
      onChange={(_, city) => onChange(city)}
      onInputChange={(_, input, reason) => {
        if (reason === 'input' || reason === 'clear') setText(input);
      }}
      onOpen={() => setOpened(true)}
      filterOptions={(list) => list}
      getOptionLabel={(city) => city.name}
      getOptionKey={(city) => city.id}
      renderOption={(props, city) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            {city.name}, {city.region}
          </li>
        );
      }}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      loading={cities.isFetching}
      loadingText="Загрузка…"
      noOptionsText="Город не найден"
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Город"
          error={Boolean(error)}
          helperText={error ?? (value ? value.region : 'По городу компанию находят в поиске')}
        />
      )}
    />
  );
}
