import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatRubles } from '@sp/shared/format/money';
import { useState } from 'react';
import type { CatalogOption } from '../api/catalog-search';
import { CatalogDialog } from './catalog-dialog';
import { DiscountField } from './discount-field';
import { parseRubles, rubles } from './format';
import { type DiscountDraft, type DraftTotals, type LineDraft, newLineDraft } from './items-model';

const KIND_LABELS = { product: 'Товар', service: 'Услуга', composition: 'Готовое решение' } as const;

const ROW_GRID = {
  display: 'grid',
  columnGap: 1.5,
  rowGap: 1.5,
  alignItems: 'start',
  // a phone: the name with its delete button, then price and quantity, then discount and sum
  gridTemplateAreas: {
    xs: '"name name del" "price qty qty" "discount sum sum"',
    md: '"name price qty discount sum del"',
  },
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr) minmax(0, 1fr) 40px',
    md: 'minmax(0, 1fr) 130px 90px 170px 120px 40px',
  },
} as const;

type ItemsEditorProps = {
  lines: LineDraft[];
  onLinesChange: (lines: LineDraft[]) => void;
  discount: DiscountDraft;
  onDiscountChange: (discount: DiscountDraft) => void;
  computed: DraftTotals;
  /** the deal's payments, kopecks */
  paidKopecks: number;
  readOnly: boolean;
};

function TotalLine({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography variant={strong ? 'subtitle1' : 'body2'} sx={{ fontWeight: strong ? 700 : undefined }}>
        {label}
      </Typography>
      <Typography
        variant={strong ? 'subtitle1' : 'body2'}
        sx={{ fontWeight: strong ? 700 : undefined, whiteSpace: 'nowrap' }}
        aria-label={`${label}: ${value}`}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** A discount as words: «скидка 10 %», «скидка 500,00 ₽», or nothing. */
function discountWords(kind: DiscountDraft['kind'], value: string): string {
  const parsed = parseRubles(value);
  if (!parsed.ok || parsed.value === 0) return '';
  return kind === 'percent' ? `скидка ${parsed.value} %` : `скидка ${rubles(parsed.value)}`;
}

/** The lines and totals as text, for a read-only viewer. */
function ReadOnlyItems({
  lines,
  discount,
  computed,
  paidKopecks,
}: Pick<ItemsEditorProps, 'lines' | 'discount' | 'computed' | 'paidKopecks'>) {
  const totals = computed.totals;
  const shown = (kopecks: number | undefined) => (kopecks === undefined ? '—' : formatRubles(kopecks));
  const dealDiscount = discountWords(discount.kind, discount.value);
  return (
    <Box>
      {lines.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          В сделке пока нет товаров и услуг.
        </Typography>
      )}
      <Box component="ul" aria-label="Состав сделки" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {lines.map((line, index) => {
          const price = parseRubles(line.price);
          const off = discountWords(line.discountKind, line.discount);
          return (
            <Box
              component="li"
              key={line.key}
              aria-label={line.name}
              sx={{
                display: 'flex',
                gap: 2,
                py: 1.25,
                borderBottom: 1,
                borderColor: 'divider',
                alignItems: 'baseline',
              }}
            >
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                  {line.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {KIND_LABELS[line.kind]} · {price.ok ? rubles(price.value) : line.price} × {line.quantity}
                  {line.unit ? ` ${line.unit}` : ''}
                  {off ? ` · ${off}` : ''}
                </Typography>
              </Box>
              <Typography variant="body2" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
                {shown(computed.lines[index]?.total)}
              </Typography>
            </Box>
          );
        })}
      </Box>
      <Box
        sx={{
          mt: 2,
          ml: { md: 'auto' },
          maxWidth: { md: 380 },
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
        }}
        aria-label="Итоги сделки"
        role="group"
      >
        <TotalLine label="Сумма без скидок" value={shown(totals?.gross)} />
        <TotalLine
          label="Скидки по строкам"
          value={shown(totals ? totals.gross - totals.subtotal : undefined)}
        />
        {dealDiscount && <TotalLine label="Скидка на сделку" value={dealDiscount.replace(/^скидка /, '')} />}
        <Divider />
        <TotalLine label="Итого" value={shown(totals?.total)} strong />
        <TotalLine label="Оплачено" value={formatRubles(paidKopecks)} />
        <TotalLine label="К оплате" value={shown(totals ? totals.total - paidKopecks : undefined)} />
      </Box>
    </Box>
  );
}

/**
 * A deal's lines: products, services and ready-made solutions from the catalog with quantity, price and a
 * discount in rubles or percent; the deal's own discount; live totals counted in kopecks as the server counts.
 * A discount that would make a total negative is refused on its field.
 */
export function ItemsEditor({
  lines,
  onLinesChange,
  discount,
  onDiscountChange,
  computed,
  paidKopecks,
  readOnly,
}: ItemsEditorProps) {
  const [picking, setPicking] = useState(false);
  if (readOnly)
    return <ReadOnlyItems lines={lines} discount={discount} computed={computed} paidKopecks={paidKopecks} />;
  const change = (index: number, patch: Partial<LineDraft>) =>
    onLinesChange(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  const added: Record<string, number> = {};
  for (const line of lines) {
    const key = `${line.kind}-${line.kind === 'composition' ? line.composition_id : line.item_id}`;
    added[key] = (added[key] ?? 0) + 1;
  }
  const add = (option: CatalogOption) => onLinesChange([...lines, newLineDraft(option)]);
  const totals = computed.totals;
  const shown = (kopecks: number | undefined) => (kopecks === undefined ? '—' : formatRubles(kopecks));

  return (
    <Box>
      {lines.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          В сделке пока нет товаров и услуг.
        </Typography>
      )}
      <Box component="ul" aria-label="Состав сделки" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {lines.map((line, index) => {
          const lineTotal = computed.lines[index];
          return (
            <Box
              component="li"
              key={line.key}
              aria-label={line.name}
              sx={{ ...ROW_GRID, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
            >
              <Box sx={{ gridArea: 'name', minWidth: 0, pt: 0.5 }}>
                <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                  {line.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {KIND_LABELS[line.kind]}
                  {line.unit ? ` · ${line.unit}` : ''}
                </Typography>
              </Box>
              <TextField
                sx={{ gridArea: 'price' }}
                size="small"
                label="Цена"
                value={line.price}
                onChange={(event) => change(index, { price: event.target.value })}
                error={Boolean(computed.errors[`items.${index}.price`])}
                helperText={computed.errors[`items.${index}.price`]}
                disabled={readOnly}
                slotProps={{
                  htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
                  input: { endAdornment: <InputAdornment position="end">₽</InputAdornment> },
                }}
              />
              <TextField
                sx={{ gridArea: 'qty' }}
                size="small"
                label="Кол-во"
                value={line.quantity}
                onChange={(event) => change(index, { quantity: event.target.value })}
                error={Boolean(computed.errors[`items.${index}.quantity`])}
                helperText={computed.errors[`items.${index}.quantity`]}
                disabled={readOnly}
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
              />
              <DiscountField
                gridArea="discount"
                label="Скидка"
                kind={line.discountKind}
                value={line.discount}
                onChange={(next) => change(index, { discountKind: next.kind, discount: next.value })}
                error={computed.errors[`items.${index}.discount`]}
                disabled={readOnly}
              />
              <Box sx={{ gridArea: 'sum', textAlign: 'right', pt: { md: 0.75 } }}>
                <Typography variant="caption" color="text.secondary" sx={{ display: { md: 'none' } }}>
                  Сумма
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
                  {shown(lineTotal?.total)}
                </Typography>
                {lineTotal && lineTotal.discount > 0 && (
                  <Typography
                    variant="caption"
                    color="text.secondary"
                    sx={{ textDecoration: 'line-through', whiteSpace: 'nowrap' }}
                  >
                    {formatRubles(lineTotal.subtotal)}
                  </Typography>
                )}
              </Box>
              {!readOnly && (
                <Box
                  sx={{ gridArea: 'del', justifySelf: { xs: 'end', md: 'center' }, mt: { xs: -0.5, md: 0 } }}
                >
                  <IconButton
                    aria-label={`Убрать из сделки: ${line.name}`}
                    onClick={() => onLinesChange(lines.filter((_, at) => at !== index))}
                  >
                    <DeleteOutline />
                  </IconButton>
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
      {!readOnly && (
        <Button startIcon={<Add />} onClick={() => setPicking(true)} sx={{ mt: 1.5 }}>
          Добавить из каталога
        </Button>
      )}
      <Box
        sx={{
          mt: 2,
          ml: { md: 'auto' },
          maxWidth: { md: 380 },
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
        }}
        aria-label="Итоги сделки"
        role="group"
      >
        <TotalLine label="Сумма без скидок" value={shown(totals?.gross)} />
        <TotalLine
          label="Скидки по строкам"
          value={shown(totals ? totals.gross - totals.subtotal : undefined)}
        />
        <DiscountField
          label="Скидка на сделку"
          kind={discount.kind}
          value={discount.value}
          onChange={onDiscountChange}
          error={computed.errors.discount}
          disabled={readOnly}
        />
        <Divider />
        <TotalLine label="Итого" value={shown(totals?.total)} strong />
        <TotalLine label="Оплачено" value={formatRubles(paidKopecks)} />
        <TotalLine label="К оплате" value={shown(totals ? totals.total - paidKopecks : undefined)} />
      </Box>
      {picking && <CatalogDialog open onClose={() => setPicking(false)} onAdd={add} added={added} />}
    </Box>
  );
}
