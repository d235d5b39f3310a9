import { zodResolver } from '@hookform/resolvers/zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import type { CatalogKind, Category } from '@sp/shared/api/catalog';
import { MSG } from '@sp/shared/validation/messages';
import { type Control, Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';
import { GenericDialog } from '../../../components/generic-dialog';
import { useTimedErrors } from '../../../components/use-timed-errors';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import type { CategoryScope } from '../api/categories';
import { useSaveCategory } from '../api/save-category';

const schema = z.object({
  name: z.string().trim().min(1, MSG.required).max(100, MSG.tooLong),
  urgent: z.boolean(),
});
type Values = z.infer<typeof schema>;

function UrgentSwitch({ control, disabled }: { control: Control<Values>; disabled: boolean }) {
  return (
    <Controller
      control={control}
      name="urgent"
      render={({ field }) => (
        <div>
          <FormControlLabel
            sx={{ mt: 1 }}
            control={
              <Switch
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                disabled={disabled}
              />
            }
            label="Перевозка умершего для «Срочного вызова»"
          />
          <FormHelperText>
            Компании с активной услугой в этой категории получают срочные вызовы с сайта.
          </FormHelperText>
        </div>
      )}
    />
  );
}

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
    defaultValues: { name: category?.name ?? '', urgent: category?.is_urgent_evacuation ?? false },
  });
  // the mark «Срочный вызов» looks for is set by administrators on public service categories
  const marksUrgent = scope === 'admin' && kind === 'service';
  useTimedErrors(form);
  const save = useSaveCategory(scope, kind);
  const handleSave = form.handleSubmit((values) =>
    save.mutate(
      {
        id: category?.id ?? null,
        name: values.name.trim(),
        ...(marksUrgent ? { is_urgent_evacuation: values.urgent } : {}),
      },
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
        {marksUrgent && <UrgentSwitch control={form.control} disabled={readOnly} />}
      </Stack>
    </GenericDialog>
  );
}
