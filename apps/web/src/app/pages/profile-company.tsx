import { BecomeMunicipal } from '../../features/municipal/components/become-municipal';
import { ProfileCompanyPage } from '../../features/profile/pages/profile-company-page';
import { QuitCompanySection } from '../../features/staff/components/quit-company-section';

/** /app/profile-company with the «leave the company» block of features/staff and the request to become a
 * municipal organisation of features/municipal. */
export function ProfileCompanyRoute() {
  return <ProfileCompanyPage quitSection={<QuitCompanySection />} municipalSection={<BecomeMunicipal />} />;
}
