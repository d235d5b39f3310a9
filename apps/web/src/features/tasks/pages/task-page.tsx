import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type TaskDetail, taskUpdateSchema } from '@sp/shared/api/tasks';
import { formatDateTime } from '@sp/shared/format/date';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { ApiError, errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useModuleRights } from '../../../lib/use-module-rights';
import { useDeleteTask } from '../api/delete-task';
import { useTask } from '../api/task';
import { useUpdateTask } from '../api/update-task';
import { fieldMessages, isOverdue, issueMessages, localDateTimeValue } from '../components/format';
import { TaskComments } from '../components/task-comments';
import { type TaskDraft, TaskFields, taskBodyOf } from '../components/task-fields';
import { TaskStatusChip } from '../components/task-status-chip';
import { TodoList } from '../components/todo-list';

function draftOf(task: TaskDetail): TaskDraft {
  return {
    title: task.title,
    description: task.description,
    status: task.status,
    assignee: task.assignee ? String(task.assignee.id) : '',
    deadline: localDateTimeValue(task.deadline),
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function TaskForm({ task, readOnly }: { task: TaskDetail; readOnly: boolean }) {
  const update = useUpdateTask();
  const [draft, setDraft] = useState<TaskDraft>(() => draftOf(task));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saved = draftOf(task);
  const dirty = (Object.keys(saved) as (keyof TaskDraft)[]).some((key) => saved[key] !== draft[key]);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const parsed = taskUpdateSchema.safeParse({
      ...taskBodyOf(draft),
      order_id: task.order?.id ?? null,
      person_id: task.person?.id ?? null,
    });
    if (!parsed.success) {
      setErrors(issueMessages(parsed.error.issues));
      return;
    }
    update.mutate(
      { id: task.id, body: parsed.data },
      {
        onSuccess: (next) => {
          setErrors({});
          setDraft(draftOf(next));
          snackbar.success('Задача сохранена');
        },
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fields).length)
            setErrors(fieldMessages(error.fields));
          else snackbar.error(errorText(error));
        },
      },
    );
  };

  return (
    <Box component="form" onSubmit={save} noValidate>
      <TaskFields
        draft={draft}
        onChange={(next) => setDraft((current) => ({ ...current, ...next }))}
        errors={errors}
        disabled={readOnly}
        currentAssignee={task.assignee}
      />
      {!readOnly && (
        <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={update.isPending || !dirty}>
            Сохранить
          </Button>
          {dirty && (
            <Button
              color="inherit"
              onClick={() => {
                setDraft(draftOf(task));
                setErrors({});
              }}
            >
              Отменить изменения
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}

/**
 * /app/tasks/{id}: the task's fields (status, assignee, deadline), the deal it belongs to, its to-do list (tick,
 * add, rename, reorder by dragging or with the arrows) and comments; deleted after confirm. A read-only employee
 * sees it all disabled.
 */
export function TaskPage() {
  const id = Number(useParams().id);
  const rights = useModuleRights('tasks');
  const navigate = useNavigate();
  const task = useTask(id);
  const remove = useDeleteTask();
  const [removing, setRemoving] = useState(false);

  const back = (
    <Button component={RouterLink} to="/app/tasks" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
      Все задачи
    </Button>
  );
  if (task.isPending) return <PageState kind="loading" />;
  if (task.isError) {
    return (
      <Box>
        {back}
        <PageState kind="error" error={task.error} onRetry={() => void task.refetch()} />
      </Box>
    );
  }
  const data = task.data;
  const overdue = isOverdue(data);

  return (
    <Box>
      {back}
      <PageHeader
        title={data.title}
        actions={
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <TaskStatusChip status={data.status} />
            {rights.canDelete && (
              <Button color="error" variant="outlined" onClick={() => setRemoving(true)}>
                Удалить
              </Button>
            )}
          </Box>
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <Section title="Задача">
            <TaskForm key={data.id} task={data} readOnly={!rights.canEdit} />
          </Section>
          <Section title="Пункты">
            <TodoList task={data} canEdit={rights.canEdit} />
          </Section>
          <Section title="Комментарии">
            <TaskComments taskId={data.id} canEdit={rights.canEdit} />
          </Section>
        </Box>
        <Section title="Сведения">
          <Fact label="Сделка">
            {data.order ? (
              <Link component={RouterLink} to={`/app/orders/${data.order.id}`}>
                Сделка № {data.order.number}
              </Link>
            ) : (
              'Не привязана'
            )}
          </Fact>
          {data.person && <Fact label="Человек">{data.person.full_name}</Fact>}
          <Fact label="Срок">
            {data.deadline ? (
              <Typography component="span" variant="body2" color={overdue ? 'error' : undefined}>
                {formatDateTime(data.deadline)}
                {overdue && ' · просрочена'}
              </Typography>
            ) : (
              'Без срока'
            )}
          </Fact>
          <Fact label="Исполнитель">{data.assignee?.name ?? 'Не назначен'}</Fact>
          {data.template && <Fact label="Шаблон">{data.template.title}</Fact>}
          <Fact label="Создал">{data.created_by?.name ?? '—'}</Fact>
          <Fact label="Создана">{formatDateTime(data.created_at)}</Fact>
          <Fact label="Изменена">{formatDateTime(data.updated_at)}</Fact>
        </Section>
      </Box>
      <ConfirmDialog
        open={removing}
        text={`Удалить задачу «${data.title}» вместе с пунктами и комментариями?`}
        busy={remove.isPending}
        onConfirm={() =>
          remove.mutate(data.id, {
            onSuccess: () => {
              snackbar.success('Задача удалена');
              navigate('/app/tasks');
            },
            onError: (error) => snackbar.error(errorText(error)),
            onSettled: () => setRemoving(false),
          })
        }
        onCancel={() => setRemoving(false)}
      />
    </Box>
  );
}
