import type { List } from '@sp/shared/api/common';
import type { JournalModelName } from '@sp/shared/api/journal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/journal/company/model_names/: the record types the company's journal holds, labelled. */
export function journalModelNamesQuery() {
  return queryOptions({
    queryKey: ['journal', 'model-names'],
    queryFn: ({ signal }) =>
      http.get<List<JournalModelName>>('/api/journal/company/model_names/', undefined, signal),
    staleTime: 60_000,
  });
}

export function useJournalModelNames() {
  return useQuery(journalModelNamesQuery());
}
