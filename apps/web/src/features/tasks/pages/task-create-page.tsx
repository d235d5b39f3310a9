import { zodResolver } from '@hookform/resolvers/zod';
import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  TASK_LIMITS,
  type TaskTemplate,
  taskCreateSchema,
  taskFromTemplateSchema,
} from '@sp/shared/api/tasks';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { type FormEvent, useMemo, useState } from 'react';
import { Controller, type FieldPath, FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { ApiError, errorText } from '../../../lib/api-error';
import { RouterLink } from '../../../lib/router-link';
import { snackbar } from '../../../lib/snackbar-store';
import { useCreateTask } from '../api/create-task';
import { useTaskFromTemplate } from '../api/task-from-template';
import { useTemplates } from '../api/templates';
import { firstMessage } from '../components/format';
import { EMPTY_TASK_DRAFT, type TaskDraft, TaskFields, taskBodyOf } from '../components/task-fields';

type Mode = 'scratch' | 'template';

/** The form's values: the task's fields as typed, the chosen template, the first to-dos, and what it is tied to. */
type TaskCreateForm = TaskDraft & {
  /** the chosen template's id as the select holds it, '' for none */
  template_id: string;
  todos: { title: string }[];
  order_id: number | null;
  person_id: number | null;
};

/** What the form sends: a task from scratch, or one from a template. */
type TaskCreateRequest =
  | { kind: 'scratch'; body: z.output<typeof taskCreateSchema> }
  | { kind: 'template'; body: z.output<typeof fromTemplateBodySchema> };

const CHOOSE_TEMPLATE = 'Выберите шаблон';

/** From scratch: the fields, the filled to-dos in order, the links (the shared schema checks them). */
const scratchSchema = z
  .custom<TaskCreateForm>()
  .transform(
    (values): z.input<typeof taskCreateSchema> => ({
      ...taskBodyOf(values),
      order_id: values.order_id,
      person_id: values.person_id,
      todos: values.todos.map((todo) => todo.title.trim()).filter(Boolean),
    }),
  )
  .pipe(taskCreateSchema)
  .transform((body): TaskCreateRequest => ({ kind: 'scratch', body }));

/** The shared rules of a task from a template; no template chosen (or none loaded) reads «Выберите шаблон». */
const fromTemplateBodySchema = taskFromTemplateSchema.extend({
  template_id: z.number({ error: CHOOSE_TEMPLATE }).int(CHOOSE_TEMPLATE).positive(CHOOSE_TEMPLATE),
});

/** From a template: the chosen one among those loaded, the title if typed, the rest. */
const templateSchema = (templates: readonly TaskTemplate[] | undefined) =>
  z
    .custom<TaskCreateForm>()
    .transform((values): z.input<typeof fromTemplateBodySchema> => {
      const { title, status, assignee_id, deadline } = taskBodyOf(values);
      return {
        // undefined when none is chosen: the schema answers «Выберите шаблон»
        template_id: templates?.find((row) => String(row.id) === values.template_id)?.id as number,
        title: title || undefined,
        status,
        assignee_id,
        deadline,
        order_id: values.order_id,
        person_id: values.person_id,
      };
    })
    .pipe(fromTemplateBodySchema)
    .transform((body): TaskCreateRequest => ({ kind: 'template', body }));

const positive = (value: string | null): number | null => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

/**
 * /app/tasks/create (the add menu's «Задача»): a task from scratch with its first to-dos, or from a template in one
 * step. ?order_id= ties it to a deal, ?person_id= to a person, ?template_id= opens the template's way with it chosen.
 */
export function TaskCreatePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderId = positive(params.get('order_id'));
  const personId = positive(params.get('person_id'));
  const [mode, setMode] = useState<Mode>(params.get('template_id') ? 'template' : 'scratch');
  const templates = useTemplates({ offset: 0, limit: 100 });
  const create = useCreateTask();
  const fromTemplate = useTaskFromTemplate();
  const loaded = templates.data?.results;
  const resolver = useMemo(
    () => (mode === 'scratch' ? zodResolver(scratchSchema) : zodResolver(templateSchema(loaded))),
    [mode, loaded],
  );
  const form = useForm<TaskCreateForm, unknown, TaskCreateRequest>({
    resolver,
    defaultValues: {
      ...EMPTY_TASK_DRAFT,
      template_id: params.get('template_id') ?? '',
      todos: [],
      order_id: orderId,
      person_id: personId,
    },
    // messages stay until the next «Создать задачу», as the page always showed them
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const todos = useFieldArray({ control: form.control, name: 'todos' });
  const templateId = form.watch('template_id');
  const template = loaded?.find((row) => String(row.id) === templateId) ?? null;
  const { errors } = form.formState;
  const todosError = firstMessage(errors.todos);
  const busy = create.isPending || fromTemplate.isPending;

  const done = (task: { id: number; title: string }) => {
    snackbar.success(`Задача «${task.title}» создана`);
    navigate(paths.task(task.id), { replace: true });
  };
  const failed = (error: unknown) => {
    if (error instanceof ApiError && Object.keys(error.fields).length) {
      for (const [field, messages] of Object.entries(error.fields)) {
        form.setError(field as FieldPath<TaskCreateForm>, { message: messages.join(' ') });
      }
    } else snackbar.error(errorText(error));
  };

  const send = form.handleSubmit((request) => {
    if (request.kind === 'scratch') create.mutate(request.body, { onSuccess: done, onError: failed });
    else fromTemplate.mutate(request.body, { onSuccess: done, onError: failed });
  });
  /** The deal and the person come from the address as it stands (the add menu may change it under the form). */
  const submit = (event: FormEvent) => {
    form.setValue('order_id', orderId);
    form.setValue('person_id', personId);
    return send(event);
  };

  const switchTo = (next: Mode) => {
    setMode(next);
    form.clearErrors();
  };

  return (
    <FormProvider {...form}>
      <Box>
        <Button component={RouterLink} to={paths.tasks()} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
          Все задачи
        </Button>
        <PageHeader title="Новая задача" />
        <Paper
          variant="outlined"
          component="form"
          onSubmit={submit}
          noValidate
          aria-label="Новая задача"
          sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, maxWidth: 900 }}
        >
          <ButtonGroup aria-label="Как создать задачу" sx={{ flexWrap: 'wrap' }}>
            <Button
              aria-pressed={mode === 'scratch'}
              variant={mode === 'scratch' ? 'contained' : 'outlined'}
              onClick={() => switchTo('scratch')}
            >
              С нуля
            </Button>
            <Button
              aria-pressed={mode === 'template'}
              variant={mode === 'template' ? 'contained' : 'outlined'}
              onClick={() => switchTo('template')}
            >
              Из шаблона
            </Button>
          </ButtonGroup>
          {orderId && (
            <Alert severity="info">
              Задача будет привязана к сделке.{' '}
              <Link component={RouterLink} to={paths.order(orderId)}>
                Открыть сделку
              </Link>
            </Alert>
          )}
          {personId && !orderId && (
            <Alert severity="info">Задача будет привязана к человеку из сделок компании.</Alert>
          )}
          {errors.order_id?.message && <Alert severity="error">{errors.order_id.message}</Alert>}
          {errors.person_id?.message && <Alert severity="error">{errors.person_id.message}</Alert>}

          {mode === 'template' && (
            <Box sx={{ display: 'grid', gap: 1 }}>
              {templates.isError ? (
                <PageState kind="error" error={templates.error} onRetry={() => void templates.refetch()} />
              ) : (
                <Controller
                  control={form.control}
                  name="template_id"
                  render={({ field, fieldState }) => (
                    <TextField
                      select
                      label="Шаблон"
                      required
                      value={template ? field.value : ''}
                      onChange={(event) => {
                        field.onChange(event);
                        form.clearErrors('template_id');
                      }}
                      onBlur={field.onBlur}
                      error={Boolean(fieldState.error?.message)}
                      helperText={
                        fieldState.error?.message ||
                        (templates.data?.count === 0
                          ? 'Шаблонов пока нет: создайте их в разделе «Шаблоны задач».'
                          : undefined)
                      }
                      disabled={templates.isPending}
                    >
                      {templates.data?.results.map((row) => (
                        <MenuItem key={row.id} value={String(row.id)}>
                          {row.title}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
              )}
              {template && (
                <Box>
                  <Typography variant="body2" color="text.secondary">
                    {template.todos.length
                      ? `Пункты из шаблона (${template.todos.length}):`
                      : 'В шаблоне нет пунктов.'}
                  </Typography>
                  {template.todos.length > 0 && (
                    <Box component="ol" aria-label="Пункты из шаблона" sx={{ my: 0.5, pl: 3 }}>
                      {template.todos.map((todo) => (
                        <Typography component="li" variant="body2" key={todo.id}>
                          {todo.title}
                        </Typography>
                      ))}
                    </Box>
                  )}
                </Box>
              )}
            </Box>
          )}

          <TaskFields
            disabled={busy}
            titlePlaceholder={mode === 'template' ? (template?.title ?? 'Как в шаблоне') : undefined}
            hideDescription={mode === 'template'}
          />

          {mode === 'scratch' && (
            <Box component="section" aria-label="Пункты" sx={{ display: 'grid', gap: 1 }}>
              <Typography variant="subtitle1" component="h2">
                Пункты
              </Typography>
              {todos.fields.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  Разбейте задачу на шаги, если нужно: их можно отмечать по мере выполнения.
                </Typography>
              )}
              {todos.fields.map((line, index) => (
                <Box key={line.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <Controller
                    control={form.control}
                    name={`todos.${index}.title`}
                    render={({ field }) => (
                      <TextField
                        size="small"
                        label={`Пункт ${index + 1}`}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        inputRef={field.ref}
                        error={Boolean(todosError)}
                        slotProps={{ htmlInput: { maxLength: TASK_LIMITS.todo } }}
                        sx={{ flexGrow: 1 }}
                      />
                    )}
                  />
                  <IconButton aria-label={`Убрать пункт ${index + 1}`} onClick={() => todos.remove(index)}>
                    <DeleteOutline />
                  </IconButton>
                </Box>
              ))}
              {todosError && (
                <Typography variant="caption" color="error">
                  {todosError}
                </Typography>
              )}
              <Box>
                <Button
                  startIcon={<Add />}
                  onClick={() => todos.append({ title: '' }, { shouldFocus: false })}
                  disabled={todos.fields.length >= TASK_LIMITS.todos}
                >
                  Добавить пункт
                </Button>
              </Box>
            </Box>
          )}

          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={busy}>
              Создать задачу
            </Button>
            <Button component={RouterLink} to={paths.tasks()} color="inherit">
              Отмена
            </Button>
          </Box>
        </Paper>
      </Box>
    </FormProvider>
  );
}
