import { useSyncExternalStore } from 'react';
import type { ApiError } from './api-error';

/** The `error_code` of «Недостаточно средств на балансе.»: a 402 the paying page answers itself. */
export const NOT_ENOUGH_MONEY_CODE = 'payments.not_enough';

export type LimitNotice = { id: number; message: string };

let current: LimitNotice | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/**
 * A 402 answer: a tariff's limit is reached (the message names it and the tariff that lifts it). The app shows it
 * once, with a way to /app/tariff, wherever the request came from. A balance too short for a purchase is a 402
 * too, but the page that bought answers it (it offers the card), so it is left out.
 */
export function notePaymentRequired(error: ApiError): void {
  if (error.code !== 402 || error.errorCode === NOT_ENOUGH_MONEY_CODE) return;
  if (current?.message === error.errors) return;
  current = { id: nextId++, message: error.errors };
  emit();
}

export const limitNotice = {
  get: (): LimitNotice | null => current,
  close(): void {
    current = null;
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useLimitNotice(): LimitNotice | null {
  return useSyncExternalStore(limitNotice.subscribe, limitNotice.get, limitNotice.get);
}
