import type { List } from '@sp/shared/api/common';
import type { MediaFile, MediaKind } from '@sp/shared/api/files';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type FilesFilter = { kind?: MediaKind; sort?: string; offset: number; limit: number };

/** GET /api/user-files/media/: the caller's files with size, kind, name, date and where each is shown. */
export function filesQuery(filter: FilesFilter) {
  return queryOptions({
    queryKey: ['files', 'list', filter],
    queryFn: () => http.get<List<MediaFile>>('/api/user-files/media/', filter),
    placeholderData: keepPreviousData,
  });
}

export function useFiles(filter: FilesFilter) {
  return useQuery(filesQuery(filter));
}
