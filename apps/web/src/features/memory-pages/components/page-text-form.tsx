import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BIOGRAPHY_MAX, EPITAPH_MAX, type MemoryPage } from '@sp/shared/api/memory-pages';
import { deathBeforeBirth, PERSON_MSG, type PersonFields, personFieldsSchema } from '@sp/shared/api/persons';
import { PARTIAL_DATE_HINT, partialDateFromText } from '@sp/shared/format/date-text';
import { formatPartialDate } from '@sp/shared/format/partial-date';
import { MSG } from '@sp/shared/validation/messages';
import { richTextLength } from '@sp/shared/validation/rich-text';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { useTimedErrors } from '../../../components/use-timed-errors';
import { ApiError, errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useSaveMemoryPage } from '../api/save-memory-page';
import { useSavePerson } from '../api/save-person';

const PERSON_FIELDS = [
  'last_name',
  'first_name',
  'patronymic',
  'date_birth',
  'date_death',
  'birth_place',
  'city',
  'burial_city',
  'burial_place',
] as const;
type PersonField = (typeof PERSON_FIELDS)[number];

export type PageTextValues = Record<PersonField, string> & { epitaph: string; biography: string };

const DATE_HELPER = PARTIAL_DATE_HINT;

/** The person's fields with the page's rules: a memory page needs the date of death; dates as typed. */
const fields = personFieldsSchema.shape;

export const pageTextSchema = z
  .object({
    last_name: fields.last_name.unwrap(),
    first_name: fields.first_name.unwrap(),
    patronymic: fields.patronymic.unwrap(),
    date_birth: z.string(),
    date_death: z.string(),
    birth_place: fields.birth_place.unwrap(),
    city: fields.city.unwrap(),
    burial_city: fields.burial_city.unwrap(),
    burial_place: fields.burial_place.unwrap(),
    epitaph: z.string().trim().max(EPITAPH_MAX, MSG.tooLong),
    biography: z
      .string()
      .refine(
        (html) => richTextLength(html) <= BIOGRAPHY_MAX,
        `Биография не длиннее ${BIOGRAPHY_MAX} символов`,
      ),
  })
  .superRefine((values, ctx) => {
    if (!values.first_name?.trim())
      ctx.addIssue({ code: 'custom', path: ['first_name'], message: PERSON_MSG.firstNameRequired });
    const dates = personFieldsSchema.safeParse({
      date_birth: partialDateFromText(values.date_birth),
      date_death: partialDateFromText(values.date_death),
    });
    if (!dates.success) {
      for (const issue of dates.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return;
    }
    if (!values.date_death.trim()) {
      ctx.addIssue({
        code: 'custom',
        path: ['date_death'],
        message: 'Укажите дату смерти: страница памяти только для умерших',
      });
    } else if (deathBeforeBirth(dates.data.date_birth, dates.data.date_death)) {
      ctx.addIssue({ code: 'custom', path: ['date_death'], message: PERSON_MSG.deathBeforeBirth });
    }
  });

export function pageTextValues(page: MemoryPage): PageTextValues {
  const { person } = page;
  return {
    last_name: person.last_name,
    first_name: person.first_name,
    patronymic: person.patronymic,
    date_birth: formatPartialDate(person.date_birth),
    date_death: formatPartialDate(person.date_death),
    birth_place: person.birth_place,
    city: person.city,
    burial_city: person.burial_city,
    burial_place: person.burial_place,
    epitaph: page.epitaph,
    biography: page.biography,
  };
}

/** Only the person's fields that changed, dates in the API's form (the avatar is never sent: SPEC §5). */
export function changedPersonFields(before: PageTextValues, after: PageTextValues): PersonFields {
  const out: Record<string, string> = {};
  for (const field of PERSON_FIELDS) {
    if (before[field] === after[field]) continue;
    out[field] = field.startsWith('date_') ? partialDateFromText(after[field]) : after[field].trim();
  }
  return out as PersonFields;
}

type PageTextFormProps = { page: MemoryPage; readOnly: boolean };

/**
 * The words of a page: the person's names, dates and places (saved to the person), the epitaph and the
 * biography (saved to the page), with one «Сохранить».
 */
export function PageTextForm({ page, readOnly }: PageTextFormProps) {
  const defaults = pageTextValues(page);
  const form = useForm<PageTextValues>({ resolver: zodResolver(pageTextSchema), defaultValues: defaults });
  useTimedErrors(form);
  const savePerson = useSavePerson();
  const savePage = useSaveMemoryPage(page.id);
  const busy = savePerson.isPending || savePage.isPending;

  const handleSave = form.handleSubmit(async (values) => {
    try {
      const personChanges = changedPersonFields(form.formState.defaultValues as PageTextValues, values);
      if (Object.keys(personChanges).length)
        await savePerson.mutateAsync({ id: page.person.id, fields: personChanges });
      const saved = await savePage.mutateAsync({ epitaph: values.epitaph, biography: values.biography });
      form.reset(pageTextValues(saved));
      snackbar.success('Страница памяти сохранена');
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, messages] of Object.entries(error.fields)) {
          if (field in defaults)
            form.setError(field as keyof PageTextValues, { message: messages.join(' ') });
        }
      }
      snackbar.error(errorText(error));
    }
  });

  const field = { control: form.control, disabled: readOnly };
  const grid = {
    display: 'grid',
    gap: 2,
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
  } as const;
  return (
    <Box component="form" noValidate onSubmit={handleSave} aria-label="Текст страницы памяти">
      <Stack spacing={2.5}>
        <Typography variant="h4" component="h3">
          Человек
        </Typography>
        <Box sx={grid}>
          <FormTextField {...field} name="last_name" label="Фамилия" autoComplete="off" />
          <FormTextField {...field} name="first_name" label="Имя" autoComplete="off" />
          <FormTextField {...field} name="patronymic" label="Отчество" autoComplete="off" />
        </Box>
        <Box sx={{ ...grid, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <FormTextField {...field} name="date_birth" label="Дата рождения" helperText={DATE_HELPER} />
          <FormTextField {...field} name="date_death" label="Дата смерти" helperText={DATE_HELPER} />
        </Box>
        <Typography variant="h4" component="h3">
          Места
        </Typography>
        <Box sx={{ ...grid, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <FormTextField {...field} name="birth_place" label="Место рождения" />
          <FormTextField {...field} name="city" label="Город, где жил(а)" />
          <FormTextField {...field} name="burial_city" label="Город захоронения" />
          <FormTextField
            {...field}
            name="burial_place"
            label="Место захоронения"
            helperText="Кладбище, участок, номер могилы"
          />
        </Box>
        <Typography variant="body2" color="text.secondary">
          Портрет меняется в карточке человека в разделе «Персоны»; фотографии для страницы — в галерее ниже.
        </Typography>
        <Typography variant="h4" component="h3">
          Память
        </Typography>
        <FormTextField
          {...field}
          name="epitaph"
          label="Эпитафия"
          multiline
          minRows={2}
          helperText={`Несколько слов под именем, до ${EPITAPH_MAX} символов`}
        />
        <Controller
          control={form.control}
          name="biography"
          render={({ field: biography, fieldState }) => (
            <RichTextEditor
              label="Биография"
              value={biography.value}
              onChange={biography.onChange}
              onBlur={biography.onBlur}
              maxLength={BIOGRAPHY_MAX}
              error={fieldState.error?.message}
              disabled={readOnly}
            />
          )}
        />
        {!readOnly && (
          <Box>
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              Сохранить
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
