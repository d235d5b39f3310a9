import type { Cemetery, CemeteryBody } from '@sp/shared/api/cemeteries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { CEMETERIES_KEY } from './cemeteries';

export type SaveCemetery = { id: number | null; body: CemeteryBody };

/** POST /api/cemeteries/cemeteries/ adds a cemetery (administrators); PUT …/{id}/ replaces one. */
export function saveCemetery({ id, body }: SaveCemetery): Promise<Cemetery> {
  return id === null
    ? http.post<Cemetery>('/api/cemeteries/cemeteries/', body)
    : http.put<Cemetery>(`/api/cemeteries/cemeteries/${id}/`, body);
}

export function useSaveCemetery() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCemetery,
    onSuccess: () => client.invalidateQueries({ queryKey: CEMETERIES_KEY }),
  });
}
