import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type PayBody, payBodySchema } from '@sp/shared/api/payments';
import { maskRussianPhone } from '@sp/shared/format/phone-mask';
import { useState } from 'react';
import { GenericDialog } from '../../../components/generic-dialog';
import { PhoneField } from '../../../components/phone-field';
import { type Problems, schemaProblems, serverProblems } from '../../../lib/field-problems';
import { useSession } from '../../../lib/session-store';
import { usePayByCard } from '../api/pay-by-card';
import { parseRubles, rubles } from './billing-format';
import { leaveFor } from './leave-for';
import { type AppliedPromo, PromoCodeField, priceWith } from './promo-code-field';

/** What a card pays besides a top-up: one tariff or package of the caller's side, or a company's invoice, at its price. */
export type PayTarget = {
  field: 'user_tariff_id' | 'company_tariff_id' | 'additional_package_id' | 'company_invoice_id';
  id: number;
  price: number;
  /** «Тариф «Семейный»», «Счёт № СП-2026-000012 от 10.03.2026», shown above the sum */
  label: string;
};

type CardPaymentDialogProps = {
  title: string;
  /** the page of this site the provider sends the payer back to (with ?payment=<id>) */
  returnPath: string;
  /** none: a top-up of the balance by the sum typed */
  target?: PayTarget;
  /** a code already applied to a tariff or package (in the balance's dialog) */
  promo?: AppliedPromo | null;
  onClose: () => void;
};

type Field = 'amount_payment' | 'payment_email' | 'payment_phone';
const FIELDS: readonly Field[] = ['amount_payment', 'payment_email', 'payment_phone'];

/** The issues of a body by field (the rest together): the same rules and words as the server's. */
function problemsOf(body: PayBody): Problems<Field> {
  const parsed = payBodySchema.safeParse(body);
  return parsed.success ? {} : schemaProblems(parsed.error, FIELDS);
}

/**
 * «Оплата картой»: the sum (typed for a top-up, the price for a tariff or package), the e-mail and phone for the
 * receipt, then the card provider's page in this window. Mounted while open, so it starts from the profile's
 * contacts each time.
 */
export function CardPaymentDialog({
  title,
  returnPath,
  target,
  promo: applied = null,
  onClose,
}: CardPaymentDialogProps) {
  const { profile } = useSession();
  // a code discounts a tariff or a package, never an invoice or a top-up
  const takesPromo = Boolean(target && target.field !== 'company_invoice_id');
  const [promo, setPromo] = useState<AppliedPromo | null>(takesPromo ? applied : null);
  const pay = usePayByCard();
  const [amount, setAmount] = useState(target ? String(target.price) : '');
  const [email, setEmail] = useState(profile?.auth_data.email ?? '');
  const [phone, setPhone] = useState(maskRussianPhone(profile?.auth_data.phone ?? ''));
  const [errors, setErrors] = useState<Problems<Field>>({});
  const [leaving, setLeaving] = useState(false);

  const submit = () => {
    const body: PayBody = {
      amount_payment: target ? priceWith(target.price, promo) : parseRubles(amount),
      return_path: returnPath,
      ...(email.trim() ? { payment_email: email.trim() } : {}),
      ...(phone.trim() ? { payment_phone: phone.trim() } : {}),
      ...(target ? { [target.field]: target.id } : {}),
      ...(promo ? { promo_code: promo.code } : {}),
    };
    const problems = problemsOf(body);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    pay.mutate(body, {
      onSuccess: (answer) => {
        setLeaving(true);
        leaveFor(answer.payment_url);
      },
      onError: (error) => setErrors(serverProblems(error, FIELDS)),
    });
  };

  const shown = (field: Field) => ({ error: Boolean(errors[field]), helperText: errors[field] });
  return (
    <GenericDialog
      open
      title={title}
      onClose={onClose}
      onSave={submit}
      saveText="Перейти к оплате"
      busy={pay.isPending || leaving}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {target ? (
          <div>
            <Typography>{target.label}</Typography>
            {takesPromo && (
              <Box sx={{ my: 1.5 }}>
                <PromoCodeField price={target.price} value={promo} onChange={setPromo} />
              </Box>
            )}
            <Typography variant="h6" component="p">
              К оплате: {rubles(priceWith(target.price, promo))}
            </Typography>
            {errors.amount_payment && (
              <Typography color="error" variant="body2" role="alert">
                {errors.amount_payment}
              </Typography>
            )}
          </div>
        ) : (
          <TextField
            label="Сумма, ₽"
            required
            autoFocus
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            {...shown('amount_payment')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        )}
        <TextField
          label="E-mail для чека"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          {...shown('payment_email')}
        />
        <PhoneField label="Телефон для чека" value={phone} onChange={setPhone} {...shown('payment_phone')} />
        <Typography variant="body2" color="text.secondary">
          Откроется страница платёжной системы; после оплаты вы вернётесь сюда.
        </Typography>
        {errors.other && (
          <Alert severity="error" role="alert">
            {errors.other}
          </Alert>
        )}
      </Stack>
    </GenericDialog>
  );
}
