import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { SHOPPER_TYPE_LABELS, SHOPPER_TYPES, type Shopper } from '@sp/shared/api/shoppers';
import { formatDate } from '@sp/shared/format/date';
import { bikProblem, innProblem } from '@sp/shared/validation/requisites';
import { useEffect, useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { FormDateField } from '../../../components/date-fields';
import { FormTextField } from '../../../components/form-text-field';
import { GenericDialog } from '../../../components/generic-dialog';
import { localDay } from '../../../components/month-calendar';
import { PhoneField } from '../../../components/phone-field';
import { useTimedErrors } from '../../../components/use-timed-errors';
import { ApiError, errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { bankByBic, partyByInn, useRequisitesLookup } from '../api/requisites';
import { useSaveShopper } from '../api/save-shopper';
import { BankSearch } from './bank-search';
import { asBody, type ShopperFormValues, shopperResolver, valuesOf } from './shopper-form-values';

/** «Подтверждён по телефону 12.05.2024» or «Не подтверждён». */
export function confirmationText(shopper: Shopper): string {
  if (!shopper.is_confirmed) return 'Не подтверждён';
  const by = shopper.confirmed_by === 'email' ? 'по e-mail' : 'по телефону';
  return `Подтверждён ${by} ${formatDate(shopper.confirmed_at)}`;
}

const grid = (columns: string) => ({
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: columns },
});

export type ShopperFormDialogProps = {
  open: boolean;
  /** the client to edit; null creates one */
  shopper: Shopper | null;
  readOnly?: boolean;
  onClose: () => void;
  onSaved?: (shopper: Shopper) => void;
  /** shows «Удалить» in the dialog */
  onDelete?: (shopper: Shopper) => void;
};

/**
 * A client's card: the type switch (физическое / юридическое лицо) shows only that block, and only that block
 * is sent (SPEC §5). Contacts with the phone mask; a person's names, birth date, address and passport; an
 * entity's name, ИНН, КПП, ОГРН, address, signatory and bank. With DaData configured, «Заполнить по ИНН» and
 * the bank search fill the details; without it everything is typed by hand.
 */
export function ShopperFormDialog({
  open,
  shopper,
  readOnly = false,
  onClose,
  onSaved,
  onDelete,
}: ShopperFormDialogProps) {
  const form = useForm<ShopperFormValues>({ resolver: shopperResolver, defaultValues: valuesOf(shopper) });
  useTimedErrors(form);
  const save = useSaveShopper();
  const lookup = useRequisitesLookup(open && !readOnly);
  const lookupOn = lookup.data?.enabled === true && !readOnly;
  const [filling, setFilling] = useState<'inn' | 'bik' | null>(null);
  const type = form.watch('type_shopper');

  const openedFor = open ? (shopper?.id ?? 'new') : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form only when opened for another client
  useEffect(() => {
    if (openedFor !== null) form.reset(valuesOf(shopper));
  }, [openedFor]);

  const handleSave = form.handleSubmit((resolved) => {
    save.mutate(
      { id: shopper?.id ?? null, body: asBody(resolved) },
      {
        onSuccess: (saved) => {
          snackbar.success(shopper ? 'Изменения сохранены' : 'Клиент добавлен');
          onSaved?.(saved);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            for (const [field, messages] of Object.entries(error.fields)) {
              form.setError(field as FieldPath<ShopperFormValues>, { message: messages.join(' ') });
            }
          }
          snackbar.error(errorText(error));
        },
      },
    );
  });

  const fill = (field: FieldPath<ShopperFormValues>, value: string) => {
    if (value) form.setValue(field, value, { shouldDirty: true });
  };

  const fillByInn = async () => {
    const inn = form.getValues('legal_entity.inn').trim();
    const problem = innProblem(inn);
    if (problem) {
      form.setError('legal_entity.inn', { message: problem });
      return;
    }
    setFilling('inn');
    try {
      const party = await partyByInn(inn);
      fill('legal_entity.name', party.name);
      fill('legal_entity.kpp', party.kpp);
      fill('legal_entity.ogrn', party.ogrn);
      fill('legal_entity.address', party.address);
      fill('legal_entity.representative', party.management);
      snackbar.success('Реквизиты заполнены по ИНН');
    } catch (error) {
      snackbar.error(errorText(error));
    } finally {
      setFilling(null);
    }
  };

  const fillBank = (bank: { bic: string; name: string; corr_account: string }) => {
    fill('legal_entity.bik', bank.bic);
    fill('legal_entity.bank_name', bank.name);
    fill('legal_entity.corr_account', bank.corr_account);
  };

  const fillByBic = async () => {
    const bic = form.getValues('legal_entity.bik').trim();
    const problem = bikProblem(bic);
    if (problem) {
      form.setError('legal_entity.bik', { message: problem });
      return;
    }
    setFilling('bik');
    try {
      fillBank(await bankByBic(bic));
    } catch (error) {
      snackbar.error(errorText(error));
    } finally {
      setFilling(null);
    }
  };

  const title = shopper ? (readOnly ? shopper.name : `Изменить: ${shopper.name}`) : 'Новый клиент';
  const field = (name: FieldPath<ShopperFormValues>, label: string, extra: object = {}) => (
    <FormTextField control={form.control} name={name} label={label} disabled={readOnly} {...extra} />
  );

  return (
    <GenericDialog
      open={open}
      title={title}
      readOnly={readOnly}
      onClose={onClose}
      onSave={() => void handleSave()}
      busy={save.isPending}
      onDelete={shopper && onDelete ? () => onDelete(shopper) : undefined}
      maxWidth="md"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Controller
          control={form.control}
          name="type_shopper"
          render={({ field: typeField }) => (
            <ToggleButtonGroup
              exclusive
              color="primary"
              size="small"
              value={typeField.value}
              onChange={(_, next) => next && typeField.onChange(next)}
              aria-label="Тип клиента"
              disabled={readOnly}
              sx={{ flexWrap: 'wrap' }}
            >
              {SHOPPER_TYPES.map((value) => (
                <ToggleButton key={value} value={value} sx={{ px: 2 }}>
                  {SHOPPER_TYPE_LABELS[value]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
        />
        {shopper && (
          <Box>
            <Chip
              size="small"
              color={shopper.is_confirmed ? 'primary' : 'default'}
              variant={shopper.is_confirmed ? 'filled' : 'outlined'}
              label={confirmationText(shopper)}
            />
          </Box>
        )}

        {type === '1' ? (
          <>
            <Box sx={grid('1fr 1fr 1fr')}>
              {field('physical_person.last_name', 'Фамилия', { autoComplete: 'off' })}
              {field('physical_person.first_name', 'Имя', { autoComplete: 'off' })}
              {field('physical_person.patronymic', 'Отчество', { autoComplete: 'off' })}
            </Box>
            <Box sx={grid('1fr 2fr')}>
              <FormDateField
                control={form.control}
                name="physical_person.birth_date"
                label="Дата рождения"
                disabled={readOnly}
                max={localDay(new Date())}
              />
              {field('physical_person.address', 'Адрес регистрации')}
            </Box>
          </>
        ) : (
          <>
            <Box sx={grid('2fr 1fr')}>
              {field('legal_entity.name', 'Название организации или ИП')}
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                {field('legal_entity.inn', 'ИНН', { inputMode: 'numeric' })}
                {lookupOn && (
                  <Button
                    variant="outlined"
                    onClick={() => void fillByInn()}
                    disabled={filling !== null}
                    sx={{ flexShrink: 0, minHeight: 56 }}
                  >
                    Заполнить
                  </Button>
                )}
              </Stack>
            </Box>
            {lookupOn && (
              <Typography variant="caption" color="text.secondary" sx={{ mt: -1 }}>
                «Заполнить» подставит название, КПП, ОГРН, адрес и руководителя по ИНН.
              </Typography>
            )}
            <Box sx={grid('1fr 1fr')}>
              {field('legal_entity.kpp', 'КПП')}
              {field('legal_entity.ogrn', 'ОГРН или ОГРНИП', { inputMode: 'numeric' })}
            </Box>
            {field('legal_entity.address', 'Юридический адрес')}
            {field('legal_entity.representative', 'В лице (должность, ФИО подписанта)')}
          </>
        )}

        <Box sx={grid('1fr 1fr')}>
          <Controller
            control={form.control}
            name="phone"
            render={({ field: phone, fieldState }) => (
              <PhoneField
                label="Телефон"
                value={phone.value}
                onChange={phone.onChange}
                onBlur={phone.onBlur}
                name={phone.name}
                inputRef={phone.ref}
                disabled={readOnly}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? 'На него придёт код подтверждения'}
                fullWidth
              />
            )}
          />
          {field('email', 'E-mail', { type: 'email', autoComplete: 'off' })}
        </Box>

        {type === '1' ? (
          <>
            <Typography variant="subtitle2" component="h3">
              Документ, удостоверяющий личность
            </Typography>
            <Box sx={grid('1fr 1fr 1fr')}>
              {field('physical_person.doc_series', 'Серия', { inputMode: 'numeric' })}
              {field('physical_person.doc_number', 'Номер', { inputMode: 'numeric' })}
              {field('physical_person.doc_division_code', 'Код подразделения')}
            </Box>
            <Box sx={grid('2fr 1fr')}>
              {field('physical_person.doc_issued_by', 'Кем выдан')}
              <FormDateField
                control={form.control}
                name="physical_person.doc_issued_date"
                label="Дата выдачи"
                disabled={readOnly}
                max={localDay(new Date())}
              />
            </Box>
          </>
        ) : (
          <>
            <Typography variant="subtitle2" component="h3">
              Банковские реквизиты
            </Typography>
            {lookupOn && <BankSearch onPick={fillBank} />}
            <Box sx={grid('1fr 2fr')}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                {field('legal_entity.bik', 'БИК', { inputMode: 'numeric' })}
                {lookupOn && (
                  <Button
                    variant="outlined"
                    onClick={() => void fillByBic()}
                    disabled={filling !== null}
                    aria-label="Найти банк по БИК"
                    sx={{ flexShrink: 0, minHeight: 56 }}
                  >
                    Найти
                  </Button>
                )}
              </Stack>
              {field('legal_entity.bank_name', 'Банк')}
            </Box>
            <Box sx={grid('1fr 1fr')}>
              {field('legal_entity.bank_account', 'Расчётный счёт', { inputMode: 'numeric' })}
              {field('legal_entity.corr_account', 'Корреспондентский счёт', { inputMode: 'numeric' })}
            </Box>
          </>
        )}

        {field('note', 'Заметка', {
          multiline: true,
          minRows: 2,
          helperText: 'Видна только сотрудникам компании',
        })}
        {!readOnly && lookup.data?.enabled === false && type === '2' && (
          <Alert severity="info" variant="outlined">
            Поиск реквизитов по ИНН и БИК не подключён: заполните поля вручную.
          </Alert>
        )}
        {readOnly && (
          <Typography variant="body2" color="text.secondary">
            Только просмотр.
          </Typography>
        )}
      </Stack>
    </GenericDialog>
  );
}
