import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

type SearchAndStatusProps<S extends string> = {
  searchLabel: string;
  search: string;
  onSearch: (text: string) => void;
  status: S | '';
  statuses: readonly S[];
  statusLabels: Record<S, string>;
  onStatus: (status: S | '') => void;
  /** the filter's label, «Статус» unless it filters by something else («Тип») */
  statusLabel?: string;
  /** a second filter after the first (a company's status beside its type) */
  extra?: ReactNode;
};

/** A list's search field and status filter side by side (one above the other on a phone); «Все» is no filter. */
export function SearchAndStatus<S extends string>(props: SearchAndStatusProps<S>) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mb: 2,
        gridTemplateColumns: props.extra
          ? { xs: '1fr', sm: '2fr 1fr 1fr', md: 'minmax(0, 420px) 220px 220px' }
          : { xs: '1fr', sm: '2fr 1fr', md: 'minmax(0, 420px) 220px' },
      }}
    >
      <TextField
        size="small"
        type="search"
        label={props.searchLabel}
        value={props.search}
        onChange={(event) => props.onSearch(event.target.value)}
      />
      <TextField
        select
        size="small"
        label={props.statusLabel ?? 'Статус'}
        value={props.status}
        onChange={(event) => props.onStatus(event.target.value as S | '')}
      >
        <MenuItem value="">Все</MenuItem>
        {props.statuses.map((value) => (
          <MenuItem key={value} value={value}>
            {props.statusLabels[value]}
          </MenuItem>
        ))}
      </TextField>
      {props.extra}
    </Box>
  );
}
