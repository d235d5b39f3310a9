import { DealerProfitSection } from '../../features/dealers/components/dealer-profit-section';
import { ReportsPage } from '../../features/reports/pages/reports-page';
import { useSession } from '../../lib/session-store';

/** /app/reports, with a dealer's income (features/dealers) for a DEALER company; a new period chooses anew. */
export function ReportsRoute() {
  const dealer = useSession().profile?.type_company === 'DEALER';
  return (
    <ReportsPage
      dealerSection={
        dealer
          ? (period) => <DealerProfitSection key={`${period.start}-${period.end}`} period={period} />
          : undefined
      }
    />
  );
}
