import type { Landing } from '@sp/shared/api/landing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { landingQuery } from './landing';

/** What PUT /api/company-landing/landing/ takes (landingBodySchema); a city joins it when the API has one. */
export type LandingBody = {
  title: string;
  description: string;
  color: string;
  phone: string;
  email: string;
  website: string;
  working_hours: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  is_published: boolean;
  /** sent once the API has the landing's city (GET answers `city`) */
  city_id?: number | null;
};

/** PUT /api/company-landing/landing/: the page's text, colour, contacts, map point and publication. */
export function useSaveLanding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LandingBody) => http.put<Landing>('/api/company-landing/landing/', body),
    onSuccess: (data) => client.setQueryData(landingQuery.queryKey, data),
  });
}
