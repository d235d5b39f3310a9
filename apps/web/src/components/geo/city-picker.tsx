import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { type SearchCity, useSearchCities } from './search-cities';

export type CityPickerProps = {
  value: SearchCity | null;
  onChange: (city: SearchCity | null) => void;
  /** what the visitor typed into the light field before the picker arrived */
  typed: string | null;
  /** the light field had the focus: take it over (and open the list where it was clicked or typed in) */
  focus: boolean;
  open: boolean;
};

/** The city list of CityField: MUI's Autocomplete, loaded when the visitor first reaches for the field. */
export function CityPicker({ value, onChange, typed, focus, open: openAtStart }: CityPickerProps) {
  const [text, setText] = useState(typed ?? '');
  const [input, setInput] = useState(typed ?? value?.name ?? '');
  const [open, setOpen] = useState(openAtStart);
  const [opened, setOpened] = useState(openAtStart);
  // the first reset after mounting would wipe the text carried over from the light field
  const [carrying, setCarrying] = useState(typed !== null);
  useEffect(() => setCarrying(false), []);
  const cities = useSearchCities(text, opened);
  return (
    <Autocomplete
      options={cities.data?.results ?? []}
      value={value}
      onChange={(_, city) => onChange(city)}
      inputValue={input}
      onInputChange={(_, next, reason) => {
        setInput(next);
        if (reason === 'input' || reason === 'clear') setText(next);
      }}
      clearOnBlur={!carrying}
      open={open}
      onOpen={() => {
        setOpen(true);
        setOpened(true);
      }}
      onClose={() => setOpen(false)}
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
      renderInput={(params) => <TextField {...params} label="Город" size="small" autoFocus={focus} />}
    />
  );
}
