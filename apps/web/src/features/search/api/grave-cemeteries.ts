import type { Cemetery } from '@sp/shared/api/cemeteries';
import type { List } from '@sp/shared/api/common';
import { useCachedGet } from '../../../lib/get-cache';
import { http } from '../../../lib/http';

const PATH = '/api/cemeteries/cemeteries/';
/** The most the list answers at once: the cemetery filter offers these (by name, A to Z). */
export const CEMETERIES_LIMIT = 100;

/** GET /api/cemeteries/cemeteries/: the platform's cemeteries, for the burial search's filter. */
export function useGraveCemeteries() {
  return useCachedGet(`${PATH}?limit=${CEMETERIES_LIMIT}`, () =>
    http.get<List<Cemetery>>(PATH, { limit: CEMETERIES_LIMIT }),
  );
}
