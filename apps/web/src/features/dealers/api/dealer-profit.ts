import type { DealerProfit } from '@sp/shared/api/dealers';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/file-download';
import { http } from '../../../lib/http';
import { buildUrl } from '../../../lib/http-client';

/** What the dealer's income is asked for: Moscow days (yyyy-MM-dd, both included), one code, one partner. */
export type DealerProfitFilter = {
  date_start: string;
  date_end: string;
  promo_code_id?: number;
  partner_kind?: 'company' | 'account';
  partner_id?: number;
};

/** POST /api/reports/dealer-profit/: the dealer's income over the period against the period before. */
export function dealerProfitQuery(filter: DealerProfitFilter) {
  return queryOptions({
    queryKey: ['reports', 'dealer-profit', filter],
    queryFn: () => http.post<DealerProfit>('/api/reports/dealer-profit/', filter),
    placeholderData: keepPreviousData,
  });
}

export function useDealerProfit(filter: DealerProfitFilter) {
  return useQuery(dealerProfitQuery(filter));
}

/** GET /api/reports/dealer-profit/xlsx/: the same as an Excel workbook, saved under the name the server gives. */
export function downloadDealerProfit(filter: DealerProfitFilter): Promise<void> {
  return downloadFile(
    buildUrl('', '/api/reports/dealer-profit/xlsx/', filter),
    `dealer-profit-${filter.date_start}-${filter.date_end}.xlsx`,
  );
}
