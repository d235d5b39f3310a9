import type { DealerApplication, DealerApplicationBody } from '@sp/shared/api/dealers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { OWN_DEALER_APPLICATION_KEY } from './own-dealer-application';

/**
 * POST /api/company/becoming-dealer/: the owner asks the administrators; a 409 when a request is already open, the
 * company is a dealer already or cannot become one. The latest request is what the server answered, or asked again.
 */
export function useApplyDealer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DealerApplicationBody) =>
      http.post<DealerApplication>('/api/company/becoming-dealer/', body),
    onSuccess: (data) => client.setQueryData(OWN_DEALER_APPLICATION_KEY, data),
    onError: () => client.invalidateQueries({ queryKey: OWN_DEALER_APPLICATION_KEY }),
  });
}
