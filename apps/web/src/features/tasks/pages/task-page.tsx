import { zodResolver } from '@hookform/resolvers/zod';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type TaskDetail, taskUpdateSchema } from '@sp/shared/api/tasks';
import { formatDateTime } from '@sp/shared/format/date';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { type ReactNode, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { ApiError, errorText } from '../../../lib/api-error';
import { RouterLink } from '../../../lib/router-link';
import { snackbar } from '../../../lib/snackbar-store';
import { useModuleRights } from '../../../lib/use-module-rights';
import { useDeleteTask } from '../api/delete-task';
import { useTask } from '../api/task';
import { useUpdateTask } from '../api/update-task';
import { isOverdue, localDateTimeValue } from '../components/format';
import { TaskComments } from '../components/task-comments';
import { type TaskDraft, TaskFields, taskBodyOf } from '../components/task-fields';
import { TaskStatusChip } from '../components/task-status-chip';
import { TodoList } from '../components/todo-list';

function draftOf(task: TaskDetail): TaskDraft {
  return {
    title: task.title,
    description: task.description,
    status: task.status,
    assignee_id: task.assignee ? String(task.assignee.id) : '',
    deadline: localDateTimeValue(task.deadline),
  };
}

/** Every field of the task as the API's PUT takes it; the deal and the person it is tied to stay. */
const updateSchema = (links: { order_id: number | null; person_id: number | null }) =>
  z
    .custom<TaskDraft>()
    .transform((draft): z.input<typeof taskUpdateSchema> => ({ ...taskBodyOf(draft), ...links }))
    .pipe(taskUpdateSchema);

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
  const orderId = task.order?.id ?? null;
  const personId = task.person?.id ?? null;
  const resolver = useMemo(
    () => zodResolver(updateSchema({ order_id: orderId, person_id: personId })),
    [orderId, personId],
  );
  const form = useForm<TaskDraft, unknown, z.output<typeof taskUpdateSchema>>({
    resolver,
    defaultValues: draftOf(task),
    // messages stay until the next «Сохранить», as the page always showed them
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const draft = form.watch();
  const saved = draftOf(task);
  const dirty = (Object.keys(saved) as (keyof TaskDraft)[]).some((key) => saved[key] !== draft[key]);

  const save = form.handleSubmit((body) =>
    update.mutate(
      { id: task.id, body },
      {
        onSuccess: (next) => {
          form.reset(draftOf(next));
          snackbar.success('Задача сохранена');
        },
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fields).length) {
            for (const [field, messages] of Object.entries(error.fields)) {
              form.setError(field as keyof TaskDraft, { message: messages.join(' ') });
            }
          } else snackbar.error(errorText(error));
        },
      },
    ),
  );

  return (
    <FormProvider {...form}>
      <Box component="form" onSubmit={save} noValidate>
        <TaskFields disabled={readOnly} currentAssignee={task.assignee} />
        {!readOnly && (
          <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained" disabled={update.isPending || !dirty}>
              Сохранить
            </Button>
            {dirty && (
              <Button color="inherit" onClick={() => form.reset(draftOf(task))}>
                Отменить изменения
              </Button>
            )}
          </Box>
        )}
      </Box>
    </FormProvider>
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
    <Button component={RouterLink} to={paths.tasks()} startIcon={<ArrowBack />} sx={{ mb: 1 }}>
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
              <Link component={RouterLink} to={paths.order(data.order.id)}>
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
              navigate(paths.tasks());
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
