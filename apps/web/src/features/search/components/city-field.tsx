import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { type SearchCity, useSearchCities, useSearchCity } from '../api/search-cities';

type CityFieldProps = {
  cityId: number | null;
  onChange: (city: SearchCity | null) => void;
};

/** The city to search in, picked from the platform's list; the page keeps only its id (?city=id). */
export function CityField({ cityId, onChange }: CityFieldProps) {
  const [text, setText] = useState('');
  const [opened, setOpened] = useState(false);
  const cities = useSearchCities(text, opened);
  const selected = useSearchCity(cityId);
  const value = cityId === null ? null : (selected.data ?? null);
  return (
    <Autocomplete
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
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      loading={cities.isFetching}
      loadingText="Загрузка…"
      noOptionsText="Город не найден"
      sx={{ minWidth: { xs: '100%', sm: 240 } }}
      renderInput={(params) => <TextField {...params} label="Город" size="small" />}
    />
  );
}
