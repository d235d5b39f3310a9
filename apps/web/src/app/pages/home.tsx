import { HomePage } from '../../features/home/pages/home-page';
import { UrgentButton } from '../../features/urgent/components/urgent-button';

/** `/` with the «urgent» button of features/urgent. */
export function HomeRoute() {
  return <HomePage urgentButton={<UrgentButton />} />;
}
