import Typography from '@mui/material/Typography';
import type { AdminBilling } from '@sp/shared/api/admin-profiles';
import { formatDate } from '@sp/shared/format/date';
import { formatRubles } from '@sp/shared/format/money';

export const rubles = (amount: number): string => formatRubles(Math.round(amount * 100));

/** «Тариф «Семейный» до 01.02.2027 · баланс 150,00 ₽». */
export function billingText(billing: AdminBilling): string {
  const tariff = billing.tariff
    ? `Тариф «${billing.tariff.name}»${billing.ends_at ? ` до ${formatDate(billing.ends_at)}` : ''}`
    : 'Тариф не выбран';
  return `${tariff} · баланс ${rubles(billing.balance)}`;
}

export function BillingLine({ billing }: { billing: AdminBilling }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {billingText(billing)}
    </Typography>
  );
}
