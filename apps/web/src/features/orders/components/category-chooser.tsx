import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ORDER_CATEGORIES, ORDER_CATEGORY_LABELS, type OrderCategory } from '@sp/shared/orders/kinds';

const HINTS: Record<OrderCategory, string> = {
  1: 'Уход за могилой, памятник, ограда, озеленение',
  2: 'Организация похорон и погребение',
  3: 'Организация кремации и выдача урны',
  4: 'Любые другие услуги и товары',
};

type CategoryChooserProps = { onPick: (category: OrderCategory) => void; disabled?: boolean };

/** SPEC §2 add menu: a deal first asks for its category (1 Благоустройство, 2 Захоронение, 3 Кремация, 4 Другое). */
export function CategoryChooser({ onPick, disabled }: CategoryChooserProps) {
  return (
    <Box
      role="group"
      aria-label="Категория сделки"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, maxWidth: 720 }}
    >
      {ORDER_CATEGORIES.map((category) => (
        <Paper key={category} variant="outlined" sx={{ overflow: 'hidden' }}>
          <ButtonBase
            onClick={() => onPick(category)}
            disabled={disabled}
            aria-describedby={`category-hint-${category}`}
            sx={{
              width: '100%',
              p: 2.5,
              display: 'block',
              textAlign: 'left',
              '&:hover, &.Mui-focusVisible': { bgcolor: 'action.hover' },
            }}
          >
            <Typography variant="h6" component="span" sx={{ display: 'block' }}>
              {ORDER_CATEGORY_LABELS[category]}
            </Typography>
            <Typography
              id={`category-hint-${category}`}
              variant="body2"
              color="text.secondary"
              component="span"
              sx={{ display: 'block', mt: 0.5 }}
            >
              {HINTS[category]}
            </Typography>
          </ButtonBase>
        </Paper>
      ))}
    </Box>
  );
}
