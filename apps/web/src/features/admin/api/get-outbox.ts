import type { List } from '@sp/shared/api/common';
import type { OutboxMessage } from '@sp/shared/api/misc';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export function useOutbox(offset: number, limit: number) {
  return useQuery({
    queryKey: ['admin', 'outbox', offset, limit],
    queryFn: () => http.get<List<OutboxMessage>>('/api/admin/outbox/', { offset, limit }),
    placeholderData: keepPreviousData,
  });
}
