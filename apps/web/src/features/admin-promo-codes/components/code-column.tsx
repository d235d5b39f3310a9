import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PromoCode } from '@sp/shared/api/promo-codes';
import type { Column } from '../../../components/data-table';

/** «Промокод»: the code, and under it whose it is (the dealer, or «Платформа»); a card's title on a phone. */
export const CODE_COLUMN: Column<PromoCode> = {
  key: 'code',
  label: 'Промокод',
  card: 'title',
  width: 200,
  render: (code) => (
    <Stack spacing={0.25} sx={{ overflowWrap: 'anywhere' }}>
      <Typography variant="body2" sx={{ fontWeight: 500, fontFamily: 'monospace' }}>
        {code.code}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {code.dealer?.name ?? 'Платформа'}
      </Typography>
    </Stack>
  ),
};
