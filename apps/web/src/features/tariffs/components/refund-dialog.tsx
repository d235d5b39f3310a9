import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type AdminCardPayment, PAYMENT_MSG, refundBodySchema } from '@sp/shared/api/payments';
import { useState } from 'react';
import { GenericDialog } from '../../../components/generic-dialog';
import { type Problems, schemaProblems, serverProblems } from '../../../lib/field-problems';
import { snackbar } from '../../../lib/snackbar-store';
import { useRefundPayment } from '../api/refund-payment';
import { moscowDateTime, parseRubles, rubles } from './billing-format';

type Errors = Problems<'amount' | 'reason'>;
const FIELDS = ['amount', 'reason'] as const;

/** What is left to give back of a payment, in rubles (kopecks kept exact). */
export const refundable = (payment: Pick<AdminCardPayment, 'amount' | 'refunded'>) =>
  Math.max(0, Math.round((payment.amount - payment.refunded) * 100) / 100);

/** «1250,5» as the field shows a sum. */
const typed = (amount: number) => String(amount).replace('.', ',');

/**
 * «Возврат платежа»: gives money back to the payer's card (issue 14 §3): by default all not yet given back, with a
 * reason. The money leaves the holder's balance first: a 402 says it is spent already, a 502 that the provider
 * refused (the money stayed on the balance).
 */
export function RefundDialog({ payment, onClose }: { payment: AdminCardPayment; onClose: () => void }) {
  const refund = useRefundPayment();
  const rest = refundable(payment);
  const [amount, setAmount] = useState(typed(rest));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const submit = () => {
    const body = { amount: parseRubles(amount), reason: reason.trim() };
    const parsed = refundBodySchema.safeParse(body);
    const problems: Errors = parsed.success ? {} : schemaProblems(parsed.error, FIELDS);
    if (!problems.amount && body.amount > rest) problems.amount = PAYMENT_MSG.refundTooMuch;
    setErrors(problems);
    if (Object.keys(problems).length) return;
    refund.mutate(
      { id: payment.id, body },
      {
        onSuccess: () => {
          snackbar.success(`Возвращено ${rubles(body.amount)} на карту плательщика`);
          onClose();
        },
        onError: (error) => setErrors(serverProblems(error, FIELDS)),
      },
    );
  };

  return (
    <GenericDialog
      open
      title="Возврат платежа"
      onClose={onClose}
      onSave={submit}
      saveText="Вернуть"
      busy={refund.isPending}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <div>
          <Typography>
            {payment.holder.name || '—'} · {moscowDateTime(payment.created_at)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {payment.description}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            Оплачено {rubles(payment.amount)}
            {payment.refunded > 0 && `, уже возвращено ${rubles(payment.refunded)}`}
          </Typography>
        </div>
        <TextField
          label="Сумма возврата, ₽"
          required
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={Boolean(errors.amount)}
          helperText={errors.amount ?? `Не больше ${rubles(rest)}`}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          label="Причина"
          required
          multiline
          minRows={2}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={Boolean(errors.reason)}
          helperText={errors.reason ?? 'От 3 до 500 символов'}
        />
        <Typography variant="body2" color="text.secondary">
          Сумма спишется с баланса плательщика и вернётся на его карту через платёжную систему.
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
