import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AgentRequest } from '@sp/shared/api/agent-requests';
import { ORDER_CATEGORIES, ORDER_CATEGORY_LABELS } from '@sp/shared/orders/kinds';
import type { ReactNode } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { DateField } from '../../../components/date-fields';
import { FormTextField } from '../../../components/form-text-field';
import { localDay } from '../../../components/month-calendar';
import { PhoneField } from '../../../components/phone-field';
import { useTimedErrors } from '../../../components/use-timed-errors';
import { ApiError, errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useSaveAgentRequest } from '../api/save-agent-request';
import {
  type AgentRequestFormValues,
  agentRequestResolver,
  asBody,
  valuesOf,
} from './agent-request-form-values';

const grid = (columns: string) => ({
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: columns },
});

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {hint}
        </Typography>
      )}
      <Stack spacing={2} sx={{ mt: 2 }}>
        {children}
      </Stack>
    </Paper>
  );
}

type AgentRequestFormProps = {
  /** the request to edit; null records a new one */
  request: AgentRequest | null;
  onSaved: (saved: AgentRequest) => void;
  onCancel: () => void;
};

/**
 * An agent request as the dispatcher takes the call: who brought the case, whom in the family to call, who died
 * and where the body is now, what is needed, the note and the agent's fee in rubles. Every rule is the server's
 * (the shared schema); the server's own answer goes to its field.
 */
export function AgentRequestForm({ request, onSaved, onCancel }: AgentRequestFormProps) {
  const form = useForm<AgentRequestFormValues>({
    resolver: agentRequestResolver,
    defaultValues: valuesOf(request),
  });
  useTimedErrors(form);
  const save = useSaveAgentRequest();

  const handleSave = form.handleSubmit((body) => {
    save.mutate(
      { id: request?.id ?? null, body: asBody(body) },
      {
        onSuccess: (saved) => {
          snackbar.success(request ? 'Изменения сохранены' : 'Заявка агента добавлена');
          onSaved(saved);
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            for (const [field, messages] of Object.entries(error.fields)) {
              form.setError(field as FieldPath<AgentRequestFormValues>, { message: messages.join(' ') });
            }
          }
          snackbar.error(errorText(error));
        },
      },
    );
  });

  const field = (name: FieldPath<AgentRequestFormValues>, label: string, extra: object = {}) => (
    <FormTextField control={form.control} name={name} label={label} {...extra} />
  );
  const phone = (name: 'agent_phone' | 'contact_phone', label: string, helper?: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: input, fieldState }) => (
        <PhoneField
          label={label}
          value={input.value}
          onChange={input.onChange}
          onBlur={input.onBlur}
          name={input.name}
          inputRef={input.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helper}
          fullWidth
        />
      )}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={(event) => void handleSave(event)}>
      <Stack spacing={2}>
        <Section
          title="Агент"
          hint="Кто сообщил о случае: санитар, сотрудник полиции, дома престарелых, партнёр."
        >
          <Box sx={grid('1fr 1fr')}>
            {field('agent_name', 'ФИО агента', { autoComplete: 'off' })}
            {phone('agent_phone', 'Телефон агента')}
          </Box>
          {field('agent_organization', 'Организация агента', {
            helperText: 'Больница, морг, отдел полиции, дом престарелых…',
          })}
        </Section>

        <Section title="Контакт семьи" hint="Клиент сделки создаётся по ФИО, телефону и e-mail.">
          {field('contact_name', 'ФИО контактного лица', {
            autoComplete: 'off',
            helperText: 'Фамилия Имя Отчество',
          })}
          <Box sx={grid('1fr 1fr')}>
            {phone('contact_phone', 'Телефон семьи')}
            {field('contact_email', 'E-mail семьи', { type: 'email', autoComplete: 'off' })}
          </Box>
        </Section>

        <Section title="Умерший">
          <Box sx={grid('1fr 1fr 1fr')}>
            {field('deceased_last_name', 'Фамилия', { autoComplete: 'off' })}
            {field('deceased_first_name', 'Имя', { autoComplete: 'off' })}
            {field('deceased_patronymic', 'Отчество', { autoComplete: 'off' })}
          </Box>
          <Box sx={grid('1fr 2fr')}>
            <Controller
              control={form.control}
              name="date_death"
              render={({ field: input, fieldState }) => (
                <DateField
                  label="Дата смерти"
                  value={input.value}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  name={input.name}
                  inputRef={input.ref}
                  problem={fieldState.error?.message}
                  hint="Если известна"
                  max={localDay(new Date())}
                  fullWidth
                />
              )}
            />
            {field('place', 'Где находится сейчас', { helperText: 'Морг, больница или адрес' })}
          </Box>
        </Section>

        <Section title="Что нужно">
          <Box sx={grid('1fr 1fr')}>
            <Controller
              control={form.control}
              name="category_order"
              render={({ field: input, fieldState }) => (
                <TextField
                  select
                  label="Услуга"
                  value={input.value}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  name={input.name}
                  inputRef={input.ref}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? 'Категория будущей сделки'}
                  fullWidth
                >
                  {ORDER_CATEGORIES.map((category) => (
                    <MenuItem key={category} value={String(category)}>
                      {ORDER_CATEGORY_LABELS[category]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {field('fee', 'Вознаграждение агенту, ₽', {
              inputMode: 'decimal',
              autoComplete: 'off',
              helperText: 'Например, 3000 или 2500,50',
            })}
          </Box>
          {field('note', 'Комментарий', { multiline: true, minRows: 3 })}
        </Section>

        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }} useFlexGap>
          <Button color="inherit" onClick={onCancel} disabled={save.isPending}>
            Отмена
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {request ? 'Сохранить' : 'Добавить заявку'}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
