import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type InvoiceBody, invoiceBodySchema } from '@sp/shared/api/invoices';
import type { AdditionalPackage, Tariff } from '@sp/shared/api/tariffs';
import { profileCompany } from '@sp/shared/routes/cabinet-paths';
import { useState } from 'react';
import { GenericDialog } from '../../../components/generic-dialog';
import { ApiError, errorText } from '../../../lib/api-error';
import { RouterLink } from '../../../lib/router-link';
import { snackbar } from '../../../lib/snackbar-store';
import { useCreateInvoice } from '../api/create-invoice';
import { parseRubles, pricePerPeriod, rubles } from './billing-format';

/** What an invoice is for: a top-up by a typed sum, or one tariff or package of the company's side. */
export type InvoiceChoice = 'amount' | `tariff:${number}` | `package:${number}`;

type InvoiceDialogProps = {
  /** the company's tariffs and packages on sale (the page has them already) */
  tariffs: readonly Tariff[];
  packages: readonly AdditionalPackage[];
  /** chosen when opened from an offer's card */
  initial?: InvoiceChoice;
  onClose: () => void;
};

type Errors = { amount?: string; inn?: string; other?: string };

/** Only what costs money goes on an invoice. */
const paid = <T extends { price: number }>(offers: readonly T[]) => offers.filter((offer) => offer.price > 0);

function bodyOf(choice: InvoiceChoice, amount: string): InvoiceBody {
  if (choice === 'amount') return { amount: parseRubles(amount) };
  const [kind, id] = choice.split(':');
  return kind === 'tariff' ? { tariff_id: Number(id) } : { package_id: Number(id) };
}

/** The issues of a body, by the dialog's places for them (the same rules and words as the server's). */
function problemsOf(body: InvoiceBody): Errors {
  const parsed = invoiceBodySchema.safeParse(body);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] === 'amount' ? 'amount' : 'other';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** A DRF answer by the dialog's places: the sum, the company's missing INN, the rest together. */
function answerErrors(error: unknown): Errors {
  if (!(error instanceof ApiError) || !Object.keys(error.fields).length) return { other: errorText(error) };
  const errors: Errors = {};
  for (const [key, messages] of Object.entries(error.fields)) {
    const place = key === 'amount' || key === 'inn' ? key : 'other';
    errors[place] = [errors[place], ...messages].filter(Boolean).join(' ');
  }
  return errors;
}

/**
 * «Выставить счёт» (issue 14 §4): an invoice for a bank transfer from the organisation's account, to top up the
 * balance by a sum or for one of the company's tariffs or packages at its price. A company card without an INN
 * is answered with a way to the company's profile.
 */
export function InvoiceDialog({ tariffs, packages, initial = 'amount', onClose }: InvoiceDialogProps) {
  const create = useCreateInvoice();
  const [choice, setChoice] = useState<InvoiceChoice>(initial);
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const onSale = { tariffs: paid(tariffs), packages: paid(packages) };
  const offer =
    choice === 'amount'
      ? null
      : choice.startsWith('tariff:')
        ? onSale.tariffs.find((tariff) => `tariff:${tariff.id}` === choice)
        : onSale.packages.find((item) => `package:${item.id}` === choice);

  const submit = () => {
    const body = bodyOf(choice, amount);
    const problems = problemsOf(body);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    create.mutate(body, {
      onSuccess: (invoice) => {
        snackbar.success(`Счёт № ${invoice.number} выставлен: скачайте его в списке «Счета на оплату»`);
        onClose();
      },
      onError: (error) => setErrors(answerErrors(error)),
    });
  };

  return (
    <GenericDialog
      open
      title="Выставить счёт"
      onClose={onClose}
      onSave={submit}
      saveText="Выставить счёт"
      busy={create.isPending}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="body2" color="text.secondary">
          Счёт оплачивают по безналичному расчёту со счёта организации. Когда деньги поступят, баланс компании
          пополнится, а тариф или пакет, за который выставлен счёт, будет подключён.
        </Typography>
        <TextField
          select
          label="За что счёт"
          value={choice}
          onChange={(event) => {
            setChoice(event.target.value as InvoiceChoice);
            setErrors({});
          }}
        >
          <MenuItem value="amount">Пополнение баланса</MenuItem>
          {onSale.tariffs.length > 0 && <ListSubheader>Тарифы</ListSubheader>}
          {onSale.tariffs.map((tariff) => (
            <MenuItem key={`tariff:${tariff.id}`} value={`tariff:${tariff.id}`}>
              Тариф «{tariff.name}» — {pricePerPeriod(tariff.price, tariff.period_months)}
            </MenuItem>
          ))}
          {onSale.packages.length > 0 && <ListSubheader>Пакеты</ListSubheader>}
          {onSale.packages.map((item) => (
            <MenuItem key={`package:${item.id}`} value={`package:${item.id}`}>
              Пакет «{item.name}» — {pricePerPeriod(item.price, item.period_months)}
            </MenuItem>
          ))}
        </TextField>
        {choice === 'amount' ? (
          <TextField
            label="Сумма, ₽"
            required
            autoFocus
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={Boolean(errors.amount)}
            helperText={errors.amount ?? 'Не меньше 10 ₽'}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        ) : (
          offer && (
            <Typography variant="h6" component="p">
              Сумма счёта: {rubles(offer.price)}
            </Typography>
          )
        )}
        {errors.inn && (
          <Alert severity="warning" role="alert">
            {errors.inn}
            <Link component={RouterLink} to={profileCompany()} sx={{ display: 'block', mt: 1 }}>
              Открыть профиль компании
            </Link>
          </Alert>
        )}
        {errors.other && (
          <Alert severity="error" role="alert">
            {errors.other}
          </Alert>
        )}
      </Stack>
    </GenericDialog>
  );
}
