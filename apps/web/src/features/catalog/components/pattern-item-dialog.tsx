import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CATALOG_KINDS, type CatalogKind, MAX_DESCRIPTION, type PatternItem } from '@sp/shared/api/catalog';
import { MSG } from '@sp/shared/validation/messages';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';
import { GenericDialog } from '../../../components/generic-dialog';
import { useTimedErrors } from '../../../components/use-timed-errors';
import { ApiError, errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { usePatternCategoryOptions, useSavePatternItem } from '../api/admin-patterns';
import { KIND_TEXT } from './kind-text';
import { priceText, priceTextSchema, priceValue } from './price';
import { PriceField } from './price-field';

const schema = z.object({
  name: z.string().trim().min(1, MSG.required).max(200, MSG.tooLong),
  kind: z.enum(CATALOG_KINDS),
  category_id: z.string().min(1, 'Выберите категорию'),
  unit: z.string().trim().max(30, MSG.tooLong),
  price: priceTextSchema,
  description: z.string().max(MAX_DESCRIPTION, MSG.tooLong),
});
type Values = z.infer<typeof schema>;

type PatternItemDialogProps = {
  /** the item to edit; null creates one in `kind` and `categoryId` */
  item: PatternItem | null;
  kind: CatalogKind;
  categoryId: number | null;
  onDelete: (item: PatternItem) => void;
  onClose: () => void;
};

/**
 * A template item: name, kind, category (of that kind), unit, price in rubles and description. The kind
 * only narrows the categories: an item is a product or a service as its category is.
 */
export function PatternItemDialog({ item, kind, categoryId, onDelete, onClose }: PatternItemDialogProps) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: item?.name ?? '',
      kind: item?.kind ?? kind,
      category_id: String(item?.category_id ?? categoryId ?? ''),
      unit: item?.unit ?? '',
      price: priceText(item?.price),
      description: item?.description ?? '',
    },
  });
  useTimedErrors(form);
  const chosenKind = useWatch({ control: form.control, name: 'kind' });
  const categories = usePatternCategoryOptions(chosenKind);
  const save = useSavePatternItem();

  const handleSave = form.handleSubmit((values) =>
    save.mutate(
      {
        id: item?.id ?? null,
        body: {
          category_id: Number(values.category_id),
          name: values.name.trim(),
          unit: values.unit.trim(),
          price: priceValue(values.price),
          description: values.description,
        },
      },
      {
        onSuccess: () => {
          snackbar.success(item ? 'Изменения сохранены' : 'Позиция добавлена');
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            for (const [field, messages] of Object.entries(error.fields)) {
              if (field in schema.shape)
                form.setError(field as keyof Values, { message: messages.join(' ') });
            }
          }
          snackbar.error(errorText(error));
        },
      },
    ),
  );

  return (
    <GenericDialog
      open
      title={item ? `Позиция шаблона «${item.name}»` : 'Новая позиция шаблона'}
      onClose={onClose}
      onSave={() => void handleSave()}
      busy={save.isPending}
      onDelete={item ? () => onDelete(item) : undefined}
      maxWidth="md"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField control={form.control} name="name" label="Название" />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <TextField
                select
                label="Вид"
                value={field.value}
                onChange={(event) => {
                  field.onChange(event);
                  // a category of the other kind does not fit any more
                  form.setValue('category_id', '');
                }}
                fullWidth
              >
                {CATALOG_KINDS.map((value) => (
                  <MenuItem key={value} value={value}>
                    {KIND_TEXT[value].one}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={form.control}
            name="category_id"
            render={({ field, fieldState }) => (
              <TextField
                select
                label="Категория"
                value={categories.data ? field.value : ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message ??
                  (categories.data?.results.length === 0
                    ? `Сначала создайте категорию: ${KIND_TEXT[chosenKind].title.toLowerCase()}`
                    : undefined)
                }
                disabled={!categories.data}
                fullWidth
              >
                {/* an empty list while the categories load: a select always has its children */}
                {(categories.data?.results ?? []).map((category) => (
                  <MenuItem key={category.id} value={String(category.id)}>
                    {category.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <PriceField control={form.control} name="price" label="Цена" />
          <FormTextField
            control={form.control}
            name="unit"
            label="Единица измерения"
            helperText="Например: шт, м, час"
          />
        </Box>
        <FormTextField control={form.control} name="description" label="Описание" multiline minRows={3} />
      </Stack>
    </GenericDialog>
  );
}
