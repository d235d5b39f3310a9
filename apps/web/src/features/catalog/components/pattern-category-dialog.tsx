import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CATALOG_KINDS, type CatalogKind, type PatternCategory } from '@sp/shared/api/catalog';
import { MSG } from '@sp/shared/validation/messages';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';
import { GenericDialog } from '../../../components/generic-dialog';
import { useTimedErrors } from '../../../components/use-timed-errors';
import { ApiError, errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useSavePatternCategory } from '../api/admin-patterns';
import { KIND_TEXT } from './kind-text';

const schema = z.object({
  name: z.string().trim().min(1, MSG.required).max(100, MSG.tooLong),
  kind: z.enum(CATALOG_KINDS),
});
type Values = z.infer<typeof schema>;

type PatternCategoryDialogProps = {
  /** the category to edit; null creates one of `kind` */
  category: PatternCategory | null;
  kind: CatalogKind;
  onDelete: (category: PatternCategory) => void;
  onClose: () => void;
  onSaved?: (category: PatternCategory) => void;
};

/** A template category: its name and whether it holds products or services. */
export function PatternCategoryDialog({
  category,
  kind,
  onDelete,
  onClose,
  onSaved,
}: PatternCategoryDialogProps) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: category?.name ?? '', kind: category?.kind ?? kind },
  });
  useTimedErrors(form);
  const save = useSavePatternCategory();
  const handleSave = form.handleSubmit((values) =>
    save.mutate(
      { id: category?.id ?? null, body: { kind: values.kind, name: values.name.trim() } },
      {
        onSuccess: (saved) => {
          snackbar.success(category ? 'Категория сохранена' : 'Категория создана');
          onSaved?.(saved);
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
      title={category ? `Категория шаблонов «${category.name}»` : 'Новая категория шаблонов'}
      onClose={onClose}
      onSave={() => void handleSave()}
      busy={save.isPending}
      onDelete={category ? () => onDelete(category) : undefined}
      maxWidth="xs"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField control={form.control} name="name" label="Название категории" />
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <TextField
              select
              label="Вид"
              value={field.value}
              onChange={field.onChange}
              helperText={
                category?.items.length
                  ? 'Позиции категории переходят вместе с ней'
                  : 'Что будет в категории: товары или услуги'
              }
              fullWidth
            >
              {CATALOG_KINDS.map((value) => (
                <MenuItem key={value} value={value}>
                  {KIND_TEXT[value].title}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Stack>
    </GenericDialog>
  );
}
