import { lazy, Suspense } from 'react';
import { DashboardPage } from '../../features/dashboard/pages/dashboard-page';
import { CompanyReviewsCard } from '../../features/reviews/components/company-reviews-card';
import { MyInvitationsCard } from '../../features/staff/components/my-invitations-card';

// the administrator's numbers load only for an administrator
const PlatformOverview = lazy(() =>
  import('../../features/admin/components/platform-overview').then((m) => ({ default: m.PlatformOverview })),
);

/**
 * /app/dashboard with the invitations card of features/staff and the company's reviews card of features/reviews
 * (features never import each other), and the administrator's numbers of the platform (features/admin).
 */
export function DashboardRoute() {
  return (
    <DashboardPage
      invitations={<MyInvitationsCard />}
      reviews={<CompanyReviewsCard />}
      platform={
        <Suspense fallback={null}>
          <PlatformOverview />
        </Suspense>
      }
    />
  );
}
