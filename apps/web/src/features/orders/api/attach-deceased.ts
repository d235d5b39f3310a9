import type { Deceased, DeceasedAttachBody } from '@sp/shared/api/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { ORDERS_KEY } from './orders';

/**
 * POST /api/company-orders/deceased_on_order/: `person_id` links an existing person; without it the fields make
 * a new person owned by the company.
 */
export function useAttachDeceased() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DeceasedAttachBody) =>
      http.post<Deceased>('/api/company-orders/deceased_on_order/', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
