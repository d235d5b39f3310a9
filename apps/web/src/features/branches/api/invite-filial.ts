import type { Invitation } from '@sp/shared/api/staff';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** POST /api/company/invite-filial/ {company_id}: the company's owner is told in the cabinet and by mail. */
export function useInviteFilial() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (companyId: number) =>
      http.post<Invitation>('/api/company/invite-filial/', { company_id: companyId }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['branches'] }),
  });
}
