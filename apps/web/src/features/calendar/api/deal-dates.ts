import type { List } from '@sp/shared/api/common';
import type { DealEvent } from '@sp/shared/api/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { CalendarFilter } from './calendar-tasks';

export const dealDatesKey = (filter: CalendarFilter) => ['orders', 'calendar', filter] as const;

/**
 * GET /api/company-orders/calendar/: the deals' funerals and cremations in the period; `responsible` (the deal's
 * author) when an employee is chosen.
 */
export function dealDatesQuery(filter: CalendarFilter) {
  return queryOptions({
    queryKey: dealDatesKey(filter),
    queryFn: ({ signal }) =>
      http.get<List<DealEvent>>(
        '/api/company-orders/calendar/',
        { date_gte: filter.from, date_lte: filter.to, responsible: filter.employee || undefined },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}

/** `enabled` is false for an employee without the deals module: the calendar shows the tasks only. */
export function useDealDates(filter: CalendarFilter, enabled: boolean) {
  return useQuery({ ...dealDatesQuery(filter), enabled });
}
