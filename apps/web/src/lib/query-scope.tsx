import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClientFor } from './query-client';
import { useSession } from './session-store';

type QueryScopeProps = { children: ReactNode };

/**
 * The data cache for the pages that load data (the cabinet, release notes). Kept out of the root so the
 * landing and /auth do not ship TanStack Query.
 */
export function QueryScope({ children }: QueryScopeProps) {
  const { profile, userMode } = useSession();
  const client = queryClientFor(`${profile?.id ?? 'guest'}:${profile?.company_id ?? ''}:${userMode}`);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
