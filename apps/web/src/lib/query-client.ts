import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { noteIfCompanyBlocked } from './company-block';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // a request refused because an administrator blocked the company shows its screen in the cabinet (issue 16)
    queryCache: new QueryCache({ onError: noteIfCompanyBlocked }),
    mutationCache: new MutationCache({ onError: noteIfCompanyBlocked }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // client errors will not change on a retry
        retry: (count, error) =>
          !(error instanceof ApiError && error.code >= 400 && error.code < 500) && count < 2,
      },
    },
  });
}

let current: { identity: string; client: QueryClient } | null = null;

/**
 * The one cache of the app for an identity (account, company, user mode). Another identity gets a fresh
 * cache, so an account never sees what the previous one loaded in this tab.
 */
export function queryClientFor(identity: string): QueryClient {
  if (current?.identity !== identity) {
    current?.client.clear();
    current = { identity, client: createQueryClient() };
  }
  return current.client;
}
