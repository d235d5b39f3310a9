import type { landingSliderSchema } from '@sp/shared/api/landing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http';

export type LandingSlider = z.infer<typeof landingSliderSchema>;

/** GET /api/company-landing/sliders/: the page's slides in their order. */
export const slidersQuery = queryOptions({
  queryKey: ['landing', 'sliders'],
  queryFn: () => http.get<LandingSlider[]>('/api/company-landing/sliders/'),
});

export function useSliders() {
  return useQuery(slidersQuery);
}
