import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { tariff } from '@sp/shared/routes/cabinet-paths';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { errorText } from '../../../lib/api-error';
import { RouterLink as Link } from '../../../lib/router-link';
import { useTestPayment } from '../api/test-payment';
import { type TestOutcome, useSettleTestPayment } from '../api/test-payment-outcome';
import { rubles } from '../components/billing-format';
import { leaveFor } from '../components/leave-for';

const FINISHED: Record<string, string> = {
  succeeded: 'Этот платёж уже оплачен.',
  canceled: 'Этот платёж отменён.',
};

/**
 * /app/payment/test/:id «Тестовая оплата»: the built-in sandbox's stand-in for the bank's card page. It pays or
 * cancels the payment with no card and no real money, then goes back where the payment began.
 */
export function TestPaymentPage() {
  const providerId = useParams().id ?? '';
  const payment = useTestPayment(providerId);
  const settle = useSettleTestPayment(providerId);
  const [chosen, setChosen] = useState<TestOutcome | null>(null);
  const [leaving, setLeaving] = useState(false);

  const choose = (outcome: TestOutcome) => {
    setChosen(outcome);
    settle.mutate(outcome, {
      onSuccess: (answer) => {
        setLeaving(true);
        leaveFor(answer.return_url);
      },
    });
  };

  let content: ReactNode;
  if (payment.error) {
    content = <PageState kind="error" error={payment.error} onRetry={() => void payment.refetch()} />;
  } else if (!payment.data) {
    content = <PageState kind="loading" />;
  } else {
    const finished = FINISHED[payment.data.status];
    const busy = settle.isPending || leaving;
    content = (
      <Stack spacing={2}>
        <Box>
          <Typography variant="body2" color="text.secondary">
            К оплате
          </Typography>
          <Typography variant="h4" component="p">
            {rubles(payment.data.amount)}
          </Typography>
          {payment.data.description && <Typography sx={{ mt: 0.5 }}>{payment.data.description}</Typography>}
        </Box>
        {finished ? (
          <>
            <Alert severity={payment.data.status === 'succeeded' ? 'success' : 'info'}>{finished}</Alert>
            <Box>
              <Button component={Link} to={tariff()} variant="contained">
                К тарифам и балансу
              </Button>
            </Box>
          </>
        ) : (
          <>
            {settle.error && <Alert severity="error">{errorText(settle.error)}</Alert>}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <Button variant="contained" disabled={busy} onClick={() => choose('succeeded')}>
                {busy && chosen === 'succeeded' ? 'Оплачиваем…' : 'Оплатить'}
              </Button>
              <Button variant="outlined" color="inherit" disabled={busy} onClick={() => choose('canceled')}>
                {busy && chosen === 'canceled' ? 'Отменяем…' : 'Отменить оплату'}
              </Button>
            </Stack>
          </>
        )}
      </Stack>
    );
  }

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 3, sm: 8 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 480, p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
          Тестовая оплата
        </Typography>
        <Alert severity="info" sx={{ mb: 3 }}>
          Это тестовая платёжная система: здесь вместо страницы банка для ввода карты. Карта не нужна,
          настоящие деньги не списываются.
        </Alert>
        {content}
      </Paper>
    </Box>
  );
}
