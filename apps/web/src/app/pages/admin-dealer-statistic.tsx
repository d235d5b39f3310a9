import { AdminDealerStatisticPage } from '../../features/admin-dealers/pages/admin-dealer-statistic-page';
import { DealerProfitView } from '../../features/dealers/components/dealer-profit-view';

/** /admin/dealers/statistic/{id} with the dealer's income shown as the dealer's own report shows it. */
export function AdminDealerStatisticRoute() {
  return (
    <AdminDealerStatisticPage
      slots={{ profit: (profit, filters) => <DealerProfitView profit={profit} filters={filters} /> }}
    />
  );
}
