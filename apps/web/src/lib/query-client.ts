import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
