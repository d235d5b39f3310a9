import type { OrderPayment, PaymentBody } from '@sp/shared/api/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { ORDERS_KEY } from './orders';

/** POST /api/company-orders/order_payments/: a payment on a deal (rubles, the day, the method, a note). */
export function useAddPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentBody) => http.post<OrderPayment>('/api/company-orders/order_payments/', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ORDERS_KEY }),
  });
}
