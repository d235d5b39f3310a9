import type { List } from '@sp/shared/api/common';
import type { Bank, Party } from '@sp/shared/api/shoppers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** Whether the server fills details from DaData (DADATA_API_KEY); without it the fields are typed by hand. */
export function useRequisitesLookup(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['shoppers', 'requisites-lookup'],
      queryFn: () => http.get<{ enabled: boolean }>('/api/company-shoppers/requisites-lookup/'),
      staleTime: Number.POSITIVE_INFINITY,
      enabled,
    }),
  );
}

/** GET /api/banks/?query=: banks whose name or БИК contains the text (at most 10). */
export function useBankSearch(query: string, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['shoppers', 'banks', query],
      queryFn: ({ signal }) => http.get<List<Bank>>('/api/banks/', { query }, signal),
      enabled: enabled && query.trim().length >= 2,
      staleTime: 60_000,
    }),
  );
}

/** POST /api/banks/: one bank by its БИК; 404 «Нет совпадений.» for none. */
export const bankByBic = (bic: string) => http.post<Bank>('/api/banks/', { bic });

/** POST /api/company/inn/: an organisation or a sole trader by ИНН. */
export const partyByInn = (inn: string) => http.post<Party>('/api/company/inn/', { inn });
