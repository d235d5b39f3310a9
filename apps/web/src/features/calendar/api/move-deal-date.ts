import type { List } from '@sp/shared/api/common';
import type { DealEvent, DealEventKind, Order } from '@sp/shared/api/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

type Move = { id: number; kind: DealEventKind; at: string };

const CALENDAR_DEALS = ['orders', 'calendar'] as const;

/**
 * PATCH /api/company-orders/orders/{id}/dates/ with the funeral's or the cremation's new date-time: the calendar's
 * drag and «Перенести…». The date moves at once and goes back if the server refuses (a completed or cancelled
 * deal's dates stay); the deals are asked again after.
 */
export function useMoveDealDate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind, at }: Move) =>
      http.request<Order>('PATCH', `/api/company-orders/orders/${id}/dates/`, {
        body: kind === 'funeral' ? { funeral_at: at } : { cremation_at: at },
      }),
    onMutate: async ({ id, kind, at }: Move) => {
      await client.cancelQueries({ queryKey: CALENDAR_DEALS });
      const before = client.getQueriesData<List<DealEvent>>({ queryKey: CALENDAR_DEALS });
      client.setQueriesData<List<DealEvent>>(
        { queryKey: CALENDAR_DEALS },
        (list) =>
          list && {
            ...list,
            results: list.results.map((event) =>
              event.order_id === id && event.kind === kind ? { ...event, at } : event,
            ),
          },
      );
      return { before };
    },
    onError: (_error, _move, context) => {
      for (const [key, data] of context?.before ?? []) client.setQueryData(key, data);
    },
    onSuccess: (order) => client.setQueryData(['orders', 'one', order.id], order),
    onSettled: () => client.invalidateQueries({ queryKey: ['orders'] }),
  });
}
