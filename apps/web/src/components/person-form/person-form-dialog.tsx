import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  GENDERS,
  PERSON_GENDER_LABELS,
  type Person,
  type PersonFact,
  type PersonGender,
} from '@sp/shared/api/persons';
import { PARTIAL_DATE_HINT } from '@sp/shared/format/date-text';
import { formatQualifiedDate } from '@sp/shared/format/partial-date';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError, errorText } from '../../lib/api-error';
import { useMediaSrc } from '../../lib/media-src';
import { snackbar } from '../../lib/snackbar-store';
import { FormTextField } from '../form-text-field';
import { GenericDialog } from '../generic-dialog';
import { ImageCropDialog } from '../image-crop-dialog';
import { useTimedErrors } from '../use-timed-errors';
import { OtherNamesFields, otherNameText } from './other-names-fields';
import { PersonDateFields } from './person-date-fields';
import {
  FORM_FIELDS,
  fieldsToSend,
  type PersonFormValues,
  personResolver,
  valuesOf,
} from './person-form-values';
import { type PersonPayload, savePerson } from './save-person';

export type { PersonFormValues } from './person-form-values';

/** a person's dates: a year, a month or a day, typed the Russian way (the rule's message says the same) */
export const DATE_HELPER = PARTIAL_DATE_HINT;

/** «Рождение: около 1868, Торжок — Ревизская сказка 1897»: another claim of the birth or the death, in a line. */
function factText(fact: PersonFact): string {
  const what = [formatQualifiedDate(fact.date), fact.place].filter(Boolean).join(', ') || 'без даты';
  return `${fact.kind === 'birth' ? 'Рождение' : 'Смерть'}: ${what}${fact.source ? ` — ${fact.source}` : ''}`;
}

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
  const form = useForm<PersonFormValues>({
    resolver: personResolver,
    defaultValues: valuesOf(person, initial),
  });
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
          if (FORM_FIELDS.includes(field)) {
            form.setError(field as keyof PersonFormValues, { message: messages.join(' ') });
          }
        }
      }
      snackbar.error(errorText(error));
    },
  });

  const handleSave = form.handleSubmit((values) => {
    const fields = fieldsToSend(values, person !== null);
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
  const living = form.watch('date_death').trim() === '' && form.watch('date_death_qualifier') !== 'phrase';
  // x and unknown (from other programs) are offered only to the person who has them
  const genders: readonly PersonGender[] =
    person?.gender === 'x' || person?.gender === 'unknown' ? [...GENDERS, person.gender] : GENDERS;
  const facts = person?.facts ?? [];
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
                  {genders.map((gender) => (
                    <MenuItem key={gender} value={gender}>
                      {PERSON_GENDER_LABELS[gender]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <FormTextField
              control={form.control}
              name="nickname"
              label="Прозвище"
              helperText="Как звали в семье"
              disabled={readOnly}
            />
          </Box>
          <PersonDateFields
            control={form.control}
            event="birth"
            disabled={readOnly}
            showPhrase={Boolean(person?.date_birth_phrase)}
          />
          <PersonDateFields
            control={form.control}
            event="death"
            disabled={readOnly}
            showPhrase={Boolean(person?.date_death_phrase)}
          />
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
          {readOnly ? (
            person?.other_names.length ? (
              <Stack spacing={0.5}>
                <Typography variant="subtitle2" component="h3">
                  Другие имена
                </Typography>
                {person.other_names.map((name) => (
                  <Typography key={otherNameText(name)} variant="body2">
                    {otherNameText(name)}
                  </Typography>
                ))}
              </Stack>
            ) : null
          ) : (
            <OtherNamesFields
              control={form.control}
              showAffixes={Boolean(person?.name_prefix || person?.name_suffix)}
            />
          )}
          {facts.length > 0 && (
            <Stack spacing={0.5} component="section" aria-labelledby="person-facts">
              <Typography id="person-facts" variant="subtitle2" component="h3">
                Другие сведения о рождении и смерти
              </Typography>
              {facts.map((fact, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the facts are shown in their order and never moved
                <Typography key={index} variant="body2">
                  {factText(fact)}
                </Typography>
              ))}
            </Stack>
          )}
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
