import type { ReactNode } from 'react';
import { useSession } from '../../lib/session-store';
import { PublicFrame } from './public-frame';

type DefaultLayoutProps = { children: ReactNode };

/** Public pages: a light header (no cabinet code), the page, the footer. */
export function DefaultLayout({ children }: DefaultLayoutProps) {
  const { profile } = useSession();
  return <PublicFrame signedIn={profile !== null}>{children}</PublicFrame>;
}
