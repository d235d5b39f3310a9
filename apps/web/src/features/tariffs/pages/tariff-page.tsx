import AddCardOutlined from '@mui/icons-material/AddCardOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdditionalPackage, Tariff } from '@sp/shared/api/tariffs';
import { tariff as tariffPath } from '@sp/shared/routes/cabinet-paths';
import { type ReactNode, useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { type BillingSide, billingSideOf } from '../../../lib/billing-side';
import { useSession } from '../../../lib/session-store';
import { useBalance } from '../api/balance';
import { useCurrentTariff } from '../api/current-tariff';
import { useOfferedPackages } from '../api/offered-packages';
import { useOfferedTariffs } from '../api/offered-tariffs';
import { BalanceHistory } from '../components/balance-history';
import { monthsText, rubles } from '../components/billing-format';
import { BuyDialog } from '../components/buy-dialog';
import { CardPaymentDialog, type PayTarget } from '../components/card-payment-dialog';
import { CurrentTariffCard } from '../components/current-tariff-card';
import { type InvoiceChoice, InvoiceDialog } from '../components/invoice-dialog';
import { InvoicesSection } from '../components/invoices-section';
import { OfferCard, type OfferView } from '../components/offer-card';
import type { AppliedPromo } from '../components/promo-code-field';

const tariffView = (tariff: Tariff): OfferView => ({ ...tariff, kind: 'tariff' });
const packageView = (item: AdditionalPackage): OfferView => ({
  ...item,
  kind: 'package',
  is_free: false,
  limits: item.grants,
});

/** What the card pays for an offer: the id under the field of its kind and side, at the offer's price. */
function payTargetOf(offer: OfferView, side: BillingSide): PayTarget {
  return {
    field:
      offer.kind === 'package'
        ? 'additional_package_id'
        : side === 1
          ? 'user_tariff_id'
          : 'company_tariff_id',
    id: offer.id,
    price: offer.price,
    label: `${offer.kind === 'tariff' ? 'Тариф' : 'Пакет'} «${offer.name}» на ${monthsText(offer.period_months)}`,
  };
}

type Paying =
  | { how: 'balance' | 'card'; offer: OfferView; promo?: AppliedPromo | null }
  | { how: 'top-up' }
  | { how: 'invoice'; choice?: InvoiceChoice }
  | null;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function OfferGrid<T>({
  offers,
  view,
  emptyText,
  currentId,
  onPay,
  onInvoice,
}: {
  offers: { data?: T[]; isPending: boolean; error: unknown; refetch: () => unknown };
  view: (offer: T) => OfferView;
  emptyText: string;
  currentId?: number;
  onPay: (how: 'balance' | 'card', offer: OfferView) => void;
  /** a company's offers: an invoice for a bank transfer too */
  onInvoice?: (offer: OfferView) => void;
}) {
  if (offers.error)
    return <PageState kind="error" error={offers.error} onRetry={() => void offers.refetch()} />;
  if (offers.isPending || !offers.data) return <PageState kind="loading" />;
  if (offers.data.length === 0) return <PageState kind="empty" text={emptyText} />;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {offers.data.map(view).map((offer) => (
        <OfferCard
          key={offer.id}
          offer={offer}
          current={offer.id === currentId}
          onPayFromBalance={() => onPay('balance', offer)}
          onPayByCard={() => onPay('card', offer)}
          onInvoice={onInvoice && (() => onInvoice(offer))}
        />
      ))}
    </Box>
  );
}

function TariffPageOf({ side }: { side: BillingSide }) {
  const current = useCurrentTariff();
  const balance = useBalance();
  const tariffs = useOfferedTariffs(side);
  const packages = useOfferedPackages(side);
  const [paying, setPaying] = useState<Paying>(null);
  const pay = (how: 'balance' | 'card', offer: OfferView) => setPaying({ how, offer });
  const close = () => setPaying(null);
  // a company pays by bank transfer too: an invoice for an offer, or for a top-up
  const invoice =
    side === 2
      ? (offer: OfferView) => setPaying({ how: 'invoice', choice: `${offer.kind}:${offer.id}` })
      : undefined;

  return (
    <>
      <PageHeader
        title="Тарифы и пакеты"
        actions={
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography aria-live="polite">
              На балансе: <b>{balance.data ? rubles(balance.data.balance) : '…'}</b>
            </Typography>
            <Button
              variant="outlined"
              startIcon={<AddCardOutlined />}
              onClick={() => setPaying({ how: 'top-up' })}
            >
              Пополнить
            </Button>
          </Stack>
        }
      />
      <Stack spacing={4}>
        {current.error ? (
          <PageState kind="error" error={current.error} onRetry={() => void current.refetch()} />
        ) : current.data ? (
          <CurrentTariffCard current={current.data} side={side} />
        ) : (
          <PageState kind="loading" />
        )}
        <Section title="Тарифы">
          <OfferGrid
            offers={tariffs}
            view={tariffView}
            emptyText="Тарифов для выбора пока нет"
            currentId={current.data?.tariff.id}
            onPay={pay}
            onInvoice={invoice}
          />
        </Section>
        <Section title="Дополнительные пакеты">
          <OfferGrid
            offers={packages}
            view={packageView}
            emptyText="Дополнительных пакетов пока нет"
            onPay={pay}
            onInvoice={invoice}
          />
        </Section>
        {side === 2 && <InvoicesSection onIssue={() => setPaying({ how: 'invoice' })} />}
        <BalanceHistory />
      </Stack>
      {paying?.how === 'balance' && (
        <BuyDialog
          offer={paying.offer}
          balance={balance.data?.balance}
          onClose={close}
          onPayByCard={(promo) => setPaying({ how: 'card', offer: paying.offer, promo })}
        />
      )}
      {paying?.how === 'card' && (
        <CardPaymentDialog
          title="Оплата картой"
          returnPath={tariffPath()}
          target={payTargetOf(paying.offer, side)}
          promo={paying.promo}
          onClose={close}
        />
      )}
      {paying?.how === 'invoice' && (
        <InvoiceDialog
          tariffs={tariffs.data ?? []}
          packages={packages.data ?? []}
          initial={paying.choice}
          onClose={close}
        />
      )}
      {paying?.how === 'top-up' && (
        <CardPaymentDialog title="Пополнение баланса" returnPath={tariffPath()} onClose={close} />
      )}
    </>
  );
}

/**
 * /app/tariff «Тарифы и пакеты» (issue 14): the tariff held now with its usage, the tariffs and packages of the
 * account's side, paid from the balance or by card (a company's also by an invoice for a bank transfer), a
 * company's «Счета на оплату», and the balance's history.
 */
export function TariffPage() {
  const side = billingSideOf(useSession());
  if (side === null)
    return <PageState kind="empty" text="Тарифы выбирают пользователи и владельцы компаний." />;
  return <TariffPageOf side={side} />;
}
