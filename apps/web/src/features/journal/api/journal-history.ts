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

/** GET /api/journal/company/history/: the company's changes, newest first, with their fields old → new. */
export function journalHistoryQuery(filter: JournalFilter) {
  return queryOptions({
    queryKey: ['journal', 'history', filter],
    queryFn: ({ signal }) => http.get<List<JournalEntry>>('/api/journal/company/history/', filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useJournalHistory(filter: JournalFilter) {
  return useQuery(journalHistoryQuery(filter));
}
