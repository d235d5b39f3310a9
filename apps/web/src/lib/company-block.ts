import { useSyncExternalStore } from 'react';
import { ApiError, COMPANY_BLOCKED_CODE } from './api-error';
import { sessionStore } from './session-store';

/** The caller's current company as an administrator blocked it: which one, and the server's message with the reason. */
export type CompanyBlockNotice = { companyId: number | null; message: string };

let current: CompanyBlockNotice | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/**
 * A request of the cabinet answered «Компания заблокирована администратором: …» (issue 16): the cabinet shows the
 * blocked company's screen instead of its pages until the staff member leaves it (user mode, another company).
 */
export const companyBlock = {
  note(message: string): void {
    const companyId = sessionStore.get().profile?.company_id ?? null;
    if (current?.message === message && current.companyId === companyId) return;
    current = { companyId, message };
    emit();
  },
  clear(): void {
    if (!current) return;
    current = null;
    emit();
  },
  get: (): CompanyBlockNotice | null => current,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Every failed query and mutation of the cabinet's cache passes here: a blocked company's answer is noted. (The
 * HTTP client itself only skips the token refresh for it: it is loaded by every public page and stays light.)
 */
export function noteIfCompanyBlocked(error: unknown): void {
  if (error instanceof ApiError && error.errorCode === COMPANY_BLOCKED_CODE) companyBlock.note(error.errors);
}

export function useCompanyBlock(): CompanyBlockNotice | null {
  return useSyncExternalStore(companyBlock.subscribe, companyBlock.get, companyBlock.get);
}
