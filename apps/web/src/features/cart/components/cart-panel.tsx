import Close from '@mui/icons-material/Close';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type CartEntry,
  cartTotals,
  itemCountText,
  removeCompany,
  requestBasket,
} from '@sp/shared/cart/cart';
import { formatRubles } from '@sp/shared/format/money';
import { useState } from 'react';
import { CaptchaField } from '../../../components/captcha/captcha-field';
import { RECAPTCHA_ERROR } from '../../../components/captcha/recaptcha';
import { useCaptcha } from '../../../components/captcha/use-captcha';
import { ApiError } from '../../../lib/api-error';
import { cartStore, useCart } from '../../../lib/cart-store';
import { snackbar } from '../../../lib/snackbar-store';
import { useSendRequest } from '../api/send-request';
import { CART_MSG } from './cart-messages';
import { CompanyCard } from './company-card';

type CartPanelProps = { open: boolean; onClose: () => void };

const FIELDS = ['name', 'email', 'phone', 'description'] as const;
type Field = (typeof FIELDS)[number];
type Requester = Record<Field, string>;
const EMPTY: Requester = { name: '', email: '', phone: '', description: '' };

type Outcome = { severity: 'success' | 'error'; text: string; details: string[] } | null;

/**
 * SPEC §2 cart panel: on the right, 550 px (full width below 960 px). The requester's form (filled once,
 * sent with each company's request), the company cards and the footer with the total of the active lines.
 */
export function CartPanel({ open, onClose }: CartPanelProps) {
  const cart = useCart();
  const entries = Object.values(cart);
  const totals = cartTotals(cart);
  const [requester, setRequester] = useState<Requester>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sendingId, setSendingId] = useState<number | null>(null);
  const captcha = useCaptcha();
  const send = useSendRequest();

  const submit = async (entry: CartEntry) => {
    setOutcome(null);
    setFieldErrors({});
    let token: string | undefined;
    try {
      token = await captcha.token('cart_request');
    } catch {
      snackbar.error(RECAPTCHA_ERROR);
      setOutcome({ severity: 'error', text: RECAPTCHA_ERROR, details: [] });
      return;
    }
    setSendingId(entry.company.id);
    try {
      await send.mutateAsync({
        company: entry.company.id,
        ...requester,
        ...(token ? { captcha: token } : {}),
        action: 'cart_request',
        basket: requestBasket(entry),
      });
      cartStore.update((state) => removeCompany(state, entry.company.id));
      setOutcome({ severity: 'success', text: CART_MSG.sent, details: [] });
      snackbar.success(CART_MSG.sent);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      const errors: Partial<Record<Field, string>> = {};
      const details: string[] = [];
      for (const [name, messages] of Object.entries(fields)) {
        if ((FIELDS as readonly string[]).includes(name)) errors[name as Field] = messages.join(' ');
        else details.push(...messages);
      }
      // too many sends from this address: the server says when to try again
      if (error instanceof ApiError && error.code === 429) details.push(error.errors);
      setFieldErrors(errors);
      setOutcome({ severity: 'error', text: CART_MSG.failed, details });
    } finally {
      setSendingId(null);
      captcha.renew();
    }
  };

  const field = (name: Field, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={requester[name]}
      onChange={(event) => setRequester((value) => ({ ...value, [name]: event.target.value }))}
      error={Boolean(fieldErrors[name])}
      helperText={fieldErrors[name]}
      size="small"
      fullWidth
      {...extra}
    />
  );

  return (
    <Drawer
      anchor="right"
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', md: 550 } }, 'aria-label': 'Корзина' } }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            px: 2,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
            Корзина
          </Typography>
          <IconButton aria-label="Закрыть корзину" onClick={onClose}>
            <Close />
          </IconButton>
        </Box>
        <Box sx={{ flexGrow: 1, overflowY: 'auto', p: 2 }}>
          {outcome && (
            <Alert severity={outcome.severity} sx={{ mb: 2 }} onClose={() => setOutcome(null)}>
              {outcome.text}
              {outcome.details.map((detail) => (
                <div key={detail}>{detail}</div>
              ))}
            </Alert>
          )}
          {entries.length === 0 ? (
            <Stack sx={{ alignItems: 'center', py: 6, color: 'text.secondary' }} spacing={1}>
              <ShoppingCartOutlined sx={{ fontSize: 56 }} />
              <Typography>{CART_MSG.empty}</Typography>
            </Stack>
          ) : (
            <Stack spacing={2}>
              <Box component="form" aria-label="Заявка" onSubmit={(event) => event.preventDefault()}>
                <Typography variant="subtitle2" sx={{ mb: 1 }}>
                  Ваши контакты для заявки
                </Typography>
                <Stack spacing={1.5}>
                  {field('name', 'Имя', { autoComplete: 'name' })}
                  {field('email', 'E-mail', { autoComplete: 'email', type: 'email' })}
                  {field('phone', 'Телефон', { autoComplete: 'tel', type: 'tel' })}
                  {field('description', 'Примечание', {
                    multiline: true,
                    minRows: 2,
                    placeholder:
                      'Для услуг на месте укажите расположение места захоронения (кладбище, участок, ряд)',
                  })}
                  <CaptchaField key={captcha.key} onChange={captcha.setPayload} />
                </Stack>
              </Box>
              {entries.map((entry) => (
                <CompanyCard
                  key={entry.company.id}
                  entry={entry}
                  sending={sendingId === entry.company.id}
                  blocked={captcha.missing || (sendingId !== null && sendingId !== entry.company.id)}
                  onSend={() => void submit(entry)}
                />
              ))}
            </Stack>
          )}
        </Box>
        <Box
          component="footer"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            px: 2,
            py: 1.5,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Box sx={{ flexGrow: 1 }} data-testid="cart-total">
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
              Итого: {formatRubles(totals.kopecks)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {itemCountText(totals.count)}
            </Typography>
          </Box>
          <Button onClick={onClose}>Продолжить выбор</Button>
        </Box>
      </Box>
    </Drawer>
  );
}
