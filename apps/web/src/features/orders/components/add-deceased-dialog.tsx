import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { deceasedAttachSchema } from '@sp/shared/api/orders';
import { GENDER_LABELS, GENDERS, type Person } from '@sp/shared/api/persons';
import { formatPartialDate } from '@sp/shared/format/partial-date';
import { useState } from 'react';
import { GenericDialog } from '../../../components/generic-dialog';
import { partialDateFromText } from '../../../components/person-form/partial-date-text';
import { ApiError, errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useAttachDeceased } from '../api/attach-deceased';
import { usePersonSearch } from '../api/person-search';
import { useDebounced } from './use-debounced';

const DATE_HELPER = 'год, месяц.год или полная дата';

type NewPerson = {
  last_name: string;
  first_name: string;
  patronymic: string;
  gender: '' | 'male' | 'female';
  date_birth: string;
  date_death: string;
};
const EMPTY: NewPerson = {
  last_name: '',
  first_name: '',
  patronymic: '',
  gender: '',
  date_birth: '',
  date_death: '',
};
const FIELDS = Object.keys(EMPTY) as (keyof NewPerson)[];

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
  const [values, setValues] = useState<NewPerson>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof NewPerson | 'person_id', string>>>({});
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<Person | null>(null);
  const query = useDebounced(text, 250);
  const found = usePersonSearch(query, tab === 'existing');
  const attach = useAttachDeceased();

  const set = (key: keyof NewPerson, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const fail = (error: unknown) => {
    if (error instanceof ApiError) {
      const next: typeof errors = {};
      for (const [field, messages] of Object.entries(error.fields)) {
        if ([...FIELDS, 'person_id'].includes(field)) next[field as keyof typeof errors] = messages.join(' ');
      }
      setErrors(next);
    }
    snackbar.error(errorText(error));
  };
  const done = (name: string) => {
    snackbar.success(`${name}: добавлен(а) в сделку`);
    onClose();
  };

  const save = () => {
    if (tab === 'existing') {
      if (!chosen) {
        setErrors({ person_id: 'Выберите человека' });
        return;
      }
      attach.mutate(
        { order_id: orderId, person_id: chosen.id },
        { onSuccess: () => done(chosen.full_name), onError: fail },
      );
      return;
    }
    const body: Record<string, string | number> = { order_id: orderId };
    for (const key of FIELDS) {
      const value = key.startsWith('date_') ? partialDateFromText(values[key]) : values[key].trim();
      if (value !== '') body[key] = value;
    }
    const checked = deceasedAttachSchema.safeParse(body);
    if (!checked.success) {
      const next: typeof errors = {};
      for (const issue of checked.error.issues) {
        const key = String(issue.path[0]) as keyof NewPerson;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    const name = [values.last_name, values.first_name, values.patronymic]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' ');
    attach.mutate(body as { order_id: number }, { onSuccess: () => done(name), onError: fail });
  };

  const field = (key: keyof NewPerson, label: string, helper?: string) => (
    <TextField
      label={label}
      value={values[key]}
      onChange={(event) => set(key, event.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key] ?? helper}
      fullWidth
      slotProps={key.startsWith('date_') ? { htmlInput: { inputMode: 'numeric' } } : undefined}
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
            <TextField
              select
              label="Пол"
              value={values.gender}
              onChange={(event) => set('gender', event.target.value)}
              error={Boolean(errors.gender)}
              helperText={errors.gender}
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
          <Autocomplete<Person>
            options={found.data?.results ?? []}
            value={chosen}
            onChange={(_, person) => {
              setChosen(person);
              setErrors({});
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
                error={Boolean(errors.person_id)}
                helperText={errors.person_id}
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
