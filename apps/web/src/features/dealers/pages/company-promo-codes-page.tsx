import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PromoUse } from '@sp/shared/api/promo-codes';
import { formatDate } from '@sp/shared/format/date';
import { type Column, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { useCompanyPromoUses } from '../api/company-promo-uses';
import { rubles } from '../components/money';

const TITLE = 'Промокоды компании';

const COLUMNS: readonly Column<PromoUse>[] = [
  { key: 'description', label: 'Что куплено', card: 'title', render: (use) => use.description },
  { key: 'date', label: 'Дата', render: (use) => formatDate(use.created_at) },
  {
    key: 'code',
    label: 'Промокод',
    render: (use) => (
      <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
        {use.code}
      </Typography>
    ),
  },
  { key: 'price', label: 'Цена', render: (use) => rubles(use.list_price) },
  {
    key: 'discount',
    label: 'Скидка',
    render: (use) => `${use.discount_percent} % · ${rubles(use.discount)}`,
  },
  { key: 'paid', label: 'Оплачено', render: (use) => rubles(use.paid) },
  { key: 'dealer', label: 'Дилер', render: (use) => use.dealer ?? 'Платформа' },
];

/**
 * /app/company-promo-codes «Промокоды компании»: the company's purchases of tariffs and packages made with a promo
 * code, newest first: what was bought, the price, the discount, what was paid and whose code it was.
 */
export function CompanyPromoCodesPage() {
  const paging = usePaging();
  const uses = useCompanyPromoUses({ offset: paging.offset, limit: paging.limit });
  return (
    <Box>
      <PageHeader title={TITLE} />
      <DataTable
        label={TITLE}
        columns={COLUMNS}
        rows={uses.data?.results}
        count={uses.data?.count ?? 0}
        paging={paging}
        rowKey={(use) => use.id}
        loading={uses.isPending}
        error={uses.error}
        onRetry={() => void uses.refetch()}
        emptyTitle="Покупок с промокодами пока нет"
        emptyText={
          'Здесь будут тарифы и пакеты, которые компания купила с промокодом, и сколько она сэкономила. ' +
          'Промокод вводят при оплате на странице «Тарифы и пакеты».'
        }
      />
    </Box>
  );
}
