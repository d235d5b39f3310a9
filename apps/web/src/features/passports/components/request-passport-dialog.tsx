import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DeceasedOnOrder } from '@sp/shared/api/orders';
import type { PassportRequest } from '@sp/shared/api/passports';
import type { Person } from '@sp/shared/api/persons';
import { ORDER_STATUS_LABELS } from '@sp/shared/orders/statuses';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { GenericDialog } from '../../../components/generic-dialog';
import { useTimedErrors } from '../../../components/use-timed-errors';
import { ApiError, errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useDebounced } from '../../../lib/use-debounced';
import { useCreatePassportRequest } from '../api/create-passport-request';
import { useDeceasedOptions } from '../api/deceased-options';
import { useFamilyPersonOptions } from '../api/family-person-options';
import { useApplicantKind } from './applicant-kind';
import { lifeDates } from './passport-format';
import {
  EMPTY_HOLDER,
  type HolderValues,
  holderResolver,
  PassportHolderFields,
  showFieldErrors,
} from './passport-holder-fields';

const withDates = (person: { full_name: string; date_birth: string | null; date_death: string | null }) => {
  const dates = lifeDates(person);
  return dates ? `${person.full_name} (${dates})` : person.full_name;
};

const dealText = (row: DeceasedOnOrder) =>
  `${withDates(row.person)} — сделка № ${row.order.number}, ${ORDER_STATUS_LABELS[row.order.status].toLowerCase()}`;

/** Digits only, for an id typed by hand. */
const digits = (text: string) => text.replace(/\D/g, '').slice(0, 10);

type Picked = { personId: number | null; orderId: number | null };

type CompanyPickerProps = {
  picked: Picked;
  onPick: (picked: Picked, client?: string) => void;
  errors: { person_id?: string; order_id?: string };
  enabled: boolean;
};

/** A company's deceased with its deal, picked from its deals by name, or both ids typed by hand. */
function CompanyPicker({ picked, onPick, errors, enabled }: CompanyPickerProps) {
  const [byHand, setByHand] = useState(false);
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<DeceasedOnOrder | null>(null);
  const query = useDebounced(typed);
  const options = useDeceasedOptions(query, enabled && !byHand);
  // without «Сделки» the list is closed to the employee: the ids are typed instead
  const closed = options.error instanceof ApiError && options.error.code === 403;
  const manual = byHand || closed;
  const error = errors.person_id ?? errors.order_id;

  if (manual)
    return (
      <Stack spacing={2}>
        {closed && (
          <Alert severity="info">
            Список умерших по сделкам вам недоступен: укажите номера персоны и сделки — их видно в адресе
            страниц.
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label="ID умершего"
            value={picked.personId ?? ''}
            onChange={(event) => {
              const value = digits(event.target.value);
              onPick({ ...picked, personId: value ? Number(value) : null });
            }}
            error={Boolean(errors.person_id)}
            helperText={errors.person_id ?? 'Номер персоны умершего'}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            label="ID сделки"
            value={picked.orderId ?? ''}
            onChange={(event) => {
              const value = digits(event.target.value);
              onPick({ ...picked, orderId: value ? Number(value) : null });
            }}
            error={Boolean(errors.order_id)}
            helperText={errors.order_id ?? 'Сделка, по которой умерший'}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Box>
        {!closed && (
          <Box>
            <Button size="small" onClick={() => setByHand(false)}>
              Выбрать из списка
            </Button>
          </Box>
        )}
      </Stack>
    );

  return (
    <Box>
      <Autocomplete
        options={options.data?.results ?? []}
        value={chosen}
        onChange={(_, row) => {
          setChosen(row);
          onPick(
            { personId: row?.person.id ?? null, orderId: row?.order.id ?? null },
            row?.shopper?.name ?? undefined,
          );
        }}
        onInputChange={(_, next, reason) => {
          if (reason === 'input' || reason === 'clear') setTyped(next);
        }}
        filterOptions={(list) => list}
        getOptionLabel={dealText}
        getOptionKey={(row) => `${row.person.id}-${row.order.id}`}
        isOptionEqualToValue={(option, value) =>
          option.person.id === value.person.id && option.order.id === value.order.id
        }
        loading={options.isFetching}
        loadingText="Загрузка…"
        noOptionsText={options.isError ? errorText(options.error) : 'Умерших с таким именем нет'}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Умерший и сделка"
            error={Boolean(error)}
            helperText={error ?? 'Начните вводить ФИО: в списке умершие по сделкам компании'}
          />
        )}
      />
      <Button size="small" onClick={() => setByHand(true)} sx={{ mt: 0.5 }}>
        Указать номера вручную
      </Button>
    </Box>
  );
}

type FamilyPickerProps = {
  onPick: (picked: Picked) => void;
  error?: string;
  enabled: boolean;
};

/** One of the family's deceased persons, by name. */
function FamilyPicker({ onPick, error, enabled }: FamilyPickerProps) {
  const [typed, setTyped] = useState('');
  const [chosen, setChosen] = useState<Person | null>(null);
  const name = useDebounced(typed);
  const options = useFamilyPersonOptions(name, enabled);
  const deceased = (options.data?.results ?? []).filter((person) => !person.is_living);
  return (
    <Autocomplete
      options={deceased}
      value={chosen}
      onChange={(_, person) => {
        setChosen(person);
        onPick({ personId: person?.id ?? null, orderId: null });
      }}
      onInputChange={(_, next, reason) => {
        if (reason === 'input' || reason === 'clear') setTyped(next);
      }}
      filterOptions={(list) => list}
      getOptionLabel={withDates}
      getOptionKey={(person) => person.id}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      loading={options.isFetching}
      loadingText="Загрузка…"
      noOptionsText={options.isError ? errorText(options.error) : 'Умерших с таким именем нет'}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Умерший"
          error={Boolean(error)}
          helperText={error ?? 'Из ваших персон; у человека должно быть указано место захоронения'}
        />
      )}
    />
  );
}

export type RequestPassportDialogProps = {
  open: boolean;
  onClose: () => void;
  onCreated?: (request: PassportRequest) => void;
  /** the person, when the page already knows it (a deal's deceased): no picker */
  person?: { id: number; full_name: string } | null;
  /** the deal the person is on, for a company */
  orderId?: number | null;
};

/**
 * «Запросить паспорт»: asks the municipal organisation of the grave where a person lies for its burial passport —
 * the deceased (a family's person; a company's deceased with the deal), the holder, the phone and a note. The server
 * says what is missing (the burial place, the memory page, the deal's status) under the field it concerns, and when a
 * request for the grave is already pending. Open it with `open`; it resets when closed. app/ composes it into the deal.
 */
export function RequestPassportDialog({
  open,
  onClose,
  onCreated,
  person,
  orderId,
}: RequestPassportDialogProps) {
  const kind = useApplicantKind();
  const [picked, setPicked] = useState<Picked>({ personId: person?.id ?? null, orderId: orderId ?? null });
  const [pickErrors, setPickErrors] = useState<{ person_id?: string; order_id?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<HolderValues>({ resolver: holderResolver, defaultValues: EMPTY_HOLDER });
  useTimedErrors(form);
  const create = useCreatePassportRequest();

  const close = () => {
    setPicked({ personId: person?.id ?? null, orderId: orderId ?? null });
    setPickErrors({});
    setFailure(null);
    form.reset(EMPTY_HOLDER);
    onClose();
  };

  const pick = (next: Picked, client?: string) => {
    setPicked(next);
    setPickErrors({});
    // the deal's client is the usual holder: offered, never written over what was typed
    if (client && !form.getValues('holder_name')) form.setValue('holder_name', client);
  };

  const submit = form.handleSubmit((values) => {
    if (picked.personId === null) return;
    create.mutate(
      {
        person_id: picked.personId,
        order_id: kind === 'company' && picked.orderId !== null ? picked.orderId : undefined,
        ...values,
      },
      {
        onSuccess: (request) => {
          snackbar.success(
            request.status === 'approved'
              ? `Заявка № ${request.id} одобрена автоматически: паспорт этой могилы уже у вас`
              : `Заявка № ${request.id} отправлена в ${request.municipal_company.name || 'муниципальную организацию'}`,
          );
          onCreated?.(request);
          close();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : {};
          const own = {
            person_id: fields.person_id?.join(' '),
            order_id: fields.order_id?.join(' '),
          };
          setPickErrors(own);
          const holderShown = showFieldErrors(form, error);
          if (!own.person_id && !own.order_id && !holderShown) setFailure(errorText(error));
          // a field message of a fixed person has no field to stand under
          else if (person && (own.person_id || own.order_id)) setFailure(errorText(error));
        },
      },
    );
  });

  // the person is checked beside the holder's fields, so every missing thing is said at once
  const save = () => {
    setFailure(null);
    if (picked.personId === null) setPickErrors({ person_id: 'Выберите умершего' });
    void submit();
  };

  return (
    <GenericDialog
      open={open}
      title="Запросить паспорт захоронения"
      onClose={close}
      onSave={save}
      saveText="Отправить заявку"
      busy={create.isPending}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Заявка уйдёт муниципальной организации кладбища, где похоронен человек. Когда её одобрят, паспорт
          появится в «Списке паспортов».
        </Typography>
        {failure && (
          <Alert severity="error" onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        )}
        {person ? (
          <Typography>
            Умерший: <strong>{person.full_name}</strong>
          </Typography>
        ) : kind === 'company' ? (
          <CompanyPicker picked={picked} onPick={pick} errors={pickErrors} enabled={open} />
        ) : (
          <FamilyPicker onPick={pick} error={pickErrors.person_id} enabled={open} />
        )}
        <PassportHolderFields control={form.control} disabled={create.isPending} />
      </Stack>
    </GenericDialog>
  );
}
