import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { errorText } from '../../../lib/api-error';
import { PAYMENTS_KEY } from '../api/balance';
import { PAYMENT_POLL_LIMIT_MS, useCardPayment } from '../api/card-payment';
import { rubles } from './billing-format';

type PaymentOutcomeDialogProps = {
  /** the payment the provider sent the payer back with (?payment=<id>) */
  paymentId: number;
  onClose: () => void;
};

/**
 * After the card provider's page: asks the payment's status every 2 s while it is pending (two minutes at
 * most), then says how it ended and refreshes the balance, the tariff and the history.
 */
export function PaymentOutcomeDialog({ paymentId, onClose }: PaymentOutcomeDialogProps) {
  const [since] = useState(() => Date.now());
  const payment = useCardPayment(paymentId, since);
  const client = useQueryClient();
  const titleId = useId();
  const status = payment.data?.status;
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    if (status === 'succeeded' || status === 'canceled')
      void client.invalidateQueries({
        queryKey: PAYMENTS_KEY,
        // the payment itself is final: the rest of the money's records change with it
        predicate: (query) => query.queryKey[1] !== 'pay',
      });
  }, [status, client]);

  useEffect(() => {
    if (status !== 'pending') return;
    const timer = setTimeout(() => setGaveUp(true), Math.max(0, since + PAYMENT_POLL_LIMIT_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [status, since]);

  let body: ReactNode;
  if (payment.error) {
    body = <Alert severity="error">{errorText(payment.error)}</Alert>;
  } else if (!payment.data || (status === 'pending' && !gaveUp)) {
    body = (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }} role="status">
        <CircularProgress size={24} aria-hidden />
        <Typography>Ожидаем подтверждение оплаты…</Typography>
      </Box>
    );
  } else if (status === 'pending') {
    body = (
      <Alert severity="info">
        Платёжная система ещё не подтвердила оплату. Если деньги списаны, баланс обновится, как только придёт
        подтверждение.
      </Alert>
    );
  } else if (status === 'succeeded') {
    body = (
      <>
        <Alert severity="success" role="status">
          {payment.data.purpose === 'top_up'
            ? `Оплата прошла: ${rubles(payment.data.amount)} зачислены на баланс.`
            : `Оплата прошла: ${rubles(payment.data.amount)}.`}
        </Alert>
        {payment.data.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {payment.data.description}
          </Typography>
        )}
      </>
    );
  } else {
    body = (
      <Alert severity="warning" role="status">
        Оплата отменена: деньги не списаны.
      </Alert>
    );
  }

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Результат оплаты</DialogTitle>
      <DialogContent>{body}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Закрыть</Button>
      </DialogActions>
    </Dialog>
  );
}
