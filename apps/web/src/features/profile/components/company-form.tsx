import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type CompanyProfile, updateCompanyProfileBodySchema } from '@sp/shared/api/profile';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { useTimedErrors } from '../../../components/use-timed-errors';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { type CompanyProfileBody, useCompanyMutations } from '../api/company-profile';

type CompanyFormProps = { company: CompanyProfile; readOnly: boolean };

export function CompanyForm({ company, readOnly }: CompanyFormProps) {
  const form = useForm<CompanyProfileBody>({
    resolver: zodResolver(updateCompanyProfileBodySchema),
    defaultValues: {
      name: company.name,
      inn: company.inn,
      phone: company.phone,
      email: company.email,
      address: company.address,
      description: company.description,
    },
  });
  useTimedErrors(form);
  const { update } = useCompanyMutations();
  const handleSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => snackbar.success('Данные компании сохранены'),
      onError: (error) => snackbar.error(errorText(error)),
    }),
  );
  const field = { control: form.control, disabled: readOnly };
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit}>
      <FormTextField {...field} name="name" label="Название" />
      <FormTextField {...field} name="inn" label="ИНН" inputMode="numeric" />
      <FormTextField {...field} name="phone" label="Телефон" type="tel" />
      <FormTextField {...field} name="email" label="E-mail" type="email" />
      <FormTextField {...field} name="address" label="Адрес" />
      <FormTextField {...field} name="description" label="Описание" multiline minRows={3} />
      {!readOnly && (
        <Button
          type="submit"
          variant="contained"
          disabled={update.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          Сохранить
        </Button>
      )}
    </Stack>
  );
}
