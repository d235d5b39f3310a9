import { zodResolver } from '@hookform/resolvers/zod';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CATALOG_MSG, type Composition, MAX_DESCRIPTION } from '@sp/shared/api/catalog';
import { formatRubles } from '@sp/shared/format/money';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { MSG } from '@sp/shared/validation/messages';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { useTimedErrors } from '../../../components/use-timed-errors';
import { ApiError, errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useDeleteComposition } from '../api/delete-composition';
import { useSaveComposition } from '../api/save-composition';
import {
  COUNT_ERROR,
  type CompositionLine,
  countOf,
  itemsBodyOf,
  linesOf,
  linesSumKopecks,
} from './composition-lines';
import { ItemPicker } from './item-picker';
import { parsePrice, priceText, priceTextSchema, priceValue, rubles } from './price';
import { PriceField } from './price-field';

const schema = z.object({
  name: z.string().trim().min(1, MSG.required).max(200, MSG.tooLong),
  price: priceTextSchema,
  description: z.string().max(MAX_DESCRIPTION, MSG.tooLong),
});
type Values = z.infer<typeof schema>;

const KIND_LABEL = { product: 'Товар', service: 'Услуга' } as const;

type CompositionEditorProps = {
  composition: Composition | null;
  readOnly: boolean;
  canDelete: boolean;
};

/**
 * A ready-made solution: name, its own price beside what its items cost one by one, description, and the
 * company's products and services picked by name with their counts.
 */
export function CompositionEditor({ composition, readOnly, canDelete }: CompositionEditorProps) {
  const navigate = useNavigate();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: composition?.name ?? '',
      price: priceText(composition?.price),
      description: composition?.description ?? '',
    },
  });
  useTimedErrors(form);
  const [lines, setLines] = useState<CompositionLine[]>(() => linesOf(composition));
  const [linesError, setLinesError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const save = useSaveComposition();
  const remove = useDeleteComposition();

  const priceInput = useWatch({ control: form.control, name: 'price' });
  const sum = linesSumKopecks(lines);
  const parsedPrice = parsePrice(priceInput ?? '');
  const difference = parsedPrice.ok ? sum - Math.round(parsedPrice.value * 100) : null;

  const setCount = (index: number, count: string) =>
    setLines((current) => current.map((line, at) => (at === index ? { ...line, count } : line)));

  const handleSave = form.handleSubmit((values) => {
    if (lines.length === 0) {
      setLinesError(CATALOG_MSG.itemRequired);
      return;
    }
    if (lines.some((line) => countOf(line.count) === null)) {
      setLinesError(`Количество: ${COUNT_ERROR.toLowerCase()}`);
      return;
    }
    setLinesError(null);
    save.mutate(
      {
        id: composition?.id ?? null,
        body: {
          name: values.name.trim(),
          description: values.description,
          price: priceValue(values.price),
          items: itemsBodyOf(lines),
        },
      },
      {
        onSuccess: (saved) => {
          snackbar.success(composition ? 'Изменения сохранены' : 'Готовое решение создано');
          if (!composition) navigate(paths.composition(saved.id), { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields.items) setLinesError(error.fields.items.join(' '));
          snackbar.error(errorText(error));
        },
      },
    );
  });

  const handleRemove = () => {
    if (!composition) return;
    remove.mutate(composition.id, {
      onSuccess: () => {
        snackbar.success(`Готовое решение «${composition.name}» удалено`);
        navigate(paths.compositions(), { replace: true });
      },
      onError: (error) => snackbar.error(errorText(error)),
      onSettled: () => setRemoving(false),
    });
  };

  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <FormTextField control={form.control} name="name" label="Название" disabled={readOnly} />
          <Box
            sx={{
              display: 'flex',
              gap: 2,
              alignItems: { xs: 'stretch', sm: 'flex-start' },
              flexDirection: { xs: 'column', sm: 'row' },
            }}
          >
            <Box sx={{ width: { sm: 260 } }}>
              <PriceField control={form.control} name="price" label="Цена решения" disabled={readOnly} />
            </Box>
            <Box aria-live="polite" sx={{ pt: { sm: 1 } }}>
              <Typography>
                Сумма позиций: <strong data-testid="items-sum">{formatRubles(sum)}</strong>
              </Typography>
              {difference !== null && difference > 0 && lines.length > 0 && (
                <Typography variant="body2" color="success.main">
                  Выгода для клиента: {formatRubles(difference)}
                </Typography>
              )}
              {difference !== null && difference < 0 && lines.length > 0 && (
                <Typography variant="body2" color="text.secondary">
                  Дороже суммы позиций на {formatRubles(-difference)}
                </Typography>
              )}
            </Box>
          </Box>
          <FormTextField
            control={form.control}
            name="description"
            label="Описание"
            multiline
            minRows={3}
            disabled={readOnly}
          />
        </Stack>
      </Paper>

      <Paper variant="outlined" component="section" aria-label="Состав" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Состав
        </Typography>
        {!readOnly && (
          <Box sx={{ mb: 2 }}>
            <ItemPicker
              label="Добавить товар или услугу"
              kinds={['product', 'service']}
              exclude={(option) => lines.some((line) => line.kind === option.kind && line.id === option.id)}
              onPick={(option) => {
                setLinesError(null);
                setLines((current) => [
                  ...current,
                  {
                    kind: option.kind,
                    id: option.id,
                    name: option.name,
                    price: option.price,
                    count: '1',
                    is_archive: false,
                  },
                ]);
              }}
            />
          </Box>
        )}
        {linesError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {linesError}
          </Alert>
        )}
        {lines.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
            Добавьте товары и услуги, из которых состоит решение
          </Typography>
        ) : (
          <Stack component="ul" aria-label="Позиции" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {lines.map((line, index) => {
              const count = countOf(line.count);
              return (
                <Box
                  component="li"
                  key={`${line.kind}-${line.id}`}
                  aria-label={line.name}
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    gap: 1.5,
                    p: 1.5,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                  }}
                >
                  <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{line.name}</Typography>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
                      <Chip size="small" variant="outlined" label={KIND_LABEL[line.kind]} />
                      {line.is_archive && <Chip size="small" label="В архиве" />}
                      <Typography variant="body2" color="text.secondary">
                        {rubles(line.price)} за ед.
                      </Typography>
                    </Stack>
                  </Box>
                  <Box
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1,
                      flex: { xs: '1 1 100%', sm: '0 0 auto' },
                    }}
                  >
                    <TextField
                      size="small"
                      label="Количество"
                      value={line.count}
                      onChange={(event) => setCount(index, event.target.value)}
                      error={count === null}
                      helperText={count === null ? COUNT_ERROR : undefined}
                      disabled={readOnly}
                      slotProps={{
                        htmlInput: { inputMode: 'numeric', 'aria-label': `Количество: ${line.name}` },
                      }}
                      sx={{ width: 120 }}
                    />
                    <Typography sx={{ flexGrow: 1, minWidth: 120, textAlign: 'right', whiteSpace: 'nowrap' }}>
                      {formatRubles(Math.round(line.price * 100) * (count ?? 0))}
                    </Typography>
                    {!readOnly && (
                      <IconButton
                        aria-label={`Убрать из состава: ${line.name}`}
                        onClick={() => setLines((current) => current.filter((_, at) => at !== index))}
                      >
                        <DeleteOutline />
                      </IconButton>
                    )}
                  </Box>
                </Box>
              );
            })}
          </Stack>
        )}
      </Paper>

      {!readOnly && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => void handleSave()} disabled={save.isPending}>
            Сохранить
          </Button>
          <Button color="inherit" onClick={() => navigate(paths.compositions())}>
            Отмена
          </Button>
          {composition && canDelete && (
            <Button color="error" onClick={() => setRemoving(true)} sx={{ ml: 'auto' }}>
              Удалить
            </Button>
          )}
        </Box>
      )}
      <ConfirmDialog
        open={removing}
        text={composition ? `Удалить готовое решение «${composition.name}»?` : undefined}
        busy={remove.isPending}
        onConfirm={handleRemove}
        onCancel={() => setRemoving(false)}
      />
    </Stack>
  );
}
