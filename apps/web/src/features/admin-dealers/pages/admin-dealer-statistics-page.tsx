import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DealerStatisticRow } from '@sp/shared/api/dealers';
import { formatDate } from '@sp/shared/format/date';
import { formatRubles } from '@sp/shared/format/money';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { RouterLink } from '../../../lib/router-link';
import { useDebounced } from '../../../lib/use-debounced';
import { type DealerPeriod, useDealerStatistics } from '../api/dealer-statistic';
import { PeriodFilter, usePeriod } from '../components/period-filter';

const rubles = (value: number) => formatRubles(Math.round(value * 100));
const nowrap = { whiteSpace: 'nowrap' } as const;

const ABOUT =
  'Здесь дилеры платформы с их результатами за период: сколько купили по их промокодам, сколько оплачено и ' +
  'сколько дилер заработал. Компания становится дилером, когда вы принимаете её заявку в «Заявках дилеров».';

const columnsFor = (period: DealerPeriod): readonly Column<DealerStatisticRow>[] => [
  {
    key: 'name',
    label: 'Дилер',
    card: 'title',
    render: (row) => (
      <Stack spacing={0.25} sx={{ overflowWrap: 'anywhere' }}>
        <Link
          component={RouterLink}
          to={`${paths.adminDealerStatistic(row.id)}?${new URLSearchParams(period)}`}
          sx={{ fontWeight: 500 }}
        >
          {row.name}
        </Link>
        <Typography variant="caption" color="text.secondary">
          {row.inn ? `ИНН ${row.inn}` : 'ИНН не указан'}
          {row.dealer_since ? ` · дилер с ${formatDate(row.dealer_since)}` : ''}
        </Typography>
      </Stack>
    ),
  },
  { key: 'uses', label: 'Покупок', width: 90, render: (row) => row.uses },
  { key: 'paid', label: 'Оплачено', width: 140, render: (row) => <Box sx={nowrap}>{rubles(row.paid)}</Box> },
  {
    key: 'reward',
    label: 'Вознаграждение',
    width: 150,
    render: (row) => <Box sx={nowrap}>{rubles(row.reward)}</Box>,
  },
  { key: 'codes', label: 'Действующих промокодов', width: 120, render: (row) => row.active_codes },
  { key: 'partners', label: 'Партнёров', width: 100, render: (row) => row.partners },
  {
    key: 'balance',
    label: 'Баланс',
    width: 140,
    render: (row) => <Box sx={nowrap}>{rubles(row.balance)}</Box>,
  },
];

/**
 * /admin/dealers/statistic «Статистика дилеров»: every dealer with what was bought with its codes over a period
 * (this month at first) and what it earned, its active codes, partners and balance; by a part of its name. Each
 * dealer opens its «Статистика дилера» for the same period. A table on a desk, cards on a phone.
 */
export function AdminDealerStatisticsPage() {
  const paging = usePaging();
  const period = usePeriod();
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim());
  const dealers = useDealerStatistics({
    ...period.asked,
    offset: paging.offset,
    limit: paging.limit,
    ...(query ? { query } : {}),
  });

  return (
    <Box>
      <PageHeader title="Статистика дилеров" />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mb: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(0, 420px) 200px 200px' },
        }}
      >
        <TextField
          size="small"
          type="search"
          label="Название или ИНН"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            paging.setPage(1);
          }}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        />
        <PeriodFilter period={period} onChanged={() => paging.setPage(1)} />
      </Box>
      <DataTable
        label="Статистика дилеров"
        columns={columnsFor(period.asked)}
        rows={dealers.data?.results}
        count={dealers.data?.count ?? 0}
        paging={paging}
        rowKey={(row) => row.id}
        loading={dealers.isPending}
        error={dealers.error}
        onRetry={() => void dealers.refetch()}
        emptyTitle={query ? 'Ничего не нашлось' : 'Дилеров пока нет'}
        emptyText={query ? 'Проверьте название или ИНН.' : ABOUT}
      />
    </Box>
  );
}
