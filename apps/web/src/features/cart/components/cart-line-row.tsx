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
      data-testid="cart-line"
      sx={{
        display: 'grid',
        alignItems: 'center',
        columnGap: 1,
        py: 0.5,
        // a phone: the name on its own line, the quantity and the sum under it, aligned from row to row
        gridTemplateColumns: { xs: 'auto auto 1fr auto', sm: 'auto minmax(0, 1fr) auto 112px auto' },
        gridTemplateAreas: {
          xs: '"check name name remove" ". quantity sum ."',
          sm: '"check name quantity sum remove"',
        },
      }}
    >
      <Checkbox
        id={checkboxId}
        checked={line.is_active}
        onChange={(event) => onActive(event.target.checked)}
        size="small"
        sx={{ gridArea: 'check' }}
      />
      <Box
        component="label"
        htmlFor={checkboxId}
        sx={{ gridArea: 'name', minWidth: 0, cursor: 'pointer', opacity: line.is_active ? 1 : 0.6 }}
      >
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {item.name}
        </Typography>
        {item.catalog?.name && item.catalog.name !== item.name && (
          <Typography variant="caption" color="text.secondary">
            {item.catalog.name}
          </Typography>
        )}
      </Box>
      <Box sx={{ gridArea: 'quantity', display: 'flex', alignItems: 'center', ml: { xs: -1, sm: 0 } }}>
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
      <Typography
        variant="body2"
        sx={{ gridArea: 'sum', textAlign: 'right', whiteSpace: 'nowrap', fontWeight: 500 }}
      >
        {formatRubles(priceKopecks(item.price) * line.count)}
      </Typography>
      <IconButton
        size="small"
        aria-label={`Удалить: ${item.name}`}
        onClick={onDelete}
        sx={{ gridArea: 'remove' }}
      >
        <DeleteOutline fontSize="small" />
      </IconButton>
    </Box>
  );
}
