import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type CorrectionBody, correctionBodySchema } from '@sp/shared/api/payments';
import { useId, useState } from 'react';
import { ApiError, errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { type AdminBalance, type HolderRef, useCheckBalance } from '../api/admin-balance';
import { useCorrectBalance } from '../api/correct-balance';
import { parseRubles, rubles, signedRubles } from './billing-format';

export type HolderKind = 'account' | 'company';

export const HOLDER_KIND_LABELS: Record<HolderKind, string> = {
  account: 'Пользователь',
  company: 'Компания',
};

const ID_LABELS: Record<HolderKind, string> = { account: 'ID пользователя', company: 'ID компании' };
const NOT_FOUND: Record<HolderKind, string> = {
  account: 'Пользователя с таким ID нет',
  company: 'Компании с таким ID нет',
};

type Field = 'id' | 'amount' | 'reason' | 'other';
type Errors = Partial<Record<Field, string>>;

const refOf = (kind: HolderKind, id: number): HolderRef =>
  kind === 'account' ? { account_id: id } : { company_id: id };

/** The holder's name, kind, id and balance, as the check answered it. */
function HolderCard({ balance, title }: { balance: AdminBalance; title: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="status" aria-label={title}>
      <Typography sx={{ fontWeight: 500 }}>{balance.holder.name || '—'}</Typography>
      <Typography variant="body2" color="text.secondary">
        {HOLDER_KIND_LABELS[balance.holder.kind]}, ID {balance.holder.id}
      </Typography>
      <Typography sx={{ mt: 1 }}>
        {title}: <b>{rubles(balance.balance)}</b>
      </Typography>
    </Paper>
  );
}

/**
 * «Корректировка баланса» (issue 14 §1): an administrator finds a user's or a company's balance by id («Проверить»
 * shows whose it is and what it holds), then credits it (plus) or debits it (minus, no further than the balance:
 * 402) with a reason, and sees the new balance.
 */
export function BalanceCorrectionDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const check = useCheckBalance();
  const correct = useCorrectBalance();
  const [kind, setKind] = useState<HolderKind>('company');
  const [idText, setIdText] = useState('');
  const [holder, setHolder] = useState<AdminBalance | null>(null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<{ balance: AdminBalance; amount: number } | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  // another holder: the check and what was done are no longer theirs
  const forget = () => {
    setHolder(null);
    setDone(null);
    setErrors({});
  };

  const runCheck = () => {
    const id = Number(idText);
    if (!Number.isInteger(id) || id <= 0) {
      setErrors({ id: 'Введите ID — целое число больше нуля' });
      return;
    }
    setErrors({});
    check.mutate(refOf(kind, id), {
      onSuccess: (answer) => {
        setHolder(answer);
        setDone(null);
      },
      onError: (error) =>
        setErrors({
          id: error instanceof ApiError && error.code === 404 ? NOT_FOUND[kind] : errorText(error),
        }),
    });
  };

  const submit = () => {
    if (!holder) {
      setErrors({ id: 'Сначала проверьте, чей это баланс' });
      return;
    }
    const body: CorrectionBody = {
      ...refOf(holder.holder.kind, holder.holder.id),
      amount: parseRubles(amount.replace(/−/g, '-')),
      reason: reason.trim(),
    };
    const parsed = correctionBodySchema.safeParse(body);
    if (!parsed.success) {
      const problems: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'amount' || issue.path[0] === 'reason' ? issue.path[0] : 'other';
        problems[key] ??= issue.message;
      }
      setErrors(problems);
      return;
    }
    setErrors({});
    correct.mutate(body, {
      onSuccess: (answer) => {
        setHolder(answer);
        setDone({ balance: answer, amount: body.amount });
        setAmount('');
        setReason('');
        snackbar.success(`Баланс скорректирован: ${rubles(answer.balance)}`);
      },
      onError: (error) => {
        if (!(error instanceof ApiError) || !Object.keys(error.fields).length) {
          setErrors({ other: errorText(error) });
          return;
        }
        const next: Errors = {};
        for (const [key, messages] of Object.entries(error.fields)) {
          const place: Field = key === 'amount' || key === 'reason' ? key : 'other';
          next[place] = [next[place], ...messages].filter(Boolean).join(' ');
        }
        setErrors(next);
      },
    });
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth fullScreen={phone} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Корректировка баланса</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '180px 1fr auto' } }}>
            <TextField
              select
              label="Чей баланс"
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as HolderKind);
                forget();
              }}
            >
              <MenuItem value="account">{HOLDER_KIND_LABELS.account}</MenuItem>
              <MenuItem value="company">{HOLDER_KIND_LABELS.company}</MenuItem>
            </TextField>
            <TextField
              label={ID_LABELS[kind]}
              type="number"
              required
              value={idText}
              onChange={(event) => {
                setIdText(event.target.value);
                forget();
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') runCheck();
              }}
              error={Boolean(errors.id)}
              helperText={errors.id}
              slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
            />
            <Button
              variant="outlined"
              onClick={runCheck}
              disabled={check.isPending}
              sx={{ alignSelf: 'start', mt: 1 }}
            >
              Проверить
            </Button>
          </Box>
          {holder && <HolderCard balance={holder} title="На балансе" />}
          {done && (
            <Alert severity="success">
              Корректировка {signedRubles(done.amount)} проведена. Новый баланс:{' '}
              {rubles(done.balance.balance)}
            </Alert>
          )}
          {holder && (
            <>
              <TextField
                label="Сумма, ₽ (минус — списание)"
                required
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                error={Boolean(errors.amount)}
                helperText={errors.amount ?? 'Например, 500 — зачислить, −500 — списать'}
                slotProps={{ htmlInput: { inputMode: 'text' } }}
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
            </>
          )}
          {errors.other && (
            <Alert severity="error" role="alert">
              {errors.other}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose}>
          Закрыть
        </Button>
        <Button variant="contained" onClick={submit} disabled={!holder || correct.isPending}>
          Провести корректировку
        </Button>
      </DialogActions>
    </Dialog>
  );
}
