import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { deathBeforeBirth, PERSON_MSG, type PersonFields, personFieldsSchema } from '@sp/shared/api/persons';
import { PARTIAL_DATE_HINT, partialDateFromText } from '@sp/shared/format/date-text';
import { useDeferredValue, useState } from 'react';
import { GenericDialog } from '../../../components/generic-dialog';
import { PageState } from '../../../components/page-state';
import { ApiError, errorText } from '../../../lib/api-error';
import { useCreateAffiliatePage } from '../api/affiliate';
import { useCreateMemoryPage } from '../api/create-memory-page';
import { usePersonOptions } from '../api/person-options';
import { useSavePerson } from '../api/save-person';
import { lifeYearsText } from './person-format';

type NewPerson = {
  last_name: string;
  first_name: string;
  patronymic: string;
  date_birth: string;
  date_death: string;
};
const EMPTY: NewPerson = { last_name: '', first_name: '', patronymic: '', date_birth: '', date_death: '' };
const LABELS: Record<keyof NewPerson, string> = {
  last_name: 'Фамилия',
  first_name: 'Имя',
  patronymic: 'Отчество',
  date_birth: 'Дата рождения',
  date_death: 'Дата смерти',
};
const DATE_HELPER = PARTIAL_DATE_HINT;

/** The new person's filled fields in the API's form, or the messages per field. */
function checkNewPerson(values: NewPerson): { fields: PersonFields } | { errors: Record<string, string> } {
  const filled = Object.fromEntries(
    Object.entries(values)
      .map(([key, value]) => [key, key.startsWith('date_') ? partialDateFromText(value) : value.trim()])
      .filter(([, value]) => value !== ''),
  );
  const errors: Record<string, string> = {};
  const parsed = personFieldsSchema.safeParse(filled);
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  if (!filled.first_name) errors.first_name = PERSON_MSG.firstNameRequired;
  if (!filled.date_death) errors.date_death = 'Укажите дату смерти: страница памяти только для умерших';
  if (!errors.date_death && deathBeforeBirth(filled.date_birth, filled.date_death)) {
    errors.date_death = PERSON_MSG.deathBeforeBirth;
  }
  return Object.keys(errors).length ? { errors } : { fields: filled as PersonFields };
}

type CreatePageDialogProps = {
  open: boolean;
  onClose: () => void;
  onCreated: (pageId: number) => void;
  /** a company's page for a client's deceased (the affiliate program) instead of the family's own */
  forCompany?: boolean;
};

/**
 * A new memory page: for a person already recorded (without a page yet) or for a new one. A company makes it
 * through the affiliate program (its 7 days of editing start) and hands it over later.
 */
export function CreatePageDialog({ open, onClose, onCreated, forCompany = false }: CreatePageDialogProps) {
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const [personId, setPersonId] = useState<number | null>(null);
  const [values, setValues] = useState<NewPerson>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const options = usePersonOptions(deferred, open && mode === 'existing');
  const savePerson = useSavePerson();
  const createPage = useCreateMemoryPage();
  const createForClient = useCreateAffiliatePage();
  const busy = savePerson.isPending || createPage.isPending || createForClient.isPending;

  const close = () => {
    setMode('existing');
    setQuery('');
    setPersonId(null);
    setValues(EMPTY);
    setErrors({});
    setFailure(null);
    onClose();
  };

  const save = async () => {
    setFailure(null);
    try {
      let id = personId;
      if (mode === 'new') {
        const checked = checkNewPerson(values);
        if ('errors' in checked) {
          setErrors(checked.errors);
          return;
        }
        setErrors({});
        if (forCompany) {
          const page = await createForClient.mutateAsync({
            person: { ...checked.fields, first_name: values.first_name.trim() },
          });
          close();
          onCreated(page.id);
          return;
        }
        id = (await savePerson.mutateAsync({ id: null, fields: checked.fields })).id;
      }
      if (id === null) {
        setFailure('Выберите человека');
        return;
      }
      const page = forCompany
        ? await createForClient.mutateAsync({ person_id: id })
        : await createPage.mutateAsync({ person_id: id });
      close();
      onCreated(page.id);
    } catch (error) {
      if (error instanceof ApiError && mode === 'new') {
        setErrors(
          Object.fromEntries(
            Object.entries(error.fields).map(([key, list]) => [key.replace(/^person\./, ''), list.join(' ')]),
          ),
        );
      }
      setFailure(errorText(error));
    }
  };

  return (
    <GenericDialog
      open={open}
      title={forCompany ? 'Страница памяти для клиента' : 'Новая страница памяти'}
      onClose={close}
      onSave={() => void save()}
      saveText="Создать"
      busy={busy}
    >
      <Tabs value={mode} onChange={(_event, value) => setMode(value)} sx={{ mb: 2 }} variant="fullWidth">
        <Tab value="existing" label={forCompany ? 'Из персон компании' : 'Из моих персон'} />
        <Tab value="new" label="Новый человек" />
      </Tabs>
      {mode === 'existing' ? (
        <Stack spacing={2}>
          <TextField
            label="Поиск по имени"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            fullWidth
          />
          {options.isPending && <PageState kind="loading" />}
          {options.isError && (
            <PageState kind="error" error={options.error} onRetry={() => void options.refetch()} />
          )}
          {options.data && options.data.results.length === 0 && (
            <Typography color="text.secondary">
              Нет людей без страницы памяти{deferred ? ' с таким именем' : ''}. Добавьте человека на вкладке
              «Новый человек».
            </Typography>
          )}
          {options.data && options.data.results.length > 0 && (
            <List dense aria-label="Люди без страницы памяти" sx={{ maxHeight: 320, overflowY: 'auto' }}>
              {options.data.results.map((person) => {
                const years = lifeYearsText(person.date_birth, person.date_death);
                return (
                  <ListItemButton
                    key={person.id}
                    selected={personId === person.id}
                    disabled={person.is_living}
                    onClick={() => setPersonId(person.id)}
                  >
                    <Radio
                      edge="start"
                      checked={personId === person.id}
                      tabIndex={-1}
                      disabled={person.is_living}
                      slotProps={{ input: { 'aria-label': person.full_name } }}
                    />
                    <ListItemText
                      primary={person.full_name}
                      secondary={
                        person.is_living
                          ? 'Нет даты смерти: страница памяти создаётся только для умерших'
                          : years
                      }
                    />
                  </ListItemButton>
                );
              })}
            </List>
          )}
        </Stack>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {(Object.keys(LABELS) as (keyof NewPerson)[]).map((key) => (
            <TextField
              key={key}
              label={LABELS[key]}
              value={values[key]}
              required={key === 'first_name' || key === 'date_death'}
              onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
              error={Boolean(errors[key])}
              helperText={errors[key] ?? (key.startsWith('date_') ? DATE_HELPER : undefined)}
              autoComplete="off"
              sx={key === 'patronymic' ? { gridColumn: { sm: 'span 2' } } : undefined}
            />
          ))}
        </Box>
      )}
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
    </GenericDialog>
  );
}
