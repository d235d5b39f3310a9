import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type CatalogItem, type CatalogKind, MAX_DESCRIPTION } from '@sp/shared/api/catalog';
import { MSG } from '@sp/shared/validation/messages';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';
import { GenericDialog } from '../../../components/generic-dialog';
import { useTimedErrors } from '../../../components/use-timed-errors';
import { ApiError, errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useCategoryOptions } from '../api/categories';
import { useSaveItem } from '../api/save-item';
import { HiddenByAdminNotice } from './hidden-by-admin';
import { ItemPhotos } from './item-photos';
import { KIND_TEXT } from './kind-text';
import { priceText, priceTextSchema, priceValue } from './price';
import { PriceField } from './price-field';

const itemFormSchema = z.object({
  name: z.string().trim().min(1, MSG.required).max(200, MSG.tooLong),
  category_id: z.string(),
  article: z.string().trim().max(100, MSG.tooLong),
  unit: z.string().trim().max(30, MSG.tooLong),
  price: priceTextSchema,
  description: z.string().max(MAX_DESCRIPTION, MSG.tooLong),
});
type ItemForm = z.infer<typeof itemFormSchema>;

const formOf = (item: CatalogItem | null): ItemForm => ({
  name: item?.name ?? '',
  category_id: item?.category_id ? String(item.category_id) : '',
  article: item?.article ?? '',
  unit: item?.unit ?? '',
  price: priceText(item?.price),
  description: item?.description ?? '',
});

type ItemDialogProps = {
  kind: CatalogKind;
  /** the record to edit; null creates one */
  item: CatalogItem | null;
  readOnly: boolean;
  canDelete: boolean;
  onClose: () => void;
  /** «Удалить» for an active record, «Восстановить» for an archived one */
  onDelete: (item: CatalogItem) => void;
};

/**
 * A product or service in the generic dialog: name, category, article, unit, price, description; the
 * photos once it is saved (a new record stays open after saving so photos can be added).
 */
export function ItemDialog({ kind, item, readOnly, canDelete, onClose, onDelete }: ItemDialogProps) {
  const text = KIND_TEXT[kind];
  const [current, setCurrent] = useState<CatalogItem | null>(item);
  const form = useForm<ItemForm>({ resolver: zodResolver(itemFormSchema), defaultValues: formOf(item) });
  useTimedErrors(form);
  const categories = useCategoryOptions(kind);
  const save = useSaveItem(kind);

  const handleSave = form.handleSubmit((values) =>
    save.mutate(
      {
        id: current?.id ?? null,
        body: {
          name: values.name.trim(),
          category_id: values.category_id ? Number(values.category_id) : null,
          article: values.article.trim(),
          unit: values.unit.trim(),
          price: priceValue(values.price),
          description: values.description,
        },
      },
      {
        onSuccess: (saved) => {
          if (current) {
            snackbar.success('Изменения сохранены');
            onClose();
          } else {
            snackbar.success(`${text.created}. Теперь можно добавить фотографии.`);
            setCurrent(saved);
            form.reset(formOf(saved));
          }
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            for (const [field, messages] of Object.entries(error.fields)) {
              if (field in itemFormSchema.shape) {
                form.setError(field as keyof ItemForm, { message: messages.join(' ') });
              }
            }
          }
          snackbar.error(errorText(error));
        },
      },
    ),
  );

  const title = current
    ? readOnly
      ? `${text.one} «${current.name}»`
      : `Изменить: ${current.name}`
    : text.newTitle;
  return (
    <GenericDialog
      open
      title={title}
      readOnly={readOnly}
      onClose={onClose}
      onSave={() => void handleSave()}
      busy={save.isPending}
      onDelete={current && canDelete ? () => onDelete(current) : undefined}
      deleted={current?.is_archive}
      maxWidth="md"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {current?.is_archive && <Alert severity="info">Запись в архиве и не видна в каталоге.</Alert>}
        <HiddenByAdminNotice hidden={current?.hidden ?? null} />
        <FormTextField control={form.control} name="name" label="Название" disabled={readOnly} />
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' },
          }}
        >
          <Controller
            control={form.control}
            name="category_id"
            render={({ field }) => (
              <TextField
                select
                label="Категория"
                value={field.value}
                onChange={field.onChange}
                disabled={readOnly}
                fullWidth
              >
                <MenuItem value="">
                  <em>Без категории</em>
                </MenuItem>
                {categories.data?.results.map((category) => (
                  <MenuItem key={category.id} value={String(category.id)}>
                    {category.name}
                    {category.is_public ? ' (общая)' : ''}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <FormTextField control={form.control} name="article" label="Артикул" disabled={readOnly} />
          <FormTextField
            control={form.control}
            name="unit"
            label="Единица измерения"
            helperText="Например: шт, м, час"
            disabled={readOnly}
          />
        </Box>
        <Box sx={{ maxWidth: { sm: 280 } }}>
          <PriceField control={form.control} name="price" label="Цена" disabled={readOnly} />
        </Box>
        <FormTextField
          control={form.control}
          name="description"
          label="Описание"
          multiline
          minRows={3}
          disabled={readOnly}
        />
        <Divider />
        {current ? (
          <ItemPhotos item={current} readOnly={readOnly} onChange={setCurrent} />
        ) : (
          <Alert severity="info" variant="outlined">
            Фотографии можно добавить после сохранения.
          </Alert>
        )}
      </Stack>
    </GenericDialog>
  );
}
