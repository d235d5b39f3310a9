import type { List } from '@sp/shared/api/common';
import type { AffiliateCreate, AffiliatePage, HandoverSent, MemoryPage } from '@sp/shared/api/memory-pages';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export type AffiliateParams = {
  offset: number;
  limit: number;
  name?: string;
  handed_over?: 'true' | 'false';
};

/** GET /api/memory_page/affiliate-program/: pages the company made for its clients' deceased. */
export function useAffiliatePages(params: AffiliateParams) {
  return useQuery({
    queryKey: ['memory-pages', 'affiliate', 'list', params],
    queryFn: () => http.get<List<AffiliatePage>>('/api/memory_page/affiliate-program/', params),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/memory_page/affiliate-program/{id}/: one of them, with its hand-over state. */
export function affiliatePageQuery(id: number) {
  return queryOptions({
    queryKey: ['memory-pages', 'affiliate', 'page', id],
    queryFn: () => http.get<AffiliatePage>(`/api/memory_page/affiliate-program/${id}/`),
    retry: false,
  });
}

export function useAffiliatePage(id: number, enabled = true) {
  return useQuery({ ...affiliatePageQuery(id), enabled });
}

/** POST /api/memory_page/affiliate-program/: a new person (the client's deceased) with its page. */
export function useCreateAffiliatePage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AffiliateCreate) => http.post<MemoryPage>('/api/memory_page/affiliate-program/', body),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['memory-pages'] }),
  });
}

/** POST /api/memory_page/affiliate-program/{id}/code/: a new hand-over code (the previous one stops working). */
export function useHandoverCode(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      http.post<{ page_id: number; code: string }>(`/api/memory_page/affiliate-program/${id}/code/`),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['memory-pages', 'affiliate'] }),
  });
}

/**
 * POST /api/memory_page/affiliate-program/direct-update/{id}/: the page's hand-over code goes to this phone or
 * e-mail; the family accepts the page by it (nothing moves before). The answer never says whether an account has
 * that address.
 */
export function useSendHandoverCode(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (login: string) =>
      http.post<HandoverSent>(`/api/memory_page/affiliate-program/direct-update/${id}/`, { login }),
    // the code it sent is the page's current one, shown on the page
    onSuccess: () => void client.invalidateQueries({ queryKey: ['memory-pages', 'affiliate'] }),
  });
}
