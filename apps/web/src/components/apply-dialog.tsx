import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, errorText } from '../lib/api-error';
import { snackbar } from '../lib/snackbar-store';
import { FormTextField } from './form-text-field';
import { GenericDialog } from './generic-dialog';
import { useTimedErrors } from './use-timed-errors';

export type ApplicationNote = { note: string };

/** How the request is sent: a react-query mutation of the feature (POST …/becoming-…/). */
export type ApplyMutation = {
  isPending: boolean;
  mutate: (
    body: ApplicationNote,
    callbacks: { onSuccess: () => void; onError: (error: Error) => void },
  ) => void;
};

export type ApplyDialogProps = {
  title: string;
  /** what becoming one means and what to tell the administrators */
  intro: string;
  noteLabel: string;
  /** the shared body schema: its note rule (10 to `maxNote` characters) and message */
  schema: z.ZodType<ApplicationNote, ApplicationNote>;
  maxNote: number;
  apply: ApplyMutation;
  onClose: () => void;
};

/**
 * A company's request to become something (a municipal organisation, a dealer): the owner tells the administrators
 * about it and sends; the rule's message stays by the field, a 409 (a request already waits, the company cannot
 * become one) in the dialog.
 */
export function ApplyDialog({ title, intro, noteLabel, schema, maxNote, apply, onClose }: ApplyDialogProps) {
  const form = useForm<ApplicationNote>({ resolver: zodResolver(schema), defaultValues: { note: '' } });
  useTimedErrors(form);
  const typed = useWatch({ control: form.control, name: 'note' }) ?? '';
  const [failure, setFailure] = useState<string | null>(null);

  const handleSave = form.handleSubmit((values) => {
    setFailure(null);
    apply.mutate(values, {
      onSuccess: () => {
        snackbar.success('Заявка отправлена администраторам');
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 400 && error.fields.note) {
          form.setError('note', { message: error.fields.note.join(' ') });
          return;
        }
        setFailure(errorText(error));
      },
    });
  });

  return (
    <GenericDialog
      open
      title={title}
      saveText="Отправить заявку"
      busy={apply.isPending}
      onClose={onClose}
      onSave={() => void handleSave()}
    >
      <Stack spacing={2}>
        <Typography color="text.secondary">{intro}</Typography>
        {failure && (
          <Alert severity="error" onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        )}
        <FormTextField
          control={form.control}
          name="note"
          label={noteLabel}
          multiline
          minRows={4}
          helperText={`От 10 до ${maxNote} символов · ${typed.trim().length} / ${maxNote}`}
        />
      </Stack>
    </GenericDialog>
  );
}
