import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Shopper } from '@sp/shared/api/shoppers';
import { useState } from 'react';
import { useDebounced } from '../../../lib/use-debounced';
import { useModuleRights } from '../../../lib/use-module-rights';
import { useShopperOptions } from '../api/shopper-options';

/** A chosen client as the pickers hold it. */
export type ShopperChoice = { id: number; name: string; phone?: string; is_confirmed?: boolean };

type ShopperPickerProps = {
  label: string;
  value: ShopperChoice | null;
  onChange: (value: ShopperChoice | null) => void;
  disabled?: boolean;
  size?: 'small' | 'medium';
  helperText?: string;
  sx?: SxProps<Theme>;
};

/** Search the company's clients (GET /api/company-shoppers/shopper/?query=) and pick one. */
export function ShopperPicker({
  label,
  value,
  onChange,
  disabled,
  size,
  helperText,
  sx,
}: ShopperPickerProps) {
  const rights = useModuleRights('shoppers');
  // without the clients module the list would be refused (and cost the session a refresh): no request
  const canRead = rights.canEdit || rights.readOnly;
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const search = useDebounced(input);
  // while a client is chosen the input shows their name: search all until something else is typed
  const typed = value && input === value.name ? '' : search;
  const options = useShopperOptions(typed, open && canRead);
  const list: ShopperChoice[] = (options.data?.results ?? []).map((shopper: Shopper) => ({
    id: shopper.id,
    name: shopper.name,
    phone: shopper.phone,
    is_confirmed: shopper.is_confirmed,
  }));
  return (
    <Autocomplete<ShopperChoice>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={list}
      value={value}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      onChange={(_, option) => onChange(option)}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterOptions={(all) => all}
      loading={options.isFetching}
      loadingText="Загрузка…"
      noOptionsText={typed ? 'Ничего не нашлось' : 'Нет клиентов'}
      disabled={disabled || !canRead}
      size={size}
      sx={sx}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2">{option.name}</Typography>
            {option.phone && (
              <Typography variant="caption" color="text.secondary">
                {option.phone}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          helperText={canRead ? helperText : 'Нет доступа к разделу «Клиенты»'}
        />
      )}
    />
  );
}
