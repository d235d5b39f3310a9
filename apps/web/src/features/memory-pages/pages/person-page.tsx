import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import * as paths from '@sp/shared/routes/paths';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/page-loading';
import { MediaTokenContext } from '../../../lib/media-src';
import { NOT_FOUND } from '../../../lib/route-id';
import { usePublicPage } from '../api/public-page';
import { lifeYearsText } from '../components/person-format';
import { PersonPageBox, PersonView } from '../components/person-view';

/**
 * /person/:id: a memory page for anyone, without an account. A «by link» page needs its ?token=; a private or
 * unknown page is the router's 404. The server already put the title and Open Graph tags into the HTML.
 */
export function PersonPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token');
  const valid = /^\d+$/.test(id);
  const { state, retry } = usePublicPage(id, token, valid);
  const page = state.status === 'ready' ? state.page : null;

  useEffect(() => {
    if (!page) return;
    const years = lifeYearsText(page.date_birth, page.date_death);
    document.title = years ? `${page.full_name} (${years.replace(' — ', ' – ')})` : page.full_name;
  }, [page]);

  if (!valid || state.status === 'missing') throw NOT_FOUND;
  // the address the visitor opened (its own origin), with the token only for a «by link» page
  const base = `${window.location.origin}${paths.person(id)}`;
  return (
    <PersonPageBox>
      {state.status === 'loading' && <PageLoading />}
      {state.status === 'error' && (
        <Box role="alert" sx={{ py: 6, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>Не удалось открыть страницу.</Typography>
          <Button variant="outlined" onClick={retry}>
            Повторить
          </Button>
        </Box>
      )}
      {page && (
        // a «by link» page's photos are asked for with its token (a header, never their address)
        <MediaTokenContext.Provider value={page.visibility === 'link' ? token : null}>
          <PersonView
            page={page}
            token={token}
            shareUrl={
              page.visibility === 'link' && token ? `${base}?token=${encodeURIComponent(token)}` : base
            }
          />
        </MediaTokenContext.Provider>
      )}
    </PersonPageBox>
  );
}
