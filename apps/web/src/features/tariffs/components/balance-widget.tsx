import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { useBalance } from '../api/balance';
import { rubles } from './billing-format';
import { returnPathOf } from './return-path';

// the menu and the top-up form (MUI's Menu, Dialog, the form's rules) load when first opened
const BalanceMenuList = lazy(() =>
  import('./balance-menu-list').then((m) => ({ default: m.BalanceMenuList })),
);
const CardPaymentDialog = lazy(() =>
  import('./card-payment-dialog').then((m) => ({ default: m.CardPaymentDialog })),
);

/**
 * SPEC §2 top bar: «Баланс» with the amount (on a phone the wallet alone, the amount in its menu); the menu
 * refreshes it, tops it up by card and leads to the history on /app/tariff. The top bar shows it to a user and a
 * company owner only.
 */
export function BalanceWidget() {
  const balance = useBalance();
  const location = useLocation();
  // below 960 px the bar has no room for the amount: the wallet alone, the amount in the menu
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [topUp, setTopUp] = useState(false);
  const amount = balance.data ? rubles(balance.data.balance) : null;
  const open = (event: { currentTarget: HTMLElement }) => setAnchor(event.currentTarget);

  return (
    <>
      {narrow ? (
        <LazyTooltip title="Баланс">
          <IconButton aria-label="Баланс" aria-haspopup="menu" onClick={open}>
            <AccountBalanceWalletOutlined />
          </IconButton>
        </LazyTooltip>
      ) : (
        <Button
          color="inherit"
          aria-haspopup="menu"
          aria-label={amount ? `Баланс: ${amount}` : 'Баланс'}
          startIcon={<AccountBalanceWalletOutlined />}
          onClick={open}
          sx={{ whiteSpace: 'nowrap', textTransform: 'none', fontWeight: 500 }}
        >
          {amount ?? 'Баланс'}
        </Button>
      )}
      <Suspense fallback={null}>
        {anchor && (
          <BalanceMenuList
            anchor={anchor}
            balance={balance}
            onTopUp={() => {
              setAnchor(null);
              setTopUp(true);
            }}
            onClose={() => setAnchor(null)}
          />
        )}
        {topUp && (
          <CardPaymentDialog
            title="Пополнение баланса"
            returnPath={returnPathOf(location)}
            onClose={() => setTopUp(false)}
          />
        )}
      </Suspense>
    </>
  );
}
