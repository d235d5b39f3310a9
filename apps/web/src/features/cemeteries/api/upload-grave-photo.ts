import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type GraveParameters, graveParametersQuery } from './grave-parameters';
import { GRAVES_KEY } from './graves-in-box';

/**
 * POST /api/cemeteries/parameters-graves/{id}/photo/ multipart `photo`: its cemetery's governor sets or replaces a
 * grave's photo (JPEG, PNG or WebP); answers the parameters with the new addresses.
 */
export function uploadGravePhoto({ id, file }: { id: number; file: File }): Promise<GraveParameters> {
  const form = new FormData();
  form.append('photo', file);
  return http.post<GraveParameters>(`/api/cemeteries/parameters-graves/${id}/photo/`, form);
}

/** The parameters as answered, and the grave's card read again (a guest's card shows the photo). */
export function useGravePhotoChanged() {
  const client = useQueryClient();
  return (saved: GraveParameters) => {
    client.setQueryData(graveParametersQuery(saved.id).queryKey, saved);
    return client.invalidateQueries({ queryKey: [...GRAVES_KEY, 'card', saved.id] });
  };
}

export function useUploadGravePhoto() {
  const changed = useGravePhotoChanged();
  return useMutation({ mutationFn: uploadGravePhoto, onSuccess: changed });
}
