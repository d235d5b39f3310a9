import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  CART_KINDS,
  type CartEntry,
  decrement,
  deleteLine,
  entryTotals,
  increment,
  itemCountText,
  removeCompany,
  setCompanyActive,
  setLineActive,
} from '@sp/shared/cart/cart';
import { formatRubles } from '@sp/shared/format/money';
import * as paths from '@sp/shared/routes/paths';
import { cartStore } from '../../../lib/cart-store';
import { RouterLink } from '../../../lib/router-link';
import { CartLineRow } from './cart-line-row';
import { KIND_TITLES } from './cart-messages';

type CompanyCardProps = { entry: CartEntry };

/** A company in the cart: its checkbox, its lines per kind and its sum (the request goes from under the form). */
export function CompanyCard({ entry }: CompanyCardProps) {
  const { company } = entry;
  const totals = entryTotals(entry);
  const checkboxId = `cart-company-${company.id}`;
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} aria-label={`Компания ${company.name}`} component="section">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Checkbox
          id={checkboxId}
          checked={company.is_active}
          onChange={(event) => cartStore.update((s) => setCompanyActive(s, company.id, event.target.checked))}
          slotProps={{ input: { 'aria-label': `Выбрать все позиции компании ${company.name}` } }}
        />
        <Link
          component={RouterLink}
          to={paths.company(company.landing_id)}
          variant="subtitle1"
          sx={{ flexGrow: 1, fontWeight: 600 }}
        >
          {company.name}
        </Link>
        <IconButton
          aria-label={`Убрать компанию ${company.name} из корзины`}
          onClick={() => cartStore.update((s) => removeCompany(s, company.id))}
        >
          <Close />
        </IconButton>
      </Box>
      {CART_KINDS.map((kind) =>
        entry[kind].length === 0 ? null : (
          <Box key={kind} sx={{ mt: 1 }}>
            <Typography variant="overline" color="text.secondary" component="h3">
              {KIND_TITLES[kind]}
            </Typography>
            {entry[kind].map((line) => (
              <CartLineRow
                key={line.item.id}
                kind={kind}
                line={line}
                onActive={(active) =>
                  cartStore.update((s) => setLineActive(s, company.id, kind, line.item.id, active))
                }
                onMinus={() => cartStore.update((s) => decrement(s, company.id, kind, line.item.id))}
                onPlus={() => cartStore.update((s) => increment(s, company.id, kind, line.item.id))}
                onDelete={() => cartStore.update((s) => deleteLine(s, company.id, kind, line.item.id))}
              />
            ))}
          </Box>
        ),
      )}
      {/* under the lines' sums (the delete buttons' column stays to the right) */}
      <Typography variant="body2" sx={{ mt: 1, pr: '42px', textAlign: 'right', fontWeight: 500 }}>
        {itemCountText(totals.count)} на {formatRubles(totals.kopecks)}
      </Typography>
    </Paper>
  );
}
