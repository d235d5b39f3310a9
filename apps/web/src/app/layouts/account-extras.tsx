import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { billingSideOf } from '../../lib/billing-side';
import { lazyWithQuery } from '../../lib/lazy-page';
import { routeId } from '../../lib/route-id';
import { useSession } from '../../lib/session-store';

// a user or a company owner only (SPEC §2 «Баланс»): it brings the data cache, public pages have none around it
const BalanceWidget = lazyWithQuery(() =>
  import('../../features/tariffs/components/balance-widget').then((m) => m.BalanceWidget),
);
// back from the card provider's page (?payment=<id>), on whatever page the payment began
const PaymentOutcomeDialog = lazyWithQuery(() =>
  import('../../features/tariffs/components/payment-outcome-dialog').then((m) => m.PaymentOutcomeDialog),
);

/**
 * What the top bar shows a signed-in account beyond the guest's: the «Баланс» widget and a card payment's outcome.
 * A chunk of its own, loaded once someone is signed in: a guest's public page never carries it.
 */
export function AccountExtras() {
  const session = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const paymentId = routeId(searchParams.get('payment'));
  const closePayment = () =>
    setSearchParams(
      (params) => {
        params.delete('payment');
        return params;
      },
      { replace: true },
    );
  return (
    <>
      {billingSideOf(session) !== null && (
        <Suspense fallback={<Box sx={{ width: 40, height: 40 }} />}>
          <BalanceWidget />
        </Suspense>
      )}
      {paymentId !== null && (
        <Suspense fallback={null}>
          <PaymentOutcomeDialog paymentId={paymentId} onClose={closePayment} />
        </Suspense>
      )}
    </>
  );
}
