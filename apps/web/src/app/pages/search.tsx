import { SearchPage } from '../../features/search/pages/search-page';
import { UrgentButton } from '../../features/urgent/components/urgent-button';

/** `/search/{query?}` with the «urgent» button of features/urgent, starting from the search's city or point. */
export function SearchRoute() {
  return <SearchPage urgentButton={(place) => <UrgentButton {...place} />} />;
}
