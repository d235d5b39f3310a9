import type { List } from '@sp/shared/api/common';
import type { JournalAccount, JournalAccountSource } from '@sp/shared/api/journal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/**
 * GET /api/journal/company/accounts/?of=: who made changes in the company, or who downloaded its documents,
 * former employees too. The journal's own list rather than the staff list (/api/company/managers/), which
 * needs the employees module besides the journal.
 */
export function journalAccountsQuery(of: JournalAccountSource) {
  return queryOptions({
    queryKey: ['journal', 'accounts', of],
    queryFn: ({ signal }) => http.get<List<JournalAccount>>('/api/journal/company/accounts/', { of }, signal),
    staleTime: 60_000,
  });
}

export function useJournalAccounts(of: JournalAccountSource) {
  return useQuery(journalAccountsQuery(of));
}
