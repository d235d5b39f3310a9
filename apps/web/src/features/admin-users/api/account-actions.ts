import type { AdminProfileDetail, BlockBody } from '@sp/shared/api/admin-profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { ADMIN_PROFILES_KEY } from './admin-profiles';

/**
 * POST /api/admin/profiles/{id}/block/ (with an optional reason) and /unblock/: the account, its sessions and the
 * lists are asked again either way (a block ends its sessions).
 */
export function useSetAccountActive(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: { active: true } | ({ active: false } & BlockBody)) =>
      change.active
        ? http.post<AdminProfileDetail>(`/api/admin/profiles/${id}/unblock/`)
        : http.post<AdminProfileDetail>(`/api/admin/profiles/${id}/block/`, { reason: change.reason }),
    onSettled: () => client.invalidateQueries({ queryKey: ADMIN_PROFILES_KEY }),
  });
}

/** POST /api/admin/profiles/{id}/reset-password/: the owner gets a code to set a new password; answers where. */
export function useResetPassword(id: number) {
  return useMutation({
    mutationFn: () => http.post<{ detail: string }>(`/api/admin/profiles/${id}/reset-password/`),
  });
}
