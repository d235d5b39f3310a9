import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Requisites, type RequisitesBody, requisitesBodySchema } from '@sp/shared/api/documents';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useEffect, useState } from 'react';
import { GenericDialog } from '../../../components/generic-dialog';
import { PageState } from '../../../components/page-state';
import { ApiError, errorText } from '../../../lib/api-error';
import { RouterLink } from '../../../lib/router-link';
import { snackbar } from '../../../lib/snackbar-store';
import { useRequisites } from '../api/requisites';
import { useSaveRequisites } from '../api/save-requisites';

type Field = keyof Omit<Requisites, 'company'>;

const FIELDS: readonly { key: Field; label: string; help?: string; wide?: boolean; max: number }[] = [
  {
    key: 'legal_name',
    label: 'Полное наименование',
    help: 'Как в договорах, например: ООО «Ритуал-Сервис», ИП Иванов И. И.',
    wide: true,
    max: 300,
  },
  { key: 'kpp', label: 'КПП', max: 9 },
  { key: 'ogrn', label: 'ОГРН или ОГРНИП', max: 15 },
  { key: 'bank_name', label: 'Банк', wide: true, max: 300 },
  { key: 'bik', label: 'БИК', max: 9 },
  { key: 'bank_account', label: 'Расчётный счёт', max: 20 },
  { key: 'corr_account', label: 'Корреспондентский счёт', max: 20 },
  {
    key: 'director_position',
    label: 'Должность подписывающего',
    help: 'Например: Генеральный директор',
    max: 200,
  },
  {
    key: 'director_name',
    label: 'Подписывающий (фамилия и инициалы)',
    help: 'Например: Кузнецов А. В.',
    max: 200,
  },
];

const EMPTY: Record<Field, string> = {
  legal_name: '',
  kpp: '',
  ogrn: '',
  bank_name: '',
  bik: '',
  bank_account: '',
  corr_account: '',
  director_position: '',
  director_name: '',
};

type Props = { open: boolean; readOnly: boolean; onClose: () => void };

/**
 * «Реквизиты для документов»: what the templates' {company_…} placeholders need beyond the company card (whose
 * name, ИНН, address and phone are shown here and changed on /app/profile-company). Checked by the same rules as
 * the server's (check digits of КПП, ОГРН, БИК and the accounts).
 */
export function RequisitesDialog({ open, readOnly, onClose }: Props) {
  const requisites = useRequisites(open);
  const save = useSaveRequisites();
  const [values, setValues] = useState<Record<Field, string>>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);

  useEffect(() => {
    if (!requisites.data) return;
    const { company: _company, ...fields } = requisites.data;
    setValues(fields);
    setErrors({});
    setGeneral(null);
  }, [requisites.data]);

  const submit = () => {
    const parsed = requisitesBodySchema.safeParse(values satisfies RequisitesBody);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => {
        snackbar.success('Реквизиты сохранены');
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fields).length) {
          setErrors(
            Object.fromEntries(Object.entries(error.fields).map(([key, list]) => [key, list.join(' ')])),
          );
        } else setGeneral(errorText(error));
      },
    });
  };

  const company = requisites.data?.company;
  return (
    <GenericDialog
      open={open}
      title="Реквизиты для документов"
      onClose={onClose}
      onSave={submit}
      readOnly={readOnly}
      busy={save.isPending || !requisites.data}
      maxWidth="md"
    >
      {requisites.isPending && <PageState kind="loading" />}
      {requisites.isError && (
        <PageState kind="error" error={requisites.error} onRetry={() => void requisites.refetch()} />
      )}
      {company && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Из карточки компании: {company.name}
            {company.inn ? `, ИНН ${company.inn}` : ', ИНН не указан'}
            {company.address ? `, ${company.address}` : ''}
            {company.phone ? `, тел. ${company.phone}` : ''}. Изменить их можно в{' '}
            <Link component={RouterLink} to={paths.profileCompany()}>
              профиле компании
            </Link>
            .
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {FIELDS.map((field) => (
              <Box key={field.key} sx={{ gridColumn: { sm: field.wide ? '1 / -1' : 'auto' } }}>
                <TextField
                  label={field.label}
                  value={values[field.key]}
                  onChange={(event) => {
                    setValues((current) => ({ ...current, [field.key]: event.target.value }));
                    setErrors((current) => ({ ...current, [field.key]: undefined }));
                  }}
                  error={Boolean(errors[field.key])}
                  helperText={errors[field.key] ?? field.help ?? ' '}
                  slotProps={{ htmlInput: { maxLength: field.max, readOnly } }}
                  fullWidth
                />
              </Box>
            ))}
          </Box>
        </>
      )}
      {general && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {general}
        </Alert>
      )}
    </GenericDialog>
  );
}
