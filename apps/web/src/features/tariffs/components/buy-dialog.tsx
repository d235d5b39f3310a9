import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ApiError, errorText } from '../../../lib/api-error';
import { NOT_ENOUGH_MONEY_CODE } from '../../../lib/limit-notice';
import { snackbar } from '../../../lib/snackbar-store';
import { useBuyPackage } from '../api/buy-package';
import { useBuyTariff } from '../api/buy-tariff';
import { pricePerPeriod, rubles } from './billing-format';
import type { OfferView } from './offer-card';
import { type AppliedPromo, PromoCodeField, priceWith } from './promo-code-field';

type BuyDialogProps = {
  offer: OfferView;
  /** the balance now, in rubles, when known */
  balance: number | undefined;
  onClose: () => void;
  /** the balance is short: pay the same offer by card instead, with the code applied here */
  onPayByCard: (promo: AppliedPromo | null) => void;
};

/** «Недостаточно средств на балансе.» (a 402 of another kind is a limit: the app's notice shows it). */
const isShortOfMoney = (error: unknown) =>
  error instanceof ApiError &&
  error.code === 402 &&
  (error.errorCode === null || error.errorCode === NOT_ENOUGH_MONEY_CODE);

/**
 * «Оплата с баланса»: the offer's price and the balance, confirmed before the purchase, with a promo code applied
 * if the payer has one; a balance too short (402) offers the card instead.
 */
export function BuyDialog({ offer, balance, onClose, onPayByCard }: BuyDialogProps) {
  const titleId = useId();
  const buyTariff = useBuyTariff();
  const buyPackage = useBuyPackage();
  const [autoRenew, setAutoRenew] = useState(false);
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
  const price = priceWith(offer.price, promo);
  const code = promo ? { promo_code: promo.code } : {};
  const busy = buyTariff.isPending || buyPackage.isPending;
  const error = offer.kind === 'tariff' ? buyTariff.error : buyPackage.error;
  const short = isShortOfMoney(error) || (balance !== undefined && balance < price);

  const confirm = () => {
    const done = () => {
      snackbar.success(
        offer.kind === 'tariff' ? `Тариф «${offer.name}» оплачен` : `Пакет «${offer.name}» подключён`,
      );
      onClose();
    };
    if (offer.kind === 'tariff')
      buyTariff.mutate({ tariff_id: offer.id, auto_renew: autoRenew, ...code }, { onSuccess: done });
    else buyPackage.mutate({ package_id: offer.id, ...code }, { onSuccess: done });
  };

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Оплата с баланса</DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <Typography>
            {offer.kind === 'tariff' ? 'Тариф' : 'Пакет'} «{offer.name}»:{' '}
            {pricePerPeriod(offer.price, offer.period_months)}
          </Typography>
          <PromoCodeField price={offer.price} value={promo} onChange={setPromo} />
          {promo && <Typography sx={{ fontWeight: 600 }}>К оплате: {rubles(price)}</Typography>}
          <Typography>На балансе: {balance === undefined ? '…' : rubles(balance)}</Typography>
          {offer.kind === 'tariff' ? (
            <>
              <Typography variant="body2" color="text.secondary">
                Если сейчас действует платный тариф, новый начнёт действовать после его окончания.
              </Typography>
              <FormControlLabel
                control={
                  <Checkbox checked={autoRenew} onChange={(event) => setAutoRenew(event.target.checked)} />
                }
                label="Продлевать автоматически"
              />
            </>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Пакет начнёт действовать сразу.
            </Typography>
          )}
          {error ? (
            <Alert severity={short ? 'warning' : 'error'}>{errorText(error)}</Alert>
          ) : (
            short && <Alert severity="warning">На балансе не хватает {rubles(price - (balance ?? 0))}.</Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button color="inherit" onClick={onClose}>
          Отмена
        </Button>
        {short && (
          <Button variant="outlined" onClick={() => onPayByCard(promo)}>
            Оплатить картой
          </Button>
        )}
        <Button variant="contained" onClick={confirm} disabled={busy}>
          Оплатить
        </Button>
      </DialogActions>
    </Dialog>
  );
}
