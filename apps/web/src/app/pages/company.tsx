import { Suspense } from 'react';
import { WhenVisible } from '../../components/when-visible';
import { CompanyPage } from '../../features/company-landing/pages/company-page';
import { lazyPage } from '../../lib/lazy-page';

// at the foot of the page: loaded for the visitors who scroll down to it
const PublicReviews = lazyPage(() =>
  import('../../features/reviews/components/public-reviews').then((m) => m.PublicReviews),
);

const reviews = (companyId: number) => (
  <WhenVisible>
    <Suspense fallback={null}>
      <PublicReviews companyId={companyId} />
    </Suspense>
  </WhenVisible>
);

/** /company/:id with the published reviews of features/reviews (features never import each other). */
export function CompanyRoute() {
  return <CompanyPage reviews={reviews} />;
}
