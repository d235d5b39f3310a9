import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OrderPayment, OrderTotalsApi } from '@sp/shared/api/orders';
import { formatDate } from '@sp/shared/format/date';
import { dateValueProblem } from '@sp/shared/format/date-text';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from '@sp/shared/orders/kinds';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DateField } from '../../../components/date-fields';
import { GenericDialog } from '../../../components/generic-dialog';
import { ApiError, errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useAddPayment } from '../api/add-payment';
import { useDeletePayment } from '../api/delete-payment';
import { parseRubles, rubles, todayIso } from './format';
import { Section } from './section';

type PaymentDialogProps = { orderId: number; due: number; onClose: () => void };

function PaymentDialog({ orderId, due, onClose }: PaymentDialogProps) {
  const [amount, setAmount] = useState(due > 0 ? due.toFixed(2).replace('.', ',') : '');
  const [paidOn, setPaidOn] = useState(todayIso());
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddPayment();

  const save = () => {
    const parsed = parseRubles(amount);
    const next: Record<string, string> = {};
    if (!parsed.ok) next.amount = parsed.error;
    else if (parsed.value === 0) next.amount = 'Сумма платежа должна быть больше нуля';
    if (!paidOn) next.paid_on = 'Укажите дату платежа';
    else if (dateValueProblem(paidOn)) next.paid_on = dateValueProblem(paidOn) as string;
    else if (paidOn > todayIso()) next.paid_on = 'Дата не может быть в будущем';
    setErrors(next);
    if (!parsed.ok || Object.keys(next).length > 0) return;
    add.mutate(
      { order_id: orderId, amount: parsed.value, paid_on: paidOn, method, note: note.trim() },
      {
        onSuccess: () => {
          snackbar.success(`Платёж ${rubles(parsed.value)} записан`);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            setErrors(
              Object.fromEntries(Object.entries(error.fields).map(([key, list]) => [key, list.join(' ')])),
            );
          }
          snackbar.error(errorText(error));
        },
      },
    );
  };

  return (
    <GenericDialog
      open
      title="Новый платёж"
      onClose={onClose}
      onSave={save}
      saveText="Записать"
      busy={add.isPending}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label="Сумма"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={Boolean(errors.amount)}
          helperText={errors.amount}
          autoFocus
          slotProps={{
            htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
            input: { endAdornment: <InputAdornment position="end">₽</InputAdornment> },
          }}
        />
        <DateField
          label="Дата платежа"
          value={paidOn}
          onChange={(value) => {
            setPaidOn(value);
            setErrors(({ paid_on: _, ...rest }) => rest);
          }}
          problem={errors.paid_on}
          max={todayIso()}
        />
        <TextField
          select
          label="Способ оплаты"
          value={method}
          onChange={(event) => setMethod(event.target.value as PaymentMethod)}
        >
          {PAYMENT_METHODS.map((value) => (
            <MenuItem key={value} value={value}>
              {PAYMENT_METHOD_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Комментарий"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          error={Boolean(errors.note)}
          helperText={errors.note}
          multiline
          minRows={2}
        />
      </Stack>
    </GenericDialog>
  );
}

type PaymentsSectionProps = {
  orderId: number;
  payments: OrderPayment[];
  totals: OrderTotalsApi;
  canEdit: boolean;
  canDelete: boolean;
};

/** The deal's payments: add one (amount, day, method, note), delete after the confirm; paid and due. */
export function PaymentsSection({ orderId, payments, totals, canEdit, canDelete }: PaymentsSectionProps) {
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<OrderPayment | null>(null);
  const remove = useDeletePayment();

  const confirmRemove = () => {
    if (!removing) return;
    const payment = removing;
    remove.mutate(payment.id, {
      onSuccess: () => snackbar.success(`Платёж ${rubles(payment.amount)} удалён`),
      onError: (error) => snackbar.error(errorText(error)),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <Section
      title="Оплата"
      actions={
        canEdit && (
          <Button startIcon={<Add />} onClick={() => setAdding(true)}>
            Добавить платёж
          </Button>
        )
      }
    >
      <Box sx={{ display: 'flex', gap: { xs: 2, sm: 4 }, flexWrap: 'wrap', mb: 2 }}>
        {[
          ['Сумма сделки', totals.total],
          ['Оплачено', totals.paid],
          [totals.due < 0 ? 'Переплата' : 'К оплате', Math.abs(totals.due)],
        ].map(([label, value]) => (
          <Box key={label as string}>
            <Typography variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography
              sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}
              aria-label={`${label}: ${rubles(value as number)}`}
            >
              {rubles(value as number)}
            </Typography>
          </Box>
        ))}
      </Box>
      {payments.length === 0 ? (
        <Typography color="text.secondary">Платежей пока нет.</Typography>
      ) : (
        <Stack component="ul" aria-label="Платежи" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {payments.map((payment) => (
            <Box
              component="li"
              key={payment.id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.5,
                py: 1,
                borderTop: 1,
                borderColor: 'divider',
                flexWrap: 'wrap',
              }}
            >
              <Typography sx={{ fontWeight: 500, whiteSpace: 'nowrap', minWidth: 110 }}>
                {rubles(payment.amount)}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(payment.paid_on)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {PAYMENT_METHOD_LABELS[payment.method]}
              </Typography>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}
              >
                {[payment.note, payment.created_by?.name].filter(Boolean).join(' · ')}
              </Typography>
              {canDelete && (
                <IconButton
                  aria-label={`Удалить платёж ${rubles(payment.amount)} от ${formatDate(payment.paid_on)}`}
                  onClick={() => setRemoving(payment)}
                >
                  <DeleteOutline />
                </IconButton>
              )}
            </Box>
          ))}
        </Stack>
      )}
      {adding && <PaymentDialog orderId={orderId} due={totals.due} onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={removing !== null}
        text={
          removing
            ? `Удалить платёж ${rubles(removing.amount)} от ${formatDate(removing.paid_on)}?`
            : undefined
        }
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </Section>
  );
}
