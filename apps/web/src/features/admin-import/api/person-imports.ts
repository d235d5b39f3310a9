import type { Cemetery } from '@sp/shared/api/cemeteries';
import type { List } from '@sp/shared/api/common';
import type { DryRun, ImportRunBody, ImportUpload, PersonImport } from '@sp/shared/api/person-imports';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/file-download';
import { http } from '../../../lib/http';

const KEY = ['admin', 'person-imports'] as const;
const BASE = '/api/admin/import-persons/';

/** GET /api/cemeteries/cemeteries/?query=: the cemeteries to import into, by name. */
export function useCemeteryChoices(query: string) {
  return useQuery({
    queryKey: ['admin', 'person-imports', 'cemeteries', query],
    queryFn: ({ signal }) =>
      http.get<List<Cemetery>>(
        '/api/cemeteries/cemeteries/',
        { limit: 20, ...(query ? { query } : {}) },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/import-persons/: the imports, newest first. */
export function usePersonImports(page: { offset: number; limit: number }, polling: boolean) {
  return useQuery({
    queryKey: [...KEY, 'list', page],
    queryFn: ({ signal }) => http.get<List<PersonImport>>(BASE, page, signal),
    placeholderData: keepPreviousData,
    refetchInterval: polling ? 2000 : false,
  });
}

const RUNNING: readonly PersonImport['status'][] = ['queued', 'running'];
export const isRunning = (job: PersonImport | undefined) => Boolean(job && RUNNING.includes(job.status));

/** GET …/{id}/: one import, read again every second while it runs. */
export function usePersonImport(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'one', id],
    queryFn: ({ signal }) => http.get<PersonImport>(`${BASE}${id}/`, undefined, signal),
    enabled: id !== null,
    refetchInterval: (query) => (isRunning(query.state.data) ? 1000 : false),
  });
}

/** POST …/: the file (multipart «file»). */
export function useUploadImport() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return http.post<ImportUpload>(BASE, form);
    },
  });
}

/** POST …/{id}/dry-run/: what would be created, and the rows' problems; writes nothing. */
export function useDryRun() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ImportRunBody }) =>
      http.post<DryRun>(`${BASE}${id}/dry-run/`, body),
  });
}

/** POST …/{id}/start/: the import queued; the list is read again. */
export function useStartImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ImportRunBody }) =>
      http.post<PersonImport>(`${BASE}${id}/start/`, body),
    onSuccess: (job) => {
      client.setQueryData([...KEY, 'one', job.id], job);
      return client.invalidateQueries({ queryKey: [...KEY, 'list'] });
    },
  });
}

/** POST …/{id}/cancel/. */
export function useCancelImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<PersonImport>(`${BASE}${id}/cancel/`),
    onSuccess: (job) => {
      client.setQueryData([...KEY, 'one', job.id], job);
      return client.invalidateQueries({ queryKey: [...KEY, 'list'] });
    },
  });
}

/** DELETE …/{id}/: an upload whose import never started, with its file; the list is read again. */
export function useDeleteImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<void>(`${BASE}${id}/`),
    onSuccess: () => client.invalidateQueries({ queryKey: [...KEY, 'list'] }),
  });
}

/** GET …/{id}/report/: the CSV of the rows not imported, saved under its name. */
export const downloadReport = (job: Pick<PersonImport, 'id'>) =>
  downloadFile(`${BASE}${job.id}/report/`, `import-${job.id}-report.csv`);
