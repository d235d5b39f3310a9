import type { PublicMemoryPage } from '@sp/shared/api/memory-pages';
import { PersonPageBox, PersonView } from '../../features/memory-pages/components/person-view';
import { PROFILE_COOKIE, readCookie } from '../../lib/cookies';
import { useHydrated } from '../../lib/hydrated';
import { PublicFrame } from '../layouts/public-frame';
import { Providers } from '../providers';

type PersonDocumentProps = { page: PublicMemoryPage; shareUrl: string };

/**
 * A public memory page as the server renders it into its HTML and the browser then hydrates, without the app's
 * router and shell: the page a QR code on a grave opens reads at once and loads only what it needs. Its links
 * load their pages anew. A signed-in visitor (the profile cookie) sees the way to their cabinet once hydrated.
 */
export function PersonDocument({ page, shareUrl }: PersonDocumentProps) {
  const hydrated = useHydrated();
  return (
    <Providers>
      <PublicFrame signedIn={hydrated && readCookie(PROFILE_COOKIE) !== null}>
        <PersonPageBox>
          <PersonView page={page} shareUrl={shareUrl} />
        </PersonPageBox>
      </PublicFrame>
    </Providers>
  );
}
