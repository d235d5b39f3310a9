import type { adminBalanceSchema } from '@sp/shared/api/payments';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http';

export type AdminBalance = z.infer<typeof adminBalanceSchema>;

/** Whose balance an administrator means: a user's account or a company, by id. */
export type HolderRef = { account_id: number } | { company_id: number };

/**
 * GET /api/admin/balance/?account_id=|company_id=: the holder's name and balance, asked when the administrator
 * checks whom a correction goes to (404 when there is none): a mutation, asked on the button, never cached.
 */
export function fetchAdminBalance(holder: HolderRef): Promise<AdminBalance> {
  return http.get<AdminBalance>('/api/admin/balance/', holder);
}

export function useCheckBalance() {
  return useMutation({ mutationFn: fetchAdminBalance });
}
