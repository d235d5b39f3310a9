import type { List } from '@sp/shared/api/common';
import type { JournalAccount } from '@sp/shared/api/journal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/**
 * GET /api/journal/company/accounts/: who made changes in the company, former employees too. The journal's own
 * list rather than the staff list (/api/company/managers/), which needs the employees module besides the journal.
 */
export function journalAccountsQuery() {
  return queryOptions({
    queryKey: ['journal', 'accounts'],
    queryFn: ({ signal }) =>
      http.get<List<JournalAccount>>('/api/journal/company/accounts/', undefined, signal),
    staleTime: 60_000,
  });
}

export function useJournalAccounts() {
  return useQuery(journalAccountsQuery());
}
