import { CompanyPage } from '../../features/company-landing/pages/company-page';
import { PublicReviews } from '../../features/reviews/components/public-reviews';

const reviews = (companyId: number) => <PublicReviews companyId={companyId} />;

/** /company/:id with the published reviews of features/reviews (features never import each other). */
export function CompanyRoute() {
  return <CompanyPage reviews={reviews} />;
}
