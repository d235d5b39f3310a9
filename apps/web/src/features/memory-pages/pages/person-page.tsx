import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { ApiError } from '../../../lib/api-error';
import { usePublicPage } from '../api/public-page';
import { lifeYearsText } from '../components/person-format';
import { PersonView } from '../components/person-view';

/** What the router's error page reads as a 404 (react-router's isRouteErrorResponse). */
const NOT_FOUND = { status: 404, statusText: 'Not Found', internal: false, data: null };

/**
 * /person/:id: a memory page for anyone, without an account. A «by link» page needs its ?token=; a private or
 * unknown page is the router's 404. The server already put the title and Open Graph tags into the HTML.
 */
export function PersonPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token');
  const valid = /^\d+$/.test(id);
  const page = usePublicPage(id, token, valid);
  const data = page.data;

  useEffect(() => {
    if (!data) return;
    const years = lifeYearsText(data.date_birth, data.date_death);
    document.title = years ? `${data.full_name} (${years.replace(' — ', ' – ')})` : data.full_name;
  }, [data]);

  if (!valid || (page.error instanceof ApiError && page.error.code === 404)) throw NOT_FOUND;
  if (page.isPending) return <PageState kind="loading" />;
  if (page.isError) return <PageState kind="error" error={page.error} onRetry={() => void page.refetch()} />;
  // the address the visitor opened (its own origin), with the token only for a «by link» page
  const base = `${window.location.origin}/person/${id}`;
  const shareUrl = data?.visibility === 'link' && token ? `${base}?token=${encodeURIComponent(token)}` : base;
  return <PersonView page={page.data} shareUrl={shareUrl} />;
}
