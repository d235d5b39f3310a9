import Box from '@mui/material/Box';
import type { DealerPartner } from '@sp/shared/api/dealers';
import { formatDate } from '@sp/shared/format/date';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { useDebounced } from '../../../lib/use-debounced';
import { useDealerPartners } from '../api/dealer-partners';
import { ListSearch } from '../components/list-search';
import { rubles } from '../components/money';

const TITLE = 'Партнёры';

const COLUMNS: readonly Column<DealerPartner>[] = [
  { key: 'name', label: 'Партнёр', card: 'title', render: (partner) => partner.name },
  {
    key: 'kind',
    label: 'Кто',
    render: (partner) => (partner.kind === 'company' ? 'Компания' : 'Пользователь'),
  },
  { key: 'uses', label: 'Покупок', render: (partner) => partner.uses },
  { key: 'paid', label: 'Оплачено', render: (partner) => rubles(partner.paid) },
  { key: 'reward', label: 'Заработано', render: (partner) => rubles(partner.reward) },
  { key: 'first', label: 'Первая покупка', render: (partner) => formatDate(partner.first_use) },
  { key: 'last', label: 'Последняя покупка', render: (partner) => formatDate(partner.last_use) },
];

/**
 * /app/dealer/partners «Партнёры»: the accounts and companies that bought with the dealer's codes, the most recent
 * first, with what they paid and what the dealer earned; searched by a part of the name.
 */
export function DealerPartnersPage() {
  const paging = usePaging();
  const [search, setSearch] = useState('');
  const query = useDebounced(search);
  const partners = useDealerPartners({
    offset: paging.offset,
    limit: paging.limit,
    ...(query ? { query } : {}),
  });
  return (
    <Box>
      <PageHeader title={TITLE} />
      <ListSearch
        label="Имя или название"
        value={search}
        onChange={(text) => {
          setSearch(text);
          paging.setPage(1);
        }}
      />
      <DataTable
        label={TITLE}
        columns={COLUMNS}
        rows={partners.data?.results}
        count={partners.data?.count ?? 0}
        paging={paging}
        rowKey={(partner) => `${partner.kind}-${partner.id}`}
        loading={partners.isPending}
        error={partners.error}
        onRetry={() => void partners.refetch()}
        emptyTitle={query ? 'Таких партнёров нет' : 'Партнёров пока нет'}
        emptyText={
          'Здесь появятся пользователи и компании, купившие тариф или пакет с вашим промокодом, — сколько они ' +
          'оплатили и сколько вы заработали.'
        }
      />
    </Box>
  );
}
