import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { promoCodeField, promoPrice } from '@sp/shared/api/promo-codes';
import { useState } from 'react';
import { errorText } from '../../../lib/api-error';
import { usePromoCodeInfo } from '../api/promo-code-info';
import { rubles } from './billing-format';

/** A code the server said works for this purchase, and its discount. */
export type AppliedPromo = { code: string; discount_percent: number };

/** The price to pay: the offer's own, or with the applied code's discount (the server's rule). */
export const priceWith = (price: number, promo: AppliedPromo | null): number =>
  promo ? promoPrice(price, promo.discount_percent).paid : price;

type PromoCodeFieldProps = {
  /** the offer's price in rubles */
  price: number;
  value: AppliedPromo | null;
  onChange: (promo: AppliedPromo | null) => void;
};

/**
 * «Промокод» with «Применить»: the code is asked of the server for this account or company; a working one is said
 * with the price it gives («Скидка 10 %: 900,00 ₽ вместо 1 000,00 ₽»), one that does not work with the server's
 * words. Typing again drops the applied code.
 */
export function PromoCodeField({ price, value, onChange }: PromoCodeFieldProps) {
  const [text, setText] = useState(value?.code ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const info = usePromoCodeInfo();

  const apply = () => {
    const parsed = promoCodeField.safeParse(text);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    info.mutate(parsed.data, {
      onSuccess: (answer) => onChange({ code: answer.code, discount_percent: answer.discount_percent }),
      onError: (error) => {
        onChange(null);
        setProblem(errorText(error));
      },
    });
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label="Промокод"
          value={text}
          onChange={(event) => {
            setText(event.target.value.toUpperCase());
            setProblem(null);
            if (value) onChange(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            }
          }}
          error={Boolean(problem)}
          helperText={problem ?? undefined}
          slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false } }}
          sx={{ flex: 1 }}
        />
        <Button
          variant="outlined"
          onClick={apply}
          disabled={info.isPending || !text.trim()}
          sx={{ mt: 0.25 }}
        >
          Применить
        </Button>
      </Box>
      {value && (
        <Typography variant="body2" color="success.main" role="status" sx={{ mt: 0.5 }}>
          Скидка {value.discount_percent} %: {rubles(priceWith(price, value))} вместо {rubles(price)}
        </Typography>
      )}
    </Box>
  );
}
