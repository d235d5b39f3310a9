import type { List } from '@sp/shared/api/common';
import type { DownloadEntry } from '@sp/shared/api/documents';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { JournalFilter } from './journal-history';

/** The query string of the download history: the journal's filters (model_name is what was downloaded). */
export type DownloadsFilter = Omit<JournalFilter, 'record_id'>;

/**
 * GET /api/journal/company/document-download-history/: who downloaded or viewed which document and when, newest
 * first; model_name CustomDocument (the deals' documents, the server's default) or DocumentTemplate.
 */
export function documentDownloadsQuery(filter: DownloadsFilter) {
  return queryOptions({
    queryKey: ['journal', 'document-downloads', filter],
    queryFn: ({ signal }) =>
      http.get<List<DownloadEntry>>('/api/journal/company/document-download-history/', filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDocumentDownloads(filter: DownloadsFilter) {
  return useQuery(documentDownloadsQuery(filter));
}
