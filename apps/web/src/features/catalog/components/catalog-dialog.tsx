import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import { type Catalog, MAX_DESCRIPTION } from '@sp/shared/api/catalog';
import { MSG } from '@sp/shared/validation/messages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';
import { GenericDialog } from '../../../components/generic-dialog';
import { useTimedErrors } from '../../../components/use-timed-errors';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useSaveCatalog } from '../api/save-catalog';
import { type ChosenItem, ItemsMultiSelect } from './items-multi-select';

const schema = z.object({
  name: z.string().trim().min(1, MSG.required).max(200, MSG.tooLong),
  description: z.string().max(MAX_DESCRIPTION, MSG.tooLong),
});
type Values = z.infer<typeof schema>;

type CatalogDialogProps = {
  catalog: Catalog | null;
  readOnly: boolean;
  canDelete: boolean;
  onDelete: (catalog: Catalog) => void;
  onClose: () => void;
};

/** A catalog: name, description, and the products and services it collects. */
export function CatalogDialog({ catalog, readOnly, canDelete, onDelete, onClose }: CatalogDialogProps) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: catalog?.name ?? '', description: catalog?.description ?? '' },
  });
  useTimedErrors(form);
  const [products, setProducts] = useState<ChosenItem[]>(catalog?.products ?? []);
  const [services, setServices] = useState<ChosenItem[]>(catalog?.services ?? []);
  const save = useSaveCatalog();
  const handleSave = form.handleSubmit((values) =>
    save.mutate(
      {
        id: catalog?.id ?? null,
        body: {
          name: values.name.trim(),
          description: values.description,
          product_ids: products.map((item) => item.id),
          service_ids: services.map((item) => item.id),
        },
      },
      {
        onSuccess: () => {
          snackbar.success(catalog ? 'Изменения сохранены' : 'Каталог создан');
          onClose();
        },
        onError: (error) => snackbar.error(errorText(error)),
      },
    ),
  );
  const title = catalog ? (readOnly ? `Каталог «${catalog.name}»` : 'Изменить каталог') : 'Новый каталог';
  return (
    <GenericDialog
      open
      title={title}
      readOnly={readOnly}
      onClose={onClose}
      onSave={() => void handleSave()}
      busy={save.isPending}
      onDelete={catalog && canDelete ? () => onDelete(catalog) : undefined}
      maxWidth="md"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField control={form.control} name="name" label="Название" disabled={readOnly} />
        <ItemsMultiSelect
          kind="product"
          label="Товары"
          value={products}
          onChange={setProducts}
          disabled={readOnly}
        />
        <ItemsMultiSelect
          kind="service"
          label="Услуги"
          value={services}
          onChange={setServices}
          disabled={readOnly}
        />
        <FormTextField
          control={form.control}
          name="description"
          label="Описание"
          multiline
          minRows={3}
          disabled={readOnly}
        />
      </Stack>
    </GenericDialog>
  );
}
