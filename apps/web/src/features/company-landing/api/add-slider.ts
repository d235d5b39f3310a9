import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { type LandingSlider, slidersQuery } from './sliders';

/** POST /api/company-landing/sliders/ multipart `image` + `title` (10 slides at most); answers the list. */
export function useAddSlider() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, title }: { file: File; title: string }) => {
      const body = new FormData();
      body.append('title', title);
      body.append('image', file);
      return http.post<LandingSlider[]>('/api/company-landing/sliders/', body);
    },
    onSuccess: (data) => client.setQueryData(slidersQuery.queryKey, data),
  });
}
