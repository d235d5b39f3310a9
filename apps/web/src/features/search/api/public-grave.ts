import type { PublicGrave } from '@sp/shared/api/cemeteries';
import { useCachedGet } from '../../../lib/get-cache';
import { http } from '../../../lib/http';

/** GET /api/cemeteries/public-place-grave/{id}/: a grave's card (its cemetery, who rests there), for anyone. */
export function usePublicGrave(id: number) {
  const path = `/api/cemeteries/public-place-grave/${id}/`;
  return useCachedGet(path, () => http.get<PublicGrave>(path));
}
