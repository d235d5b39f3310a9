import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type LandingSlider, slidersQuery } from './sliders';

/** DELETE /api/company-landing/sliders/{id}/ (full rights on the module); answers the remaining slides. */
export function useDeleteSlider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<LandingSlider[]>(`/api/company-landing/sliders/${id}/`),
    onSuccess: (data) => client.setQueryData(slidersQuery.queryKey, data),
  });
}
