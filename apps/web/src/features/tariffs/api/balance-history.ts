import type { List } from '@sp/shared/api/common';
import type { BalanceMovement, LedgerKind } from '@sp/shared/api/payments';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { PAYMENTS_KEY } from './balance';

export type HistoryFilter = { kind?: LedgerKind; offset: number; limit: number };

/** GET /api/payments/history/: the balance's movements, newest first, of one kind or all. */
export function balanceHistoryQuery(filter: HistoryFilter) {
  return queryOptions({
    queryKey: [...PAYMENTS_KEY, 'history', filter],
    queryFn: () => http.get<List<BalanceMovement>>('/api/payments/history/', filter),
    placeholderData: keepPreviousData,
  });
}

export function useBalanceHistory(filter: HistoryFilter) {
  return useQuery(balanceHistoryQuery(filter));
}
