import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DragIndicator from '@mui/icons-material/DragIndicator';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TASK_LIMITS, type TaskDetail, type Todo, todoTitleField } from '@sp/shared/api/tasks';
import { type DragEvent, type FormEvent, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useCreateTodo } from '../api/create-todo';
import { useDeleteTodo } from '../api/delete-todo';
import { useSortTodos } from '../api/sort-todos';
import { useUpdateTodo } from '../api/update-todo';

/** The ids in a new order: `id` taken out and put at `index` of the list without it. */
export function moveId(ids: readonly number[], id: number, index: number): number[] {
  const rest = ids.filter((other) => other !== id);
  const at = Math.max(0, Math.min(index, rest.length));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

type RowProps = {
  todo: Todo;
  index: number;
  count: number;
  canEdit: boolean;
  dragOver: 'before' | 'after' | null;
  onToggle: (todo: Todo, done: boolean, settled: () => void) => void;
  onRename: (todo: Todo, title: string) => Promise<boolean>;
  onMove: (todo: Todo, index: number) => void;
  onDelete: (todo: Todo) => void;
  onDragStart: (todo: Todo) => void;
  onDragOverRow: (todo: Todo, half: 'before' | 'after') => void;
  onDrop: () => void;
  onDragEnd: () => void;
};

function TodoRow({
  todo,
  index,
  count,
  canEdit,
  dragOver,
  onToggle,
  onRename,
  onMove,
  onDelete,
  onDragStart,
  onDragOverRow,
  onDrop,
  onDragEnd,
}: RowProps) {
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // the tick shows in the same frame as the click; the cached task catches up a moment later
  const [ticking, setTicking] = useState<boolean | null>(null);
  const checked = ticking ?? todo.is_done;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (editing === null) return;
    const parsed = todoTitleField.safeParse(editing);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    if (parsed.data === todo.title || (await onRename(todo, parsed.data))) {
      setEditing(null);
      setError(null);
    }
  };

  if (editing !== null) {
    return (
      <Box component="li" sx={{ listStyle: 'none', py: 1 }}>
        <Box
          component="form"
          onSubmit={save}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          <TextField
            size="small"
            label="Текст пункта"
            value={editing}
            autoFocus
            onChange={(event) => setEditing(event.target.value)}
            error={Boolean(error)}
            helperText={error}
            slotProps={{ htmlInput: { maxLength: TASK_LIMITS.todo } }}
            sx={{ flex: '1 1 220px' }}
          />
          <Button type="submit" variant="contained" size="small" sx={{ mt: 0.5 }}>
            Сохранить
          </Button>
          <Button
            size="small"
            color="inherit"
            sx={{ mt: 0.5 }}
            onClick={() => {
              setEditing(null);
              setError(null);
            }}
          >
            Отмена
          </Button>
        </Box>
      </Box>
    );
  }

  return (
    <Box
      component="li"
      draggable={canEdit}
      data-todo-id={todo.id}
      onDragStart={(event: DragEvent<HTMLElement>) => {
        event.dataTransfer?.setData('text/plain', String(todo.id));
        if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
        onDragStart(todo);
      }}
      onDragOver={(event: DragEvent<HTMLElement>) => {
        if (!canEdit) return;
        event.preventDefault();
        const box = event.currentTarget.getBoundingClientRect();
        const lower = Number.isFinite(event.clientY) && event.clientY - box.top >= box.height / 2;
        onDragOverRow(todo, lower ? 'after' : 'before');
      }}
      onDrop={(event: DragEvent<HTMLElement>) => {
        event.preventDefault();
        onDrop();
      }}
      onDragEnd={onDragEnd}
      sx={{
        listStyle: 'none',
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        py: 0.25,
        borderTop: 2,
        borderBottom: 2,
        borderTopColor: dragOver === 'before' ? 'primary.main' : 'transparent',
        borderBottomColor: dragOver === 'after' ? 'primary.main' : 'transparent',
      }}
    >
      {canEdit && (
        <DragIndicator
          fontSize="small"
          aria-hidden
          sx={{ color: 'text.disabled', cursor: 'grab', display: { xs: 'none', sm: 'block' } }}
        />
      )}
      <Checkbox
        checked={checked}
        disabled={!canEdit}
        onChange={() => {
          setTicking(!checked);
          onToggle(todo, !checked, () => setTicking(null));
        }}
        slotProps={{ input: { 'aria-label': todo.title } }}
        sx={{ p: 0.75 }}
      />
      <Typography
        variant="body2"
        sx={{
          flexGrow: 1,
          minWidth: 0,
          overflowWrap: 'anywhere',
          textDecoration: checked ? 'line-through' : undefined,
          color: checked ? 'text.secondary' : undefined,
        }}
      >
        {todo.title}
      </Typography>
      {canEdit && (
        <Box sx={{ display: 'flex', flexShrink: 0 }}>
          <IconButton
            size="small"
            aria-label={`Переместить вверх: ${todo.title}`}
            disabled={index === 0}
            onClick={() => onMove(todo, index - 1)}
          >
            <ArrowUpward fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={`Переместить вниз: ${todo.title}`}
            disabled={index === count - 1}
            onClick={() => onMove(todo, index + 1)}
          >
            <ArrowDownward fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={`Переименовать: ${todo.title}`}
            onClick={() => setEditing(todo.title)}
          >
            <EditOutlined fontSize="small" />
          </IconButton>
          <IconButton size="small" aria-label={`Удалить пункт: ${todo.title}`} onClick={() => onDelete(todo)}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}

type TodoListProps = { task: TaskDetail; canEdit: boolean };

/**
 * The task's to-do list: tick, rename, delete (after confirm), add at the end, and reorder by dragging a line or
 * with «вверх» / «вниз» (the keyboard's and the phone's way); every new order goes to todo-sort-order-updater.
 */
export function TodoList({ task, canEdit }: TodoListProps) {
  const create = useCreateTodo();
  const update = useUpdateTodo();
  const remove = useDeleteTodo();
  const sort = useSortTodos();
  const [title, setTitle] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Todo | null>(null);
  const [dragging, setDragging] = useState<Todo | null>(null);
  const [over, setOver] = useState<{ id: number; half: 'before' | 'after' } | null>(null);
  const todos = task.todos;
  const done = todos.filter((todo) => todo.is_done).length;
  const ids = todos.map((todo) => todo.id);

  const reorder = (next: number[]) => {
    if (next.every((id, index) => id === ids[index])) return;
    sort.mutate({ taskId: task.id, ids: next }, { onError: (error) => snackbar.error(errorText(error)) });
  };

  const add = (event: FormEvent) => {
    event.preventDefault();
    const parsed = todoTitleField.safeParse(title);
    if (!parsed.success) {
      setAddError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    create.mutate(
      { task_id: task.id, title: parsed.data },
      {
        onSuccess: () => {
          setTitle('');
          setAddError(null);
        },
        onError: (error) => setAddError(errorText(error)),
      },
    );
  };

  const drop = () => {
    if (dragging && over && over.id !== dragging.id) {
      const rest = ids.filter((id) => id !== dragging.id);
      const target = rest.indexOf(over.id);
      reorder(moveId(ids, dragging.id, over.half === 'before' ? target : target + 1));
    }
    setDragging(null);
    setOver(null);
  };

  return (
    <Box>
      {todos.length > 0 && (
        <Box sx={{ mb: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            Выполнено {done} из {todos.length}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={(done / todos.length) * 100}
            aria-label={`Выполнено пунктов: ${done} из ${todos.length}`}
          />
        </Box>
      )}
      {todos.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          В задаче пока нет пунктов.
        </Typography>
      ) : (
        <Box component="ul" aria-label="Пункты задачи" sx={{ m: 0, p: 0 }}>
          {todos.map((todo, index) => (
            <TodoRow
              key={todo.id}
              todo={todo}
              index={index}
              count={todos.length}
              canEdit={canEdit}
              dragOver={dragging && over?.id === todo.id && dragging.id !== todo.id ? over.half : null}
              onToggle={(item, isDone, settled) =>
                update.mutate(
                  { id: item.id, taskId: task.id, body: { is_done: isDone } },
                  { onError: (error) => snackbar.error(errorText(error)), onSettled: settled },
                )
              }
              onRename={async (item, next) => {
                try {
                  await update.mutateAsync({ id: item.id, taskId: task.id, body: { title: next } });
                  return true;
                } catch (error) {
                  snackbar.error(errorText(error));
                  return false;
                }
              }}
              onMove={(item, at) => reorder(moveId(ids, item.id, at))}
              onDelete={setRemoving}
              onDragStart={setDragging}
              onDragOverRow={(item, half) => {
                if (over?.id !== item.id || over.half !== half) setOver({ id: item.id, half });
              }}
              onDrop={drop}
              onDragEnd={() => {
                setDragging(null);
                setOver(null);
              }}
            />
          ))}
        </Box>
      )}
      {canEdit && (
        <Box
          component="form"
          onSubmit={add}
          sx={{ display: 'flex', gap: 1, mt: 1.5, alignItems: 'flex-start' }}
        >
          <TextField
            size="small"
            label="Новый пункт"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            error={Boolean(addError)}
            helperText={addError}
            slotProps={{ htmlInput: { maxLength: TASK_LIMITS.todo } }}
            sx={{ flexGrow: 1 }}
          />
          <Button
            type="submit"
            variant="outlined"
            startIcon={<Add />}
            disabled={create.isPending}
            sx={{ mt: 0.25 }}
          >
            Добавить
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={removing !== null}
        text={removing ? `Удалить пункт «${removing.title}»?` : undefined}
        busy={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: () => snackbar.success('Пункт удалён'),
            onError: (error) => snackbar.error(errorText(error)),
            onSettled: () => setRemoving(null),
          });
        }}
        onCancel={() => setRemoving(null)}
      />
    </Box>
  );
}
