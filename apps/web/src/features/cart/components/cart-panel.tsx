import Close from '@mui/icons-material/Close';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CONTACT_REQUIRED_MSG } from '@sp/shared/api/public-limits';
import {
  type CartEntry,
  cartTotals,
  entryTotals,
  itemCountText,
  removeCompany,
  requestBasket,
} from '@sp/shared/cart/cart';
import { formatRubles } from '@sp/shared/format/money';
import * as paths from '@sp/shared/routes/paths';
import { useRef, useState } from 'react';
import { CaptchaField } from '../../../components/captcha/captcha-field';
import { RECAPTCHA_ERROR } from '../../../components/captcha/recaptcha';
import { useCaptcha } from '../../../components/captcha/use-captcha';
import { PhoneField } from '../../../components/phone-field';
import { ApiError } from '../../../lib/api-error';
import { cartStore, useCart } from '../../../lib/cart-store';
import { RouterLink } from '../../../lib/router-link';
import { snackbar } from '../../../lib/snackbar-store';
import { useSendRequest } from '../api/send-request';
import { CART_MSG } from './cart-messages';
import { CompanyCard } from './company-card';
import {
  checkRequester,
  EMPTY_REQUESTER,
  REQUESTER_FIELDS,
  type Requester,
  type RequesterErrors,
  type RequesterField,
} from './requester';

type CartPanelProps = { open: boolean; onClose: () => void };

type Outcome = { severity: 'success' | 'error' | 'warning'; text: string; details: string[] } | null;

/** The server's answer as the person should read it: what to correct, or (only for a real failure) SPEC §8's. */
function outcomeOf(error: unknown): { fields: RequesterErrors; outcome: Outcome } {
  const fields: RequesterErrors = {};
  const details: string[] = [];
  if (error instanceof ApiError && (error.code === 400 || error.code === 429)) {
    for (const [name, messages] of Object.entries(error.fields)) {
      if ((REQUESTER_FIELDS as readonly string[]).includes(name))
        fields[name as RequesterField] = messages.join(' ');
      else details.push(...messages);
    }
    // a refusal with words of its own («Слишком много заявок. Повторите через 7 мин.», an item gone)
    if (Object.keys(error.fields).length === 0) details.push(error.errors);
    if (details.length > 0)
      return { fields, outcome: { severity: 'warning', text: details[0] ?? '', details: details.slice(1) } };
    return { fields, outcome: null };
  }
  // no connection, the server failed, the captcha was refused: the request did not go through
  return { fields, outcome: { severity: 'error', text: CART_MSG.failed, details: [] } };
}

/**
 * SPEC §2 cart panel: on the right, 550 px (full width below 960 px). The chosen items first (a card per
 * company), then the requester's form (filled once, sent with each company's request), checked before it
 * goes, then a button per company; the footer with the total of the active lines.
 */
export function CartPanel({ open, onClose }: CartPanelProps) {
  const cart = useCart();
  const entries = Object.values(cart);
  const totals = cartTotals(cart);
  const [requester, setRequester] = useState<Requester>(EMPTY_REQUESTER);
  const [fieldErrors, setFieldErrors] = useState<RequesterErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sendingId, setSendingId] = useState<number | null>(null);
  const inputs = useRef<Partial<Record<RequesterField, HTMLInputElement | null>>>({});
  const captcha = useCaptcha();
  const send = useSendRequest();

  const submit = async (entry: CartEntry) => {
    setOutcome(null);
    const errors = checkRequester(requester);
    setFieldErrors(errors);
    const first = REQUESTER_FIELDS.find((name) => errors[name]);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
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
      const answer = outcomeOf(error);
      setFieldErrors(answer.fields);
      setOutcome(answer.outcome);
      const wrong = REQUESTER_FIELDS.find((name) => answer.fields[name]);
      if (wrong) inputs.current[wrong]?.focus();
    } finally {
      setSendingId(null);
      captcha.renew();
    }
  };

  const change = (name: RequesterField, value: string) => {
    setRequester((current) => ({ ...current, [name]: value }));
    // a corrected field loses its message (an e-mail also answers «Укажите телефон или e-mail» on the phone)
    setFieldErrors((current) => {
      const answersPhone = name === 'email' && current.phone === CONTACT_REQUIRED_MSG;
      if (!current[name] && !answersPhone) return current;
      const next = { ...current };
      delete next[name];
      if (answersPhone) delete next.phone;
      return next;
    });
  };

  const fieldProps = (name: RequesterField, label: string) => ({
    label,
    error: Boolean(fieldErrors[name]),
    helperText: fieldErrors[name],
    size: 'small' as const,
    fullWidth: true,
    inputRef: (element: HTMLInputElement | null) => {
      inputs.current[name] = element;
    },
  });

  const alert = outcome && (
    <Alert severity={outcome.severity} onClose={() => setOutcome(null)} role="alert">
      {outcome.text}
      {outcome.details.map((detail) => (
        <div key={detail}>{detail}</div>
      ))}
    </Alert>
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
          {entries.length === 0 ? (
            <Stack spacing={2}>
              {alert}
              <Stack
                sx={{ alignItems: 'center', py: 6, color: 'text.secondary', textAlign: 'center' }}
                spacing={1}
              >
                <ShoppingCartOutlined sx={{ fontSize: 56 }} />
                <Typography>{CART_MSG.empty}</Typography>
                <Typography variant="body2" sx={{ maxWidth: 360 }}>
                  Добавьте товары и услуги из каталога компании или из поиска — здесь вы отправите заявку, и
                  компания свяжется с вами.
                </Typography>
                <Link component={RouterLink} to={paths.search()} onClick={onClose}>
                  Перейти к поиску услуг
                </Link>
              </Stack>
            </Stack>
          ) : (
            <Stack spacing={2}>
              {entries.map((entry) => (
                <CompanyCard key={entry.company.id} entry={entry} />
              ))}
              <Box
                component="form"
                aria-label="Заявка"
                noValidate
                onSubmit={(event) => event.preventDefault()}
              >
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
                  Ваши контакты для заявки
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
                  Укажите телефон или e-mail — компания свяжется с вами, чтобы уточнить заявку.
                </Typography>
                <Stack spacing={1.5}>
                  <TextField
                    {...fieldProps('name', 'Имя')}
                    value={requester.name}
                    onChange={(event) => change('name', event.target.value)}
                    autoComplete="name"
                  />
                  <PhoneField
                    {...fieldProps('phone', 'Телефон')}
                    value={requester.phone}
                    onChange={(value) => change('phone', value)}
                  />
                  <TextField
                    {...fieldProps('email', 'E-mail')}
                    value={requester.email}
                    onChange={(event) => change('email', event.target.value)}
                    autoComplete="email"
                    type="email"
                  />
                  <TextField
                    {...fieldProps('description', 'Примечание')}
                    value={requester.description}
                    onChange={(event) => change('description', event.target.value)}
                    multiline
                    minRows={2}
                    placeholder="Для услуг на месте укажите расположение места захоронения (кладбище, участок, ряд)"
                  />
                  <CaptchaField key={captcha.key} onChange={captcha.setPayload} />
                </Stack>
              </Box>
              {alert}
              <Stack spacing={1} component="section" aria-label="Отправка заявок">
                {entries.map((entry) => {
                  const count = entryTotals(entry).count;
                  return (
                    <Button
                      key={entry.company.id}
                      variant="contained"
                      size="large"
                      fullWidth
                      onClick={() => void submit(entry)}
                      loading={sendingId === entry.company.id}
                      disabled={
                        count === 0 ||
                        captcha.missing ||
                        (sendingId !== null && sendingId !== entry.company.id)
                      }
                      aria-label={`Отправить заявку в ${entry.company.name}`}
                    >
                      {entries.length > 1 ? `Отправить заявку в ${entry.company.name}` : 'Отправить заявку'}
                    </Button>
                  );
                })}
              </Stack>
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
