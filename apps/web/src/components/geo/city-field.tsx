import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Box from '@mui/material/Box';
import { type ComponentType, useId, useRef, useState } from 'react';
import { OutlinedField } from '../outlined-field';
import type { CityPickerProps } from './city-picker';
import { type SearchCity, useSearchCity } from './search-cities';

type CityFieldProps = {
  cityId: number | null;
  onChange: (city: SearchCity | null) => void;
};

const SX = { minWidth: { xs: '100%', sm: 240 } } as const;

/**
 * The city to search in, picked from the platform's list; the page keeps only its id (?city=id).
 * The page first shows a plain field with the chosen city; the list (MUI's Autocomplete, its popper and
 * the select parts of TextField) loads when the visitor points at, focuses or types into it, and takes
 * over what was typed meanwhile.
 */
export function CityField({ cityId, onChange }: CityFieldProps) {
  const selected = useSearchCity(cityId);
  const value = cityId === null ? null : (selected.data ?? null);
  const [Picker, setPicker] = useState<ComponentType<CityPickerProps> | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const [clicked, setClicked] = useState(false);
  const [focused, setFocused] = useState(false);
  const loading = useRef(false);
  const id = useId();

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    import('./city-picker').then(
      (m) => setPicker(() => m.CityPicker),
      () => {
        loading.current = false; // offline for a moment: the next focus tries again
      },
    );
  };

  if (Picker) {
    return (
      <Picker
        value={value}
        onChange={onChange}
        typed={typed}
        focus={focused}
        open={focused && (clicked || Boolean(typed))}
      />
    );
  }
  return (
    <Box onPointerEnter={load} sx={SX}>
      <OutlinedField
        id={id}
        label="Город"
        value={typed ?? value?.name ?? ''}
        onFocus={() => {
          setFocused(true);
          load();
        }}
        onBlur={() => {
          setFocused(false);
          setClicked(false);
          setTyped(null); // as the list does: leaving the field without a pick keeps the chosen city
        }}
        onMouseDown={() => setClicked(true)}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="list"
        end={<ArrowDropDown />}
      />
    </Box>
  );
}
