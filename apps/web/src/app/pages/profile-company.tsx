import { BecomeDealer } from '../../features/dealers/components/become-dealer';
import { BecomeMunicipal } from '../../features/municipal/components/become-municipal';
import { ProfileCompanyPage } from '../../features/profile/pages/profile-company-page';
import { QuitCompanySection } from '../../features/staff/components/quit-company-section';

/** /app/profile-company with the «leave the company» block of features/staff and the requests to become a
 * municipal organisation (features/municipal) or a dealer (features/dealers). */
export function ProfileCompanyRoute() {
  return (
    <ProfileCompanyPage
      quitSection={<QuitCompanySection />}
      municipalSection={<BecomeMunicipal />}
      dealerSection={<BecomeDealer />}
    />
  );
}
