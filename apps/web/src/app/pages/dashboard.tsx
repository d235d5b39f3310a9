import { DashboardPage } from '../../features/dashboard/pages/dashboard-page';
import { MyInvitationsCard } from '../../features/staff/components/my-invitations-card';

/** /app/dashboard with the invitations card of features/staff (features never import each other). */
export function DashboardRoute() {
  return <DashboardPage invitations={<MyInvitationsCard />} />;
}
