import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type CartKind, type CartLine, priceKopecks } from '@sp/shared/cart/cart';
import { formatRubles } from '@sp/shared/format/money';

type CartLineRowProps = {
  kind: CartKind;
  line: CartLine;
  onActive: (active: boolean) => void;
  onMinus: () => void;
  onPlus: () => void;
  onDelete: () => void;
};

/** One line: checkbox, name (and catalog), quantity − n +, sum, delete. */
export function CartLineRow({ kind, line, onActive, onMinus, onPlus, onDelete }: CartLineRowProps) {
  const { item } = line;
  const checkboxId = `cart-${kind}-${item.company.id}-${item.id}`;
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
      data-testid="cart-line"
    >
      <Checkbox
        id={checkboxId}
        checked={line.is_active}
        onChange={(event) => onActive(event.target.checked)}
        size="small"
      />
      <Box component="label" htmlFor={checkboxId} sx={{ flexGrow: 1, minWidth: 0, cursor: 'pointer' }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {item.name}
        </Typography>
        {item.catalog?.name && item.catalog.name !== item.name && (
          <Typography variant="caption" color="text.secondary">
            {item.catalog.name}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <IconButton
          size="small"
          aria-label={`Уменьшить количество: ${item.name}`}
          onClick={onMinus}
          disabled={line.count <= 1}
        >
          <Remove fontSize="small" />
        </IconButton>
        <Typography
          variant="body2"
          sx={{ minWidth: 32, textAlign: 'center' }}
          aria-label={`Количество: ${item.name}`}
        >
          {line.count}
        </Typography>
        <IconButton size="small" aria-label={`Увеличить количество: ${item.name}`} onClick={onPlus}>
          <Add fontSize="small" />
        </IconButton>
      </Box>
      <Typography variant="body2" sx={{ minWidth: 110, textAlign: 'right', whiteSpace: 'nowrap' }}>
        {formatRubles(priceKopecks(item.price) * line.count)}
      </Typography>
      <IconButton size="small" aria-label={`Удалить: ${item.name}`} onClick={onDelete}>
        <DeleteOutline fontSize="small" />
      </IconButton>
    </Box>
  );
}
