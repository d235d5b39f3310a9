import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type BalanceMovement,
  LEDGER_KIND_LABELS,
  LEDGER_KINDS,
  type LedgerKind,
} from '@sp/shared/api/payments';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { type Column, DataTable } from '../../../components/data-table';
import { usePaging } from '../../../components/paging';
import { useBalanceHistory } from '../api/balance-history';
import { moscowDateTime, signedRubles } from './billing-format';

const COLUMNS: readonly Column<BalanceMovement>[] = [
  {
    key: 'created_at',
    label: 'Дата',
    width: 150,
    render: (row) => <Box sx={{ whiteSpace: 'nowrap' }}>{moscowDateTime(row.created_at)}</Box>,
  },
  { key: 'kind', label: 'Операция', card: 'title', render: (row) => LEDGER_KIND_LABELS[row.kind] },
  { key: 'description', label: 'Описание', render: (row) => row.description || '—' },
  {
    key: 'amount',
    label: 'Сумма',
    render: (row) => (
      <Box
        component="span"
        sx={{
          whiteSpace: 'nowrap',
          fontWeight: 500,
          color: row.amount > 0 ? 'success.dark' : 'text.primary',
        }}
      >
        {signedRubles(row.amount)}
      </Box>
    ),
  },
];

/** «История баланса» (#history): the balance's movements, newest first, filtered by kind; cards on a phone. */
export function BalanceHistory() {
  const paging = usePaging();
  const [kind, setKind] = useState<LedgerKind | ''>('');
  const history = useBalanceHistory({ kind: kind || undefined, offset: paging.offset, limit: paging.limit });
  const location = useLocation();
  const section = useRef<HTMLElement>(null);

  // «История» in the balance menu leads here: /app/tariff#history
  useEffect(() => {
    if (location.hash === '#history') section.current?.scrollIntoView?.({ block: 'start' });
  }, [location.hash]);

  return (
    <Box
      component="section"
      id="history"
      ref={section}
      aria-labelledby="history-title"
      sx={{ scrollMarginTop: 80 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Typography id="history-title" variant="h5" component="h2" sx={{ flexGrow: 1 }}>
          История баланса
        </Typography>
        <TextField
          select
          size="small"
          label="Операция"
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as LedgerKind | '');
            paging.setPage(1);
          }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">Все</MenuItem>
          {LEDGER_KINDS.map((value) => (
            <MenuItem key={value} value={value}>
              {LEDGER_KIND_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <DataTable
        label="История баланса"
        columns={COLUMNS}
        rows={history.data?.results}
        count={history.data?.count ?? 0}
        paging={paging}
        rowKey={(row) => row.id}
        loading={history.isPending}
        error={history.error}
        onRetry={() => void history.refetch()}
        emptyText={kind ? 'Операций этого вида нет' : 'Движений по балансу пока нет'}
      />
    </Box>
  );
}
