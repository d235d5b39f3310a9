import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { DealerProfit } from '@sp/shared/api/dealers';
import * as paths from '@sp/shared/routes/cabinet-paths';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { isMissingAnswer, NOT_FOUND, routeId } from '../../../lib/route-id';
import { RouterLink } from '../../../lib/router-link';
import { useDealerCompany, useDealerProfit } from '../api/dealer-statistic';
import { PeriodFilter, periodOf, usePeriod } from '../components/period-filter';

export type AdminDealerStatisticSlots = {
  /** the dealer's income as the dealer reads it in its reports, with the period's fields above it */
  profit: (profit: DealerProfit, filters: ReactNode) => ReactNode;
};

/**
 * /admin/dealers/statistic/{id} «Статистика дилера»: one dealer's income over a period (the list's period, else
 * this month), shown by the view the dealer's own report uses (a slot: it belongs to the dealers' feature).
 */
export function AdminDealerStatisticPage({ slots }: { slots: AdminDealerStatisticSlots }) {
  const id = routeId(useParams().id);
  if (id === null) throw NOT_FOUND;
  return <DealerStatistic id={id} slots={slots} />;
}

function DealerStatistic({ id, slots }: { id: number; slots: AdminDealerStatisticSlots }) {
  const [search] = useSearchParams();
  const period = usePeriod(periodOf(search));
  const dealer = useDealerCompany(id);
  const profit = useDealerProfit(id, period.asked);
  if (isMissingAnswer(dealer.error) || isMissingAnswer(profit.error)) throw NOT_FOUND;

  const filters = (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: '200px 200px' } }}>
      <PeriodFilter period={period} />
    </Box>
  );
  return (
    <Box>
      <PageHeader
        title={dealer.data ? `Статистика дилера «${dealer.data.name}»` : 'Статистика дилера'}
        actions={
          <Button component={RouterLink} to={paths.adminDealerStatistics()} variant="outlined">
            Все дилеры
          </Button>
        }
      />
      {dealer.data?.inn && (
        <Typography color="text.secondary" sx={{ mt: -2, mb: 2 }}>
          ИНН {dealer.data.inn}
        </Typography>
      )}
      {profit.error ? (
        <PageState kind="error" error={profit.error} onRetry={() => void profit.refetch()} />
      ) : profit.data ? (
        slots.profit(profit.data, filters)
      ) : (
        <PageState kind="loading" />
      )}
    </Box>
  );
}
