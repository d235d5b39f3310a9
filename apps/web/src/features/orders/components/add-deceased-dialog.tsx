import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type DeceasedAttachBody, deceasedAttachSchema } from '@sp/shared/api/orders';
import { GENDER_LABELS, GENDERS, type Person } from '@sp/shared/api/persons';
import { PARTIAL_DATE_HINT, partialDateFromText } from '@sp/shared/format/date-text';
import { formatPartialDate } from '@sp/shared/format/partial-date';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { GenericDialog } from '../../../components/generic-dialog';
import { ApiError, errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useDebounced } from '../../../lib/use-debounced';
import { useAttachDeceased } from '../api/attach-deceased';
import { usePersonSearch } from '../api/person-search';

const DATE_HELPER = PARTIAL_DATE_HINT;

/** The dialog's values: a new person's fields as typed, or the company's person chosen in «Найти в базе». */
type DeceasedForm = {
  last_name: string;
  first_name: string;
  patronymic: string;
  gender: '' | 'male' | 'female';
  date_birth: string;
  date_death: string;
  person: Person | null;
  order_id: number;
};
type NewPersonField = Exclude<keyof DeceasedForm, 'person' | 'order_id'>;
const EMPTY: Omit<DeceasedForm, 'order_id'> = {
  last_name: '',
  first_name: '',
  patronymic: '',
  gender: '',
  date_birth: '',
  date_death: '',
  person: null,
};
const FIELDS: readonly NewPersonField[] = [
  'last_name',
  'first_name',
  'patronymic',
  'gender',
  'date_birth',
  'date_death',
];

/** A new person's request: the deal and the filled fields only, dates as typed turned into the API's partial ones. */
function newPersonBody(values: DeceasedForm): DeceasedAttachBody {
  const body: Record<string, string | number> = { order_id: values.order_id };
  for (const key of FIELDS) {
    const value = key.startsWith('date_') ? partialDateFromText(values[key]) : values[key].trim();
    if (value !== '') body[key] = value;
  }
  return body as DeceasedAttachBody;
}

/** The shared rules of a new deceased, checked on the request the dialog sends. */
const newPersonSchema = z.custom<DeceasedForm>().transform(newPersonBody).pipe(deceasedAttachSchema);

/** «12.03.1920 – 1985», '' when nothing is known. */
export function lifeDates(person: { date_birth: string | null; date_death: string | null }): string {
  const birth = formatPartialDate(person.date_birth);
  const death = formatPartialDate(person.date_death);
  if (!birth && !death) return '';
  return `${birth || '?'} – ${death}`.trim();
}

type AddDeceasedDialogProps = { orderId: number; onClose: () => void };

/**
 * «Добавить умершего»: a new person owned by the company (фамилия, имя, отчество, пол, partial dates), or one of
 * the company's persons found by name (the deceased of its other deals among them) — never a copy.
 */
export function AddDeceasedDialog({ orderId, onClose }: AddDeceasedDialogProps) {
  const [tab, setTab] = useState<'new' | 'existing'>('new');
  const form = useForm<DeceasedForm>({
    // the values as typed come back: the request is built from them as it was checked
    resolver: zodResolver(newPersonSchema, undefined, { raw: true }),
    defaultValues: { ...EMPTY, order_id: orderId },
    // a message stays until the next «Добавить», or until its field changes
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [text, setText] = useState('');
  const query = useDebounced(text, 250);
  const found = usePersonSearch(query, tab === 'existing');
  const attach = useAttachDeceased();

  const fail = (error: unknown) => {
    if (error instanceof ApiError) {
      form.clearErrors();
      for (const [field, messages] of Object.entries(error.fields)) {
        const name = field === 'person_id' ? 'person' : field;
        if ((FIELDS as readonly string[]).includes(name) || name === 'person') {
          form.setError(name as keyof DeceasedForm, { message: messages.join(' ') });
        }
      }
    }
    snackbar.error(errorText(error));
  };
  const done = (name: string) => {
    snackbar.success(`${name}: добавлен(а) в сделку`);
    onClose();
  };

  const addNew = form.handleSubmit((values) => {
    const name = [values.last_name, values.first_name, values.patronymic]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' ');
    attach.mutate(newPersonBody(values), { onSuccess: () => done(name), onError: fail });
  });

  const save = () => {
    if (tab === 'new') {
      form.setValue('order_id', orderId);
      void addNew();
      return;
    }
    const chosen = form.getValues('person');
    if (!chosen) {
      form.clearErrors();
      form.setError('person', { message: 'Выберите человека' });
      return;
    }
    attach.mutate(
      { order_id: orderId, person_id: chosen.id },
      { onSuccess: () => done(chosen.full_name), onError: fail },
    );
  };

  const field = (key: NewPersonField, label: string, helper?: string) => (
    <Controller
      control={form.control}
      name={key}
      render={({ field: input, fieldState }) => (
        <TextField
          label={label}
          value={input.value}
          onChange={(event) => {
            input.onChange(event);
            form.clearErrors(key);
          }}
          onBlur={input.onBlur}
          inputRef={input.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helper}
          fullWidth
          slotProps={key.startsWith('date_') ? { htmlInput: { inputMode: 'decimal' } } : undefined}
        />
      )}
    />
  );

  return (
    <GenericDialog
      open
      title="Добавить умершего"
      onClose={onClose}
      onSave={save}
      saveText="Добавить"
      busy={attach.isPending}
      maxWidth="md"
    >
      <Tabs value={tab} onChange={(_, next) => setTab(next)} sx={{ mb: 2 }}>
        <Tab value="new" label="Новый человек" />
        <Tab value="existing" label="Найти в базе" />
      </Tabs>
      {tab === 'new' ? (
        <Stack spacing={2}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
            {field('last_name', 'Фамилия')}
            {field('first_name', 'Имя')}
            {field('patronymic', 'Отчество')}
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
            <Controller
              control={form.control}
              name="gender"
              render={({ field: input, fieldState }) => (
                <TextField
                  select
                  label="Пол"
                  value={input.value}
                  onChange={(event) => {
                    input.onChange(event);
                    form.clearErrors('gender');
                  }}
                  onBlur={input.onBlur}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
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
            {field('date_birth', 'Дата рождения', DATE_HELPER)}
            {field('date_death', 'Дата смерти', DATE_HELPER)}
          </Box>
          <Typography variant="body2" color="text.secondary">
            Человек будет записан за компанией; его страницу памяти можно создать из сделки и затем передать
            семье.
          </Typography>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Controller
            control={form.control}
            name="person"
            render={({ field: input, fieldState }) => (
              <Autocomplete<Person>
                options={found.data?.results ?? []}
                value={input.value}
                onChange={(_, person) => {
                  input.onChange(person);
                  form.clearErrors();
                }}
                inputValue={text}
                onInputChange={(_, value) => setText(value)}
                getOptionLabel={(person) => person.full_name}
                getOptionKey={(person) => person.id}
                isOptionEqualToValue={(option, value) => option.id === value.id}
                filterOptions={(all) => all}
                loading={found.isFetching}
                loadingText="Загрузка…"
                noOptionsText={query.length < 2 ? 'Введите хотя бы две буквы имени' : 'Никого не нашлось'}
                renderOption={({ key, ...props }, person) => (
                  <Box component="li" key={key} {...props}>
                    <Box>
                      <Typography variant="body2">{person.full_name}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {lifeDates(person) || 'Даты не указаны'}
                      </Typography>
                    </Box>
                  </Box>
                )}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label="Фамилия, имя или отчество"
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                  />
                )}
              />
            )}
          />
          <Alert severity="info" variant="outlined">
            Поиск идёт среди людей компании, в том числе умерших из других сделок. Запись не копируется:
            сделка ссылается на того же человека.
          </Alert>
        </Stack>
      )}
    </GenericDialog>
  );
}
