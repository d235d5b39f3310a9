import type { List } from '@sp/shared/api/common';
import type { DeceasedOnOrder } from '@sp/shared/api/orders';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/**
 * GET /api/company-orders/deceased_on_order/?query=&limit=20: the company's deceased, one row per deal, by name, to
 * ask a passport for one of them with its deal. Needs the «Сделки» module: without it the ids are typed by hand.
 */
export function useDeceasedOptions(query: string, enabled: boolean) {
  return useQuery({
    queryKey: ['passport-pickers', 'deceased-on-order', query],
    queryFn: ({ signal }) =>
      http.get<List<DeceasedOnOrder>>(
        '/api/company-orders/deceased_on_order/',
        { query: query || undefined, limit: 20 },
        signal,
      ),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
