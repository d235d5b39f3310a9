import { VALIDATION_MESSAGE_MS } from '@sp/shared/validation/messages';
import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** SPEC §5: rule messages disappear 4 seconds after validation. */
export function useTimedErrors<T extends FieldValues>(form: UseFormReturn<T>): void {
  const { errors, submitCount } = form.formState;
  const shown = Object.entries(errors)
    .map(([key, value]) => `${key}:${String((value as { message?: unknown } | undefined)?.message ?? '')}`)
    .join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new submission restarts the 4 s timer
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => form.clearErrors(), VALIDATION_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [shown, submitCount, form]);
}
