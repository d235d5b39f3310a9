import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { type Compensation, MAX_DESCRIPTION } from '@sp/shared/api/catalog';
import { MSG } from '@sp/shared/validation/messages';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';
import { GenericDialog } from '../../../components/generic-dialog';
import { useTimedErrors } from '../../../components/use-timed-errors';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useSaveCompensation } from '../api/save-compensation';
import { priceText, priceTextSchema, priceValue } from './price';
import { PriceField } from './price-field';

const schema = z.object({
  name: z.string().trim().min(1, MSG.required).max(200, MSG.tooLong),
  amount: priceTextSchema,
  description: z.string().max(MAX_DESCRIPTION, MSG.tooLong),
});
type Values = z.infer<typeof schema>;

type CompensationDialogProps = {
  compensation: Compensation | null;
  readOnly: boolean;
  canDelete: boolean;
  onDelete: (compensation: Compensation) => void;
  onClose: () => void;
};

/** A compensation: name, amount in rubles, description. */
export function CompensationDialog({
  compensation,
  readOnly,
  canDelete,
  onDelete,
  onClose,
}: CompensationDialogProps) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: compensation?.name ?? '',
      amount: priceText(compensation?.amount),
      description: compensation?.description ?? '',
    },
  });
  useTimedErrors(form);
  const save = useSaveCompensation();
  const handleSave = form.handleSubmit((values) =>
    save.mutate(
      {
        id: compensation?.id ?? null,
        body: {
          name: values.name.trim(),
          amount: priceValue(values.amount),
          description: values.description,
        },
      },
      {
        onSuccess: () => {
          snackbar.success(compensation ? 'Изменения сохранены' : 'Компенсация создана');
          onClose();
        },
        onError: (error) => snackbar.error(errorText(error)),
      },
    ),
  );
  const title = compensation
    ? readOnly
      ? `Компенсация «${compensation.name}»`
      : 'Изменить компенсацию'
    : 'Новая компенсация';
  return (
    <GenericDialog
      open
      title={title}
      readOnly={readOnly}
      onClose={onClose}
      onSave={() => void handleSave()}
      busy={save.isPending}
      onDelete={compensation && canDelete ? () => onDelete(compensation) : undefined}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <FormTextField control={form.control} name="name" label="Название" disabled={readOnly} />
        <Box sx={{ maxWidth: { sm: 280 } }}>
          <PriceField control={form.control} name="amount" label="Сумма" disabled={readOnly} />
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
    </GenericDialog>
  );
}
