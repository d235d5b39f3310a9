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
import { TASK_LIMITS, taskCreateSchema, taskFromTemplateSchema } from '@sp/shared/api/tasks';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { ApiError, errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useCreateTask } from '../api/create-task';
import { useTaskFromTemplate } from '../api/task-from-template';
import { useTemplates } from '../api/templates';
import { fieldMessages, issueMessages } from '../components/format';
import { EMPTY_TASK_DRAFT, type TaskDraft, TaskFields, taskBodyOf } from '../components/task-fields';

type Mode = 'scratch' | 'template';

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
  const [templateId, setTemplateId] = useState(params.get('template_id') ?? '');
  const [draft, setDraft] = useState<TaskDraft>(EMPTY_TASK_DRAFT);
  const [todos, setTodos] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const templates = useTemplates({ offset: 0, limit: 100 });
  const create = useCreateTask();
  const fromTemplate = useTaskFromTemplate();
  const template = templates.data?.results.find((row) => String(row.id) === templateId) ?? null;
  const busy = create.isPending || fromTemplate.isPending;

  const change = (next: Partial<TaskDraft>) => setDraft((current) => ({ ...current, ...next }));
  const links = { order_id: orderId, person_id: personId };

  const done = (task: { id: number; title: string }) => {
    snackbar.success(`Задача «${task.title}» создана`);
    navigate(`/app/tasks/${task.id}`, { replace: true });
  };
  const failed = (error: unknown) => {
    if (error instanceof ApiError && Object.keys(error.fields).length) setErrors(fieldMessages(error.fields));
    else snackbar.error(errorText(error));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'scratch') {
      const parsed = taskCreateSchema.safeParse({
        ...taskBodyOf(draft),
        ...links,
        todos: todos.map((title) => title.trim()).filter(Boolean),
      });
      if (!parsed.success) {
        setErrors(issueMessages(parsed.error.issues));
        return;
      }
      setErrors({});
      create.mutate(parsed.data, { onSuccess: done, onError: failed });
      return;
    }
    const { title, status, assignee_id, deadline } = taskBodyOf(draft);
    const parsed = taskFromTemplateSchema.safeParse({
      template_id: template?.id,
      title: title || undefined,
      status,
      assignee_id,
      deadline,
      ...links,
    });
    if (!parsed.success) {
      const messages = issueMessages(parsed.error.issues);
      if (messages.template_id) messages.template_id = 'Выберите шаблон';
      setErrors(messages);
      return;
    }
    setErrors({});
    fromTemplate.mutate(parsed.data, { onSuccess: done, onError: failed });
  };

  return (
    <Box>
      <Button component={RouterLink} to="/app/tasks" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
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
            onClick={() => {
              setMode('scratch');
              setErrors({});
            }}
          >
            С нуля
          </Button>
          <Button
            aria-pressed={mode === 'template'}
            variant={mode === 'template' ? 'contained' : 'outlined'}
            onClick={() => {
              setMode('template');
              setErrors({});
            }}
          >
            Из шаблона
          </Button>
        </ButtonGroup>
        {orderId && (
          <Alert severity="info">
            Задача будет привязана к сделке.{' '}
            <Link component={RouterLink} to={`/app/orders/${orderId}`}>
              Открыть сделку
            </Link>
          </Alert>
        )}
        {personId && !orderId && (
          <Alert severity="info">Задача будет привязана к человеку из сделок компании.</Alert>
        )}
        {errors.order_id && <Alert severity="error">{errors.order_id}</Alert>}
        {errors.person_id && <Alert severity="error">{errors.person_id}</Alert>}

        {mode === 'template' && (
          <Box sx={{ display: 'grid', gap: 1 }}>
            {templates.isError ? (
              <PageState kind="error" error={templates.error} onRetry={() => void templates.refetch()} />
            ) : (
              <TextField
                select
                label="Шаблон"
                required
                value={template ? templateId : ''}
                onChange={(event) => {
                  setTemplateId(event.target.value);
                  setErrors((current) => ({ ...current, template_id: '' }));
                }}
                error={Boolean(errors.template_id)}
                helperText={
                  errors.template_id ||
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
          draft={draft}
          onChange={change}
          errors={errors}
          disabled={busy}
          titlePlaceholder={mode === 'template' ? (template?.title ?? 'Как в шаблоне') : undefined}
          hideDescription={mode === 'template'}
        />

        {mode === 'scratch' && (
          <Box component="section" aria-label="Пункты" sx={{ display: 'grid', gap: 1 }}>
            <Typography variant="subtitle1" component="h2">
              Пункты
            </Typography>
            {todos.length === 0 && (
              <Typography variant="body2" color="text.secondary">
                Разбейте задачу на шаги, если нужно: их можно отмечать по мере выполнения.
              </Typography>
            )}
            {todos.map((title, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines have no ids before they are saved
              <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <TextField
                  size="small"
                  label={`Пункт ${index + 1}`}
                  value={title}
                  onChange={(event) =>
                    setTodos((current) =>
                      current.map((item, at) => (at === index ? event.target.value : item)),
                    )
                  }
                  error={Boolean(errors.todos)}
                  slotProps={{ htmlInput: { maxLength: TASK_LIMITS.todo } }}
                  sx={{ flexGrow: 1 }}
                />
                <IconButton
                  aria-label={`Убрать пункт ${index + 1}`}
                  onClick={() => setTodos((current) => current.filter((_, at) => at !== index))}
                >
                  <DeleteOutline />
                </IconButton>
              </Box>
            ))}
            {errors.todos && (
              <Typography variant="caption" color="error">
                {errors.todos}
              </Typography>
            )}
            <Box>
              <Button
                startIcon={<Add />}
                onClick={() => setTodos((current) => [...current, ''])}
                disabled={todos.length >= TASK_LIMITS.todos}
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
          <Button component={RouterLink} to="/app/tasks" color="inherit">
            Отмена
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
