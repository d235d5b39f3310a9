import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { GENDER_LABELS, GENDERS, type Person, personCreateSchema } from '@sp/shared/api/persons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { ApiError, errorText } from '../../lib/api-error';
import { useMediaSrc } from '../../lib/media-src';
import { snackbar } from '../../lib/snackbar-store';
import { FormTextField } from '../form-text-field';
import { GenericDialog } from '../generic-dialog';
import { ImageCropDialog } from '../image-crop-dialog';
import { useTimedErrors } from '../use-timed-errors';
import { partialDateFromText, partialDateText } from './partial-date-text';
import { type PersonPayload, savePerson } from './save-person';

export type PersonFormValues = {
  last_name: string;
  first_name: string;
  patronymic: string;
  gender: '' | 'male' | 'female';
  date_birth: string;
  date_death: string;
  birth_place: string;
  city: string;
  burial_city: string;
  burial_place: string;
  note: string;
};

const FIELDS = [
  'last_name',
  'first_name',
  'patronymic',
  'gender',
  'date_birth',
  'date_death',
  'birth_place',
  'city',
  'burial_city',
  'burial_place',
  'note',
] as const satisfies readonly (keyof PersonFormValues)[];

export const DATE_HELPER = 'год, год-месяц или полная дата';

function valuesOf(person: Person | null, initial?: Partial<PersonFormValues>): PersonFormValues {
  return {
    last_name: person?.last_name ?? '',
    first_name: person?.first_name ?? '',
    patronymic: person?.patronymic ?? '',
    gender: person?.gender ?? '',
    date_birth: partialDateText(person?.date_birth),
    date_death: partialDateText(person?.date_death),
    birth_place: person?.birth_place ?? '',
    city: person?.city ?? '',
    burial_city: person?.burial_city ?? '',
    burial_place: person?.burial_place ?? '',
    note: person?.note ?? '',
    ...initial,
  };
}

/** Dates as typed («12.03.1950», «1950-03») become the API's partial ISO, then the shared rules apply. */
const resolver: Resolver<PersonFormValues> = async (values) => {
  const converted: PersonFormValues = {
    ...values,
    date_birth: partialDateFromText(values.date_birth),
    date_death: partialDateFromText(values.date_death),
  };
  const result = personCreateSchema.safeParse(converted);
  if (result.success) return { values: converted, errors: {} };
  const errors: FieldErrors<PersonFormValues> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]) as keyof PersonFormValues;
    errors[key] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

export type PersonFormDialogProps = {
  open: boolean;
  /** the person to edit; null creates one */
  person: Person | null;
  /** prefilled values of a new person (the tree passes the family name or the gender) */
  initial?: Partial<PersonFormValues>;
  title?: string;
  readOnly?: boolean;
  onClose: () => void;
  onSaved?: (person: Person) => void;
  /** how to send it; by default PUT /api/family/person/ (create) or /{id}/ (edit) */
  save?: (payload: PersonPayload) => Promise<Person>;
  /** shows «Удалить» in the dialog */
  onDelete?: (person: Person) => void;
};

/**
 * A person's card to create or edit: фамилия, имя, отчество, gender, partial dates, places, a note and a
 * square photo through the crop dialog. A create sends only the filled fields; an edit sends every field
 * ("" clears it). Used by /app/persons and by the family tree.
 */
export function PersonFormDialog({
  open,
  person,
  initial,
  title,
  readOnly = false,
  onClose,
  onSaved,
  save,
  onDelete,
}: PersonFormDialogProps) {
  const client = useQueryClient();
  const form = useForm<PersonFormValues>({ resolver, defaultValues: valuesOf(person, initial) });
  useTimedErrors(form);
  const [avatar, setAvatar] = useState<File | 'remove' | undefined>(undefined);
  const [cropOpen, setCropOpen] = useState(false);
  const preview = useMemo(() => (avatar instanceof File ? URL.createObjectURL(avatar) : null), [avatar]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  // a fresh form each time the dialog opens (for another person); `initial` may be a new object every render
  const openedFor = open ? (person?.id ?? 'new') : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when opened for another person
  useEffect(() => {
    if (openedFor === null) return;
    form.reset(valuesOf(person, initial));
    setAvatar(undefined);
  }, [openedFor]);

  const mutation = useMutation({
    mutationFn: (payload: PersonPayload) => (save ? save(payload) : savePerson(person?.id ?? null, payload)),
    onSuccess: (saved) => {
      void client.invalidateQueries({ queryKey: ['persons'] });
      snackbar.success(person ? 'Изменения сохранены' : 'Персона добавлена');
      onSaved?.(saved);
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        for (const [field, messages] of Object.entries(error.fields)) {
          if ((FIELDS as readonly string[]).includes(field)) {
            form.setError(field as keyof PersonFormValues, { message: messages.join(' ') });
          }
        }
      }
      snackbar.error(errorText(error));
    },
  });

  const handleSave = form.handleSubmit((values) => {
    const fields: Record<string, string> = {};
    for (const key of FIELDS) {
      const value = values[key].trim();
      if (person || value !== '') fields[key] = value;
    }
    // the photo is listed on /app/files under the person's name rather than the crop tool's «image.jpg»
    const name = [values.last_name, values.first_name, values.patronymic]
      .map((part) => part.trim())
      .filter(Boolean);
    const photo =
      avatar instanceof File && name.length
        ? new File([avatar], `${name.join(' ')}.${avatar.name.split('.').pop()}`, { type: avatar.type })
        : avatar;
    mutation.mutate({ fields, avatar: photo });
  });

  const shownAvatar = avatar === 'remove' ? null : (preview ?? person?.avatar ?? null);
  const avatarSrc = useMediaSrc(shownAvatar);
  const living = form.watch('date_death').trim() === '';
  const dialogTitle =
    title ?? (person ? (readOnly ? person.full_name : `Изменить: ${person.full_name}`) : 'Новая персона');

  return (
    <>
      <GenericDialog
        open={open}
        title={dialogTitle}
        readOnly={readOnly}
        onClose={onClose}
        onSave={() => void handleSave()}
        busy={mutation.isPending}
        onDelete={person && onDelete ? () => onDelete(person) : undefined}
        maxWidth="md"
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Avatar
              src={avatarSrc}
              alt={shownAvatar ? 'Фото персоны' : undefined}
              sx={{ width: 96, height: 96, bgcolor: 'grey.200', color: 'grey.500' }}
            >
              <PhotoCameraOutlined fontSize="large" />
            </Avatar>
            {!readOnly && (
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
                <Button variant="outlined" onClick={() => setCropOpen(true)}>
                  {shownAvatar ? 'Заменить фото' : 'Загрузить фото'}
                </Button>
                {shownAvatar && (
                  <Button color="error" onClick={() => setAvatar(person?.avatar ? 'remove' : undefined)}>
                    Удалить фото
                  </Button>
                )}
              </Stack>
            )}
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
            <FormTextField control={form.control} name="last_name" label="Фамилия" disabled={readOnly} />
            <FormTextField control={form.control} name="first_name" label="Имя" disabled={readOnly} />
            <FormTextField control={form.control} name="patronymic" label="Отчество" disabled={readOnly} />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
            <Controller
              control={form.control}
              name="gender"
              render={({ field }) => (
                <TextField
                  select
                  label="Пол"
                  value={field.value}
                  onChange={field.onChange}
                  disabled={readOnly}
                  fullWidth
                >
                  <MenuItem value="">
                    <em>Не указан</em>
                  </MenuItem>
                  {GENDERS.map((gender) => (
                    <MenuItem key={gender} value={gender}>
                      {GENDER_LABELS[gender]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <FormTextField
              control={form.control}
              name="date_birth"
              label="Дата рождения"
              helperText={DATE_HELPER}
              inputMode="numeric"
              disabled={readOnly}
            />
            <FormTextField
              control={form.control}
              name="date_death"
              label="Дата смерти"
              helperText={DATE_HELPER}
              inputMode="numeric"
              disabled={readOnly}
            />
          </Box>
          {living && !readOnly && (
            <Alert severity="info" variant="outlined">
              Без даты смерти человек считается живым: его данные видите только вы.
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <FormTextField
              control={form.control}
              name="birth_place"
              label="Место рождения"
              disabled={readOnly}
            />
            <FormTextField control={form.control} name="city" label="Город проживания" disabled={readOnly} />
            <FormTextField
              control={form.control}
              name="burial_city"
              label="Город захоронения"
              disabled={readOnly}
            />
            <FormTextField
              control={form.control}
              name="burial_place"
              label="Место захоронения"
              helperText="Кладбище, участок, номер могилы"
              disabled={readOnly}
            />
          </Box>
          <FormTextField
            control={form.control}
            name="note"
            label="Заметка"
            helperText="Видна только владельцу"
            multiline
            minRows={2}
            disabled={readOnly}
          />
          {readOnly && (
            <Typography variant="body2" color="text.secondary">
              Только просмотр.
            </Typography>
          )}
        </Stack>
      </GenericDialog>
      {cropOpen && (
        <ImageCropDialog
          open
          title="Фото персоны"
          aspect={1}
          onClose={() => setCropOpen(false)}
          onDone={(file) => {
            setAvatar(file);
            setCropOpen(false);
          }}
        />
      )}
    </>
  );
}
