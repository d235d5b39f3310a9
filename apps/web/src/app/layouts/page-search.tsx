import SearchIcon from '@mui/icons-material/Search';
import Autocomplete from '@mui/material/Autocomplete';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { actorOf } from '../../lib/actor';
import { useSession } from '../../lib/session-store';
import { isRegistered } from '../cabinet-pages';
import { type PageLink, searchablePages } from './searchable-pages';

/** The top bar's search (large screens): jumps to any cabinet page the account may open. */
export function PageSearch() {
  const session = useSession();
  const actor = useMemo(() => actorOf(session), [session]);
  const navigate = useNavigate();
  const [value, setValue] = useState<PageLink | null>(null);
  const options = useMemo(() => (actor ? searchablePages(actor, isRegistered) : []), [actor]);
  return (
    <Autocomplete
      size="small"
      options={options}
      value={value}
      groupBy={(option) => option.group}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, selected) => option.path === selected.path}
      noOptionsText="Ничего не найдено"
      onChange={(_, option) => {
        if (!option) return;
        setValue(null);
        void navigate(option.path);
      }}
      sx={{ width: 300 }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Поиск по разделам"
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
