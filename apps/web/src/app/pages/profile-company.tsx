import { ProfileCompanyPage } from '../../features/profile/pages/profile-company-page';
import { QuitCompanySection } from '../../features/staff/components/quit-company-section';

/** /app/profile-company with the «leave the company» block of features/staff. */
export function ProfileCompanyRoute() {
  return <ProfileCompanyPage quitSection={<QuitCompanySection />} />;
}
