import { type QueryKey, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { fetchFile } from './file-download';

/**
 * A file of the API shown in the page (an <img>, an <iframe>), which cannot send the session's token: fetched with
 * it once, kept a minute after it is last shown, never retried, and given as an object URL freed when it is no
 * longer shown. `url` is null while it loads, when it failed, or while `path` is null or `enabled` false.
 */
export function useFileUrl({
  queryKey,
  path,
  fallbackName,
  enabled = true,
}: {
  queryKey: QueryKey;
  path: string | null | undefined;
  fallbackName: string;
  enabled?: boolean;
}) {
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchFile(path as string, fallbackName, signal),
    enabled: enabled && Boolean(path),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
    retry: false,
  });
  const url = useMemo(() => (query.data ? URL.createObjectURL(query.data.blob) : null), [query.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { ...query, url };
}
