import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MSG } from '@sp/shared/validation/messages';
import type { ReactNode } from 'react';
import { type FieldPath, type UseFormReturn, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ApiError, errorText } from '../lib/api-error';
import { snackbar } from '../lib/snackbar-store';
import { FormTextField } from './form-text-field';
import { GenericDialog } from './generic-dialog';
import { useTimedErrors } from './use-timed-errors';

type DecisionValues = { comment: string };

/** The comment's rules: at most `max` characters; a decline says why, so its comment is required. */
export function commentRules(max: number, tooLong: string) {
  const comment = z.string().trim().max(max, tooLong);
  return { accept: comment, decline: comment.min(1, MSG.required) };
}

/** A decision's words: the dialog's title, its button, the comment's label and hint, the question on a subject. */
export type DecisionTexts<S> = {
  title: string;
  save: string;
  label: string;
  /** under the comment, before the count of its characters */
  hint: string;
  /** what the decision does to the subject, said before it is taken */
  question: (subject: S) => string;
};

type DecisionDialogProps<V extends DecisionValues, S> = {
  /** the caller's form: the comment and any field the decision asks besides it */
  form: UseFormReturn<V>;
  texts: DecisionTexts<S>;
  /** what is decided on (a request, a promo code) */
  subject: S;
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
export function DecisionDialog<V extends DecisionValues, S>({
  form,
  texts,
  subject,
  maxComment,
  busy,
  onSave,
  onClose,
  children,
}: DecisionDialogProps<V, S>) {
  useTimedErrors(form);
  const name = 'comment' as FieldPath<V>;
  const typed = String(useWatch({ control: form.control, name }) ?? '');
  return (
    <GenericDialog
      open
      title={texts.title}
      saveText={texts.save}
      busy={busy}
      onClose={onClose}
      onSave={onSave}
    >
      <Stack spacing={2}>
        <Typography>{texts.question(subject)}</Typography>
        {children}
        <FormTextField
          control={form.control}
          name={name}
          label={texts.label}
          multiline
          minRows={3}
          helperText={`${texts.hint} · ${typed.trim().length} / ${maxComment}`}
        />
      </Stack>
    </GenericDialog>
  );
}

/** What a decision's mutation does once answered: the success said and the dialog closed, or decisionFailed. */
export function decisionAnswers<V extends DecisionValues, T>(
  form: UseFormReturn<V>,
  onClose: () => void,
  onDecided: (answer: T) => void,
) {
  return {
    onSuccess: (answer: T) => {
      onDecided(answer);
      onClose();
    },
    onError: (error: unknown) => decisionFailed(form, error, onClose),
  };
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
