import { useSyncExternalStore } from 'react';

export type Snack = { id: number; message: string; severity: 'success' | 'error' | 'info' };

let current: Snack | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const snackbar = {
  show(message: string, severity: Snack['severity'] = 'info'): void {
    current = { id: nextId++, message, severity };
    emit();
  },
  success(message: string): void {
    snackbar.show(message, 'success');
  },
  error(message: string): void {
    snackbar.show(message, 'error');
  },
  close(): void {
    current = null;
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): Snack | null => current,
};

export function useSnack(): Snack | null {
  return useSyncExternalStore(snackbar.subscribe, snackbar.get, snackbar.get);
}
