import type { graveParametersAnswerSchema } from '@sp/shared/api/cemeteries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http';
import { GRAVES_KEY } from './graves-in-box';

/** A grave's parameters: its status and places, its size in metres, fence, monument, a note and its photo. */
export type GraveParameters = z.infer<typeof graveParametersAnswerSchema>;
/** What PUT sends back: the parameters without the photo (which has an address of its own). */
export type GraveParametersBody = Omit<GraveParameters, 'photo' | 'photo_thumbnail'>;

/** GET /api/cemeteries/parameters-graves/{id}/ */
export function graveParametersQuery(id: number) {
  return queryOptions({
    queryKey: [...GRAVES_KEY, 'parameters', id],
    queryFn: () => http.get<GraveParameters>(`/api/cemeteries/parameters-graves/${id}/`),
  });
}

export function useGraveParameters(id: number) {
  return useQuery(graveParametersQuery(id));
}
