import { DashboardPage } from '../../features/dashboard/pages/dashboard-page';
import { CompanyReviewsCard } from '../../features/reviews/components/company-reviews-card';
import { MyInvitationsCard } from '../../features/staff/components/my-invitations-card';

/**
 * /app/dashboard with the invitations card of features/staff and the company's reviews card of features/reviews
 * (features never import each other).
 */
export function DashboardRoute() {
  return <DashboardPage invitations={<MyInvitationsCard />} reviews={<CompanyReviewsCard />} />;
}
