import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { type Audience, LIMIT_LABELS, limitsOf } from '@sp/shared/api/tariffs';
import { useId } from 'react';
import { pricePerPeriod } from './billing-format';

/** A tariff or an additional package as the page offers it. */
export type OfferView = {
  kind: 'tariff' | 'package';
  id: number;
  audience: Audience;
  name: string;
  description: string;
  price: number;
  period_months: number;
  is_free: boolean;
  /** a tariff: its limits (null: none); a package: what it adds */
  limits: Record<string, number | null>;
};

type OfferCardProps = {
  offer: OfferView;
  /** the tariff held now */
  current?: boolean;
  onPayFromBalance: () => void;
  onPayByCard: () => void;
  /** a company's offer: «Выставить счёт» for a bank transfer */
  onInvoice?: () => void;
};

const count = (value: number) => value.toLocaleString('ru-RU');

/** «Страницы памяти: 20», «без ограничений»; a package's «+5». */
function limitLines(offer: OfferView): string[] {
  return limitsOf(offer.audience)
    .filter((key) => key in offer.limits)
    .flatMap((key) => {
      const value = offer.limits[key];
      if (offer.kind === 'package') return value ? [`${LIMIT_LABELS[key]}: +${count(value)}`] : [];
      return [
        `${LIMIT_LABELS[key]}: ${value === null || value === undefined ? 'без ограничений' : count(value)}`,
      ];
    });
}

/** One tariff or package: what it gives, its price for its period, and the ways to pay for it. */
export function OfferCard({
  offer,
  current = false,
  onPayFromBalance,
  onPayByCard,
  onInvoice,
}: OfferCardProps) {
  const titleId = useId();
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: current ? 'primary.main' : undefined,
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
          <Typography id={titleId} variant="h6" component="h3" sx={{ flexGrow: 1 }}>
            {offer.name}
          </Typography>
          {current && <Chip size="small" color="primary" variant="outlined" label="Ваш тариф" />}
        </Box>
        <Typography sx={{ fontWeight: 500, mb: 1 }}>
          {offer.is_free ? 'Бесплатно' : pricePerPeriod(offer.price, offer.period_months)}
        </Typography>
        {offer.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1, whiteSpace: 'pre-line' }}>
            {offer.description}
          </Typography>
        )}
        <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
          {limitLines(offer).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </Box>
      </CardContent>
      {!offer.is_free && (
        <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
          <Button variant="contained" onClick={onPayFromBalance}>
            Оплатить с баланса
          </Button>
          <Button variant="outlined" onClick={onPayByCard} sx={{ ml: '0 !important' }}>
            Оплатить картой
          </Button>
          {onInvoice && (
            <Button onClick={onInvoice} sx={{ ml: '0 !important' }}>
              Выставить счёт
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}
