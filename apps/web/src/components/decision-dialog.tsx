import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type FieldPath, type UseFormReturn, useWatch } from 'react-hook-form';
import { ApiError, errorText } from '../lib/api-error';
import { snackbar } from '../lib/snackbar-store';
import { FormTextField } from './form-text-field';
import { GenericDialog } from './generic-dialog';
import { useTimedErrors } from './use-timed-errors';

type DecisionValues = { comment: string };

type DecisionDialogProps<V extends DecisionValues> = {
  /** the caller's form: the comment and any field the decision asks besides it */
  form: UseFormReturn<V>;
  title: string;
  saveText: string;
  /** what the decision does, said before it is taken */
  question: ReactNode;
  commentLabel: string;
  /** under the comment, before the count of its characters */
  commentHint: string;
  maxComment: number;
  busy: boolean;
  onSave: () => void;
  onClose: () => void;
  /** the fields above the comment (a dealer's share) */
  children?: ReactNode;
};

/**
 * An administrator's decision on a request (to become a municipal organisation or a dealer, a dealer's promo
 * code): what it will do, the fields it needs and a comment with its count of characters; rule messages go after
 * 4 seconds (SPEC §5).
 */
export function DecisionDialog<V extends DecisionValues>({
  form,
  title,
  saveText,
  question,
  commentLabel,
  commentHint,
  maxComment,
  busy,
  onSave,
  onClose,
  children,
}: DecisionDialogProps<V>) {
  useTimedErrors(form);
  const name = 'comment' as FieldPath<V>;
  const typed = String(useWatch({ control: form.control, name }) ?? '');
  return (
    <GenericDialog open title={title} saveText={saveText} busy={busy} onClose={onClose} onSave={onSave}>
      <Stack spacing={2}>
        <Typography>{question}</Typography>
        {children}
        <FormTextField
          control={form.control}
          name={name}
          label={commentLabel}
          multiline
          minRows={3}
          helperText={`${commentHint} · ${typed.trim().length} / ${maxComment}`}
        />
      </Stack>
    </GenericDialog>
  );
}

/**
 * A refused decision: the server's messages on the form's own fields stay in the dialog; anything else (a 409:
 * someone decided meanwhile) is a notification and the dialog closes.
 */
export function decisionFailed<V extends DecisionValues>(
  form: UseFormReturn<V>,
  error: unknown,
  onClose: () => void,
): void {
  if (error instanceof ApiError && error.code === 400) {
    const own = Object.entries(error.fields).filter(([field]) => field in form.getValues());
    for (const [field, messages] of own)
      form.setError(field as FieldPath<V>, { message: messages.join(' ') });
    if (own.length) return;
  }
  snackbar.error(errorText(error));
  onClose();
}
