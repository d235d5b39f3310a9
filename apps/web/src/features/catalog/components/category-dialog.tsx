import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import type { CatalogKind, Category } from '@sp/shared/api/catalog';
import { MSG } from '@sp/shared/validation/messages';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';
import { GenericDialog } from '../../../components/generic-dialog';
import { useTimedErrors } from '../../../components/use-timed-errors';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import type { CategoryScope } from '../api/categories';
import { useSaveCategory } from '../api/save-category';

const schema = z.object({ name: z.string().trim().min(1, MSG.required).max(100, MSG.tooLong) });
type Values = z.infer<typeof schema>;

type CategoryDialogProps = {
  scope: CategoryScope;
  kind: CatalogKind;
  category: Category | null;
  readOnly: boolean;
  canDelete: boolean;
  onDelete: (category: Category) => void;
  onClose: () => void;
};

/** Create or rename a category; public ones open read-only for companies. */
export function CategoryDialog({
  scope,
  kind,
  category,
  readOnly,
  canDelete,
  onDelete,
  onClose,
}: CategoryDialogProps) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: category?.name ?? '' },
  });
  useTimedErrors(form);
  const save = useSaveCategory(scope, kind);
  const handleSave = form.handleSubmit((values) =>
    save.mutate(
      { id: category?.id ?? null, name: values.name.trim() },
      {
        onSuccess: () => {
          snackbar.success(category ? 'Категория переименована' : 'Категория создана');
          onClose();
        },
        onError: (error) => snackbar.error(errorText(error)),
      },
    ),
  );
  const title = category
    ? readOnly
      ? `Категория «${category.name}»`
      : 'Изменить категорию'
    : 'Новая категория';
  return (
    <GenericDialog
      open
      title={title}
      readOnly={readOnly}
      onClose={onClose}
      onSave={() => void handleSave()}
      busy={save.isPending}
      onDelete={category && canDelete ? () => onDelete(category) : undefined}
      maxWidth="xs"
    >
      <Stack sx={{ pt: 1 }}>
        <FormTextField control={form.control} name="name" label="Название категории" disabled={readOnly} />
      </Stack>
    </GenericDialog>
  );
}
