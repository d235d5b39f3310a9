import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { PersonAttribute } from '@sp/shared/api/admin-persons';
import { useState } from 'react';
import { GenericDialog } from '../../../components/generic-dialog';
import { ApiError } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useSavePersonAttribute } from '../api/person-attributes';

type AttributeDialogProps = { attribute: PersonAttribute | null; onClose: () => void };

/** A new attribute of the directory, or one edited: its name, description and whether it takes a value. */
export function AttributeDialog({ attribute, onClose }: AttributeDialogProps) {
  const [name, setName] = useState(attribute?.name ?? '');
  const [description, setDescription] = useState(attribute?.description ?? '');
  const [hasValue, setHasValue] = useState(attribute?.has_value ?? false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const save = useSavePersonAttribute();

  const submit = () =>
    save.mutate(
      { id: attribute?.id ?? null, body: { name, description, has_value: hasValue } },
      {
        onSuccess: (saved) => {
          snackbar.success(
            attribute ? `Атрибут «${saved.name}» сохранён` : `Атрибут «${saved.name}» добавлен`,
          );
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(error.fields);
          else snackbar.error(error instanceof ApiError ? error.errors : 'Не удалось сохранить атрибут');
        },
      },
    );

  return (
    <GenericDialog
      open
      title={attribute ? `Атрибут «${attribute.name}»` : 'Новый атрибут'}
      onClose={onClose}
      onSave={submit}
      busy={save.isPending}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label="Название"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(errors.name)}
          helperText={errors.name?.join(' ') ?? 'Например, «Участник Великой Отечественной войны»'}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          required
          fullWidth
        />
        <TextField
          label="Описание"
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          error={Boolean(errors.description)}
          helperText={errors.description?.join(' ')}
          multiline
          minRows={2}
          fullWidth
        />
        <FormControlLabel
          control={<Checkbox checked={hasValue} onChange={(event) => setHasValue(event.target.checked)} />}
          label="У каждой персоны своё значение (например, звание: «майор»)"
        />
      </Stack>
    </GenericDialog>
  );
}
