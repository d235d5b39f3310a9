import { LandingPage } from '../../features/landing/pages/landing-page';
import { UrgentButton } from '../../features/urgent/components/urgent-button';

/** `/` with the «urgent» button of features/urgent. */
export function LandingRoute() {
  return <LandingPage urgentButton={<UrgentButton />} />;
}
