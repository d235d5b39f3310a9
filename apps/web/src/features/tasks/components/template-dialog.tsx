import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  TASK_LIMITS,
  type TaskTemplate,
  taskTemplateCreateSchema,
  todoTitleField,
} from '@sp/shared/api/tasks';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { GenericDialog } from '../../../components/generic-dialog';
import { PageState } from '../../../components/page-state';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { ApiError, errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useCreateTodoTemplate } from '../api/create-todo-template';
import { useDeleteTodoTemplate } from '../api/delete-todo-template';
import { useSaveTemplate } from '../api/save-template';
import { useTemplate } from '../api/template';
import { useUpdateTodoTemplate } from '../api/update-todo-template';
import { fieldMessages, issueMessages } from './format';

type Line = { key: string; id: number | null; title: string };

type LinesProps = {
  lines: Line[];
  readOnly: boolean;
  busy: boolean;
  onAdd: (title: string) => Promise<boolean>;
  onRename: (line: Line, title: string) => Promise<boolean>;
  onMove: (line: Line, index: number) => void;
  onRemove: (line: Line) => void;
};

/** The template's to-dos: add at the end, rename, move up or down, remove. */
function TodoLines({ lines, readOnly, busy, onAdd, onRename, onMove, onRemove }: LinesProps) {
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ key: string; title: string; error: string | null } | null>(null);

  const add = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    const parsed = todoTitleField.safeParse(title);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    if (await onAdd(parsed.data)) {
      setTitle('');
      setError(null);
    }
  };

  const rename = async (line: Line) => {
    if (!editing) return;
    const parsed = todoTitleField.safeParse(editing.title);
    if (!parsed.success) {
      setEditing({ ...editing, error: parsed.error.issues[0]?.message ?? null });
      return;
    }
    if (parsed.data === line.title || (await onRename(line, parsed.data))) setEditing(null);
  };

  return (
    <Box>
      {lines.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          Пунктов пока нет.
        </Typography>
      )}
      <Box component="ol" aria-label="Пункты шаблона" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {lines.map((line, index) =>
          editing?.key === line.key ? (
            <Box component="li" key={line.key} sx={{ display: 'flex', gap: 1, py: 0.5, flexWrap: 'wrap' }}>
              <TextField
                size="small"
                label="Текст пункта"
                autoFocus
                value={editing.title}
                onChange={(event) => setEditing({ ...editing, title: event.target.value, error: null })}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    void rename(line);
                  }
                }}
                error={Boolean(editing.error)}
                helperText={editing.error}
                slotProps={{ htmlInput: { maxLength: TASK_LIMITS.todo } }}
                sx={{ flex: '1 1 200px' }}
              />
              <Button size="small" variant="contained" onClick={() => void rename(line)} disabled={busy}>
                Готово
              </Button>
              <Button size="small" color="inherit" onClick={() => setEditing(null)}>
                Отмена
              </Button>
            </Box>
          ) : (
            <Box
              component="li"
              key={line.key}
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, py: 0.25 }}
            >
              <Typography variant="body2" color="text.secondary" sx={{ width: 24, flexShrink: 0 }}>
                {index + 1}.
              </Typography>
              <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {line.title}
              </Typography>
              {!readOnly && (
                <Box sx={{ display: 'flex', flexShrink: 0 }}>
                  <IconButton
                    size="small"
                    aria-label={`Переместить вверх: ${line.title}`}
                    disabled={index === 0 || busy}
                    onClick={() => onMove(line, index - 1)}
                  >
                    <ArrowUpward fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`Переместить вниз: ${line.title}`}
                    disabled={index === lines.length - 1 || busy}
                    onClick={() => onMove(line, index + 1)}
                  >
                    <ArrowDownward fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`Переименовать: ${line.title}`}
                    onClick={() => setEditing({ key: line.key, title: line.title, error: null })}
                  >
                    <EditOutlined fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={`Удалить пункт: ${line.title}`}
                    onClick={() => onRemove(line)}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Box>
              )}
            </Box>
          ),
        )}
      </Box>
      {!readOnly && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'flex-start' }}>
          <TextField
            size="small"
            label="Новый пункт"
            value={title}
            onChange={(event) => {
              setTitle(event.target.value);
              if (error) setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void add(event);
            }}
            error={Boolean(error)}
            helperText={error}
            slotProps={{ htmlInput: { maxLength: TASK_LIMITS.todo } }}
            sx={{ flexGrow: 1 }}
          />
          <Button
            variant="outlined"
            startIcon={<Add />}
            onClick={(event) => void add(event)}
            disabled={busy}
            sx={{ mt: 0.25 }}
          >
            Добавить
          </Button>
        </Box>
      )}
    </Box>
  );
}

let lineKeys = 0;
const newLine = (title: string): Line => ({ key: `new-${++lineKeys}`, id: null, title });

type TemplateFormProps = {
  template: TaskTemplate | null;
  readOnly: boolean;
  onClose: () => void;
  onDelete?: (template: TaskTemplate) => void;
};

function TemplateForm({ template, readOnly, onClose, onDelete }: TemplateFormProps) {
  const save = useSaveTemplate();
  const createTodo = useCreateTodoTemplate();
  const updateTodo = useUpdateTodoTemplate();
  const removeTodo = useDeleteTodoTemplate();
  const [title, setTitle] = useState(template?.title ?? '');
  const [description, setDescription] = useState(template?.description ?? '');
  const [draftLines, setDraftLines] = useState<Line[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState<Line | null>(null);
  const lines: Line[] = template
    ? template.todos.map((todo) => ({ key: `todo-${todo.id}`, id: todo.id, title: todo.title }))
    : draftLines;
  const busy = save.isPending || createTodo.isPending || updateTodo.isPending || removeTodo.isPending;

  const fail = (error: unknown) => {
    snackbar.error(errorText(error));
    return false;
  };

  const submit = () => {
    const parsed = taskTemplateCreateSchema.safeParse({
      title,
      description,
      todos: lines.map((line) => line.title),
    });
    if (!parsed.success) {
      setErrors(issueMessages(parsed.error.issues));
      return;
    }
    const { todos, ...fields } = parsed.data;
    save.mutate(template ? { id: template.id, body: fields } : { id: null, body: { ...fields, todos } }, {
      onSuccess: (saved) => {
        snackbar.success(`Шаблон «${saved.title}» сохранён`);
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fields).length)
          setErrors(fieldMessages(error.fields));
        else snackbar.error(errorText(error));
      },
    });
  };

  return (
    <GenericDialog
      open
      title={template ? (readOnly ? template.title : 'Шаблон задачи') : 'Новый шаблон задачи'}
      onClose={onClose}
      onSave={submit}
      readOnly={readOnly}
      busy={busy}
      onDelete={template && onDelete ? () => onDelete(template) : undefined}
      maxWidth="md"
    >
      <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <TextField
          label="Название"
          required
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={Boolean(errors.title)}
          helperText={
            errors.title ?? 'Так будут называться задачи из шаблона; название можно изменить при создании.'
          }
          disabled={readOnly}
          slotProps={{ htmlInput: { maxLength: TASK_LIMITS.title } }}
        />
        <RichTextEditor
          label="Описание"
          value={description}
          onChange={setDescription}
          maxLength={TASK_LIMITS.description}
          error={errors.description}
          disabled={readOnly}
        />
        <Box component="section" aria-label="Пункты шаблона">
          <Typography variant="subtitle1" component="h3">
            Пункты
          </Typography>
          {template && !readOnly && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
              Изменения пунктов сохраняются сразу; задачи, уже созданные из шаблона, не меняются.
            </Typography>
          )}
          <TodoLines
            lines={lines}
            readOnly={readOnly}
            busy={busy}
            onAdd={async (next) => {
              if (!template) {
                setDraftLines((current) => [...current, newLine(next)]);
                return true;
              }
              try {
                await createTodo.mutateAsync({ template_id: template.id, title: next });
                return true;
              } catch (error) {
                return fail(error);
              }
            }}
            onRename={async (line, next) => {
              if (line.id === null) {
                setDraftLines((current) =>
                  current.map((item) => (item.key === line.key ? { ...item, title: next } : item)),
                );
                return true;
              }
              try {
                await updateTodo.mutateAsync({ id: line.id, body: { title: next } });
                return true;
              } catch (error) {
                return fail(error);
              }
            }}
            onMove={(line, index) => {
              if (line.id === null) {
                setDraftLines((current) => {
                  const rest = current.filter((item) => item.key !== line.key);
                  return [...rest.slice(0, index), line, ...rest.slice(index)];
                });
                return;
              }
              updateTodo.mutate({ id: line.id, body: { sort_order: index } }, { onError: fail });
            }}
            onRemove={(line) => {
              if (line.id === null)
                setDraftLines((current) => current.filter((item) => item.key !== line.key));
              else setRemoving(line);
            }}
          />
          {errors.todos && (
            <Typography variant="caption" color="error">
              {errors.todos}
            </Typography>
          )}
        </Box>
      </Box>
      <ConfirmDialog
        open={removing !== null}
        text={removing ? `Удалить пункт «${removing.title}» из шаблона?` : undefined}
        busy={removeTodo.isPending}
        onConfirm={() => {
          if (removing?.id == null) return;
          removeTodo.mutate(removing.id, { onError: fail, onSettled: () => setRemoving(null) });
        }}
        onCancel={() => setRemoving(null)}
      />
    </GenericDialog>
  );
}

type TemplateDialogProps = {
  /** null: a new template */
  templateId: number | null;
  readOnly: boolean;
  onClose: () => void;
  onDelete?: (template: TaskTemplate) => void;
};

/**
 * A task template: its title, description and to-dos. A new one is saved whole with «Сохранить»; an existing one
 * saves its title and description with «Сохранить», its to-dos at once.
 */
export function TemplateDialog({ templateId, readOnly, onClose, onDelete }: TemplateDialogProps) {
  const template = useTemplate(templateId);
  if (templateId === null) return <TemplateForm template={null} readOnly={readOnly} onClose={onClose} />;
  if (!template.data) {
    return (
      <GenericDialog open title="Шаблон задачи" onClose={onClose} readOnly>
        {template.isError ? (
          <PageState kind="error" error={template.error} onRetry={() => void template.refetch()} />
        ) : (
          <PageState kind="loading" />
        )}
      </GenericDialog>
    );
  }
  return <TemplateForm template={template.data} readOnly={readOnly} onClose={onClose} onDelete={onDelete} />;
}
