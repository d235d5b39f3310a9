import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { GraveParameters } from './grave-parameters';
import { useGravePhotoChanged } from './upload-grave-photo';

/** DELETE /api/cemeteries/parameters-graves/{id}/photo/: its governor removes a grave's photo; answers the parameters. */
export function deleteGravePhoto(id: number): Promise<GraveParameters> {
  return http.del<GraveParameters>(`/api/cemeteries/parameters-graves/${id}/photo/`);
}

export function useDeleteGravePhoto() {
  const changed = useGravePhotoChanged();
  return useMutation({ mutationFn: deleteGravePhoto, onSuccess: changed });
}
