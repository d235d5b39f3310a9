import type { StatisticCalendar } from '@sp/shared/api/admin-statistics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/admin/statistic-calendar/: the platform's numbers by day for a period (YYYY-MM-DD, both or neither). */
export function useStatisticCalendar(period: { start: string; end: string } | null) {
  return useQuery({
    queryKey: ['admin', 'statistic-calendar', period?.start ?? null, period?.end ?? null],
    queryFn: ({ signal }) =>
      http.get<StatisticCalendar>(
        '/api/admin/statistic-calendar/',
        { date_start: period?.start, date_end: period?.end },
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}
