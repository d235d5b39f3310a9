import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { DeceasedOnOrder } from '@sp/shared/api/orders';
import { ORDER_MSG } from '@sp/shared/api/orders';
import { formatDate } from '@sp/shared/format/date';
import { isoDayOf } from '@sp/shared/format/date-text';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { PeriodFields } from '../../../components/date-fields';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { RouterLink } from '../../../lib/router-link';
import { useDebounced } from '../../../lib/use-debounced';
import { type DeceasedFilter, useDeceasedOnOrders } from '../api/deceased-on-order';
import { lifeDates } from '../components/add-deceased-dialog';
import { memoryPageHref } from '../components/deceased-section';
import { kindText } from '../components/order-card';
import { type ShopperChoice, ShopperPicker } from '../components/shopper-picker';
import { StatusChip } from '../components/status-chip';

type Filters = { query: string; shopper: ShopperChoice | null; date_start: string; date_end: string };

/** The register's request: only the filters that are set; a reversed period sends neither end. */
export function deceasedFilterOf(filters: Filters, offset: number, limit: number): DeceasedFilter {
  // a day still being typed is not asked for (its field says what is missing)
  const [start, end] = [isoDayOf(filters.date_start), isoDayOf(filters.date_end)];
  const period = !(start && end && end < start);
  return {
    offset,
    limit,
    ...(filters.query ? { query: filters.query } : {}),
    ...(filters.shopper ? { shopper_id: filters.shopper.id } : {}),
    ...(start && period ? { date_start: start } : {}),
    ...(end && period ? { date_end: end } : {}),
  };
}

function PersonCell({ row }: { row: DeceasedOnOrder }) {
  const href = memoryPageHref(row.person);
  return (
    <Stack spacing={0.25} sx={{ overflowWrap: 'anywhere' }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {row.person.full_name || 'Без имени'}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {lifeDates(row.person) || 'Даты не указаны'}
      </Typography>
      {href && (
        <Link component={RouterLink} to={href} variant="body2" onClick={(event) => event.stopPropagation()}>
          Страница памяти
        </Link>
      )}
    </Stack>
  );
}

function OrderCell({ row }: { row: DeceasedOnOrder }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Link
        component={RouterLink}
        to={paths.order(row.order.id)}
        onClick={(event) => event.stopPropagation()}
      >
        № {row.order.number}
      </Link>
      <Typography variant="caption" color="text.secondary">
        {kindText(row.order)}
      </Typography>
      <StatusChip status={row.order.status} />
    </Stack>
  );
}

/** /app/deceased: the company's deceased across its deals, by client and death period, with their deal and page. */
export function DeceasedPage() {
  const compact = useMediaQuery('(max-width:899.95px)', { noSsr: true });
  const paging = usePaging();
  const [filters, setFilters] = useState<Filters>({ query: '', shopper: null, date_start: '', date_end: '' });
  const [text, setText] = useState('');
  const query = useDebounced(text);
  const applied = { ...filters, query };
  const list = useDeceasedOnOrders(deceasedFilterOf(applied, paging.offset, paging.limit));
  const change = (next: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    paging.setPage(1);
  };
  const [start, end] = [isoDayOf(filters.date_start), isoDayOf(filters.date_end)];
  const reversed = Boolean(start && end && end < start);

  const columns: Column<DeceasedOnOrder>[] = compact
    ? [
        { key: 'person', label: 'Умерший', render: (row) => <PersonCell row={row} /> },
        { key: 'order', label: 'Сделка', render: (row) => <OrderCell row={row} /> },
      ]
    : [
        { key: 'person', label: 'Умерший', render: (row) => <PersonCell row={row} /> },
        { key: 'burial', label: 'Место захоронения', render: (row) => row.person.burial_place || '—' },
        { key: 'order', label: 'Сделка', render: (row) => <OrderCell row={row} /> },
        { key: 'shopper', label: 'Клиент', render: (row) => row.shopper?.name ?? '—' },
        { key: 'funeral', label: 'Похороны', render: (row) => formatDate(row.order.funeral_at) || '—' },
      ];

  return (
    <Box>
      <PageHeader title="Умершие" />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mb: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 2fr 1fr 1fr' },
        }}
      >
        <TextField
          size="small"
          type="search"
          label="Поиск по имени"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            paging.setPage(1);
          }}
        />
        <ShopperPicker
          size="small"
          label="Клиент"
          value={filters.shopper}
          onChange={(shopper) => change({ shopper })}
        />
        <PeriodFields
          from={filters.date_start}
          to={filters.date_end}
          fromLabel="Дата смерти с"
          toLabel="Дата смерти по"
          problem={reversed ? ORDER_MSG.periodOrder : null}
          onChange={({ from, to }) =>
            change({
              ...(from !== undefined && { date_start: from }),
              ...(to !== undefined && { date_end: to }),
            })
          }
        />
      </Box>
      <DataTable
        label="Умершие"
        columns={columns}
        rows={list.data?.results}
        count={list.data?.count ?? 0}
        paging={paging}
        rowKey={(row) => `${row.order.id}-${row.person.id}`}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyText={
          query || filters.shopper || filters.date_start || filters.date_end
            ? 'Ничего не нашлось'
            : 'Здесь будут умершие из сделок компании.'
        }
      />
    </Box>
  );
}
