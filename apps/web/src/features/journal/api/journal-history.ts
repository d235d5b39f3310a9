import type { List } from '@sp/shared/api/common';
import type { JournalEntry } from '@sp/shared/api/journal';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** The query string of GET /api/journal/company/history/: only the filters that are set. */
export type JournalFilter = {
  model_name?: string;
  account?: number;
  date_from?: string;
  date_to?: string;
  /** one record's changes (a deal's page shows its own) */
  record_id?: string;
  offset: number;
  limit: number;
};

/**
 * Whose journal: the caller's company's, or the platform's that administrators read (an account's block, unblock
 * and password reset are no company's records).
 */
export type JournalScope = 'company' | 'platform';

const HISTORY_URL: Record<JournalScope, string> = {
  company: '/api/journal/company/history/',
  platform: '/api/admin/journal/history/',
};

/**
 * GET /api/journal/company/history/ (or the administrators' /api/admin/journal/history/): the changes, newest
 * first, with their fields old → new.
 */
export function journalHistoryQuery(filter: JournalFilter, scope: JournalScope = 'company') {
  return queryOptions({
    queryKey: ['journal', 'history', scope, filter],
    queryFn: ({ signal }) => http.get<List<JournalEntry>>(HISTORY_URL[scope], filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useJournalHistory(filter: JournalFilter, scope: JournalScope = 'company') {
  return useQuery(journalHistoryQuery(filter, scope));
}
