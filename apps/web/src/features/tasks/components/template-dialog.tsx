import { zodResolver } from '@hookform/resolvers/zod';
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
  type TaskTemplateCreateBody,
  taskTemplateCreateSchema,
  todoTitleField,
} from '@sp/shared/api/tasks';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
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
import { firstMessage } from './format';

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

/** One to-do's text, as the add and rename fields hold it. */
const lineSchema = z.object({ title: todoTitleField });
type LineForm = z.input<typeof lineSchema>;
const lineForm = {
  resolver: zodResolver(lineSchema),
  defaultValues: { title: '' },
  // a message stays until the next try, or until the text changes
  reValidateMode: 'onSubmit',
  shouldFocusError: false,
} as const;

/** The template's to-dos: add at the end, rename, move up or down, remove. */
function TodoLines({ lines, readOnly, busy, onAdd, onRename, onMove, onRemove }: LinesProps) {
  const adding = useForm<LineForm, unknown, z.output<typeof lineSchema>>(lineForm);
  const renaming = useForm<LineForm, unknown, z.output<typeof lineSchema>>(lineForm);
  const [editing, setEditing] = useState<string | null>(null);

  const add = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    await adding.handleSubmit(async ({ title }) => {
      if (await onAdd(title)) adding.reset({ title: '' });
    })();
  };

  const startRename = (line: Line) => {
    renaming.reset({ title: line.title });
    setEditing(line.key);
  };

  const rename = (line: Line) =>
    renaming.handleSubmit(async ({ title }) => {
      if (title === line.title || (await onRename(line, title))) setEditing(null);
    })();

  return (
    <Box>
      {lines.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          Пунктов пока нет.
        </Typography>
      )}
      <Box component="ol" aria-label="Пункты шаблона" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {lines.map((line, index) =>
          editing === line.key ? (
            <Box component="li" key={line.key} sx={{ display: 'flex', gap: 1, py: 0.5, flexWrap: 'wrap' }}>
              <Controller
                control={renaming.control}
                name="title"
                render={({ field, fieldState }) => (
                  <TextField
                    size="small"
                    label="Текст пункта"
                    autoFocus
                    value={field.value}
                    onChange={(event) => {
                      field.onChange(event);
                      renaming.clearErrors('title');
                    }}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') {
                        event.preventDefault();
                        void rename(line);
                      }
                    }}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                    slotProps={{ htmlInput: { maxLength: TASK_LIMITS.todo } }}
                    sx={{ flex: '1 1 200px' }}
                  />
                )}
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
                    onClick={() => startRename(line)}
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
          <Controller
            control={adding.control}
            name="title"
            render={({ field, fieldState }) => (
              <TextField
                size="small"
                label="Новый пункт"
                value={field.value}
                onChange={(event) => {
                  field.onChange(event);
                  if (fieldState.error) adding.clearErrors('title');
                }}
                onBlur={field.onBlur}
                inputRef={field.ref}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') void add(event);
                }}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ htmlInput: { maxLength: TASK_LIMITS.todo } }}
                sx={{ flexGrow: 1 }}
              />
            )}
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
  const form = useForm<TaskTemplateCreateBody, unknown, z.output<typeof taskTemplateCreateSchema>>({
    resolver: zodResolver(taskTemplateCreateSchema),
    defaultValues: { title: template?.title ?? '', description: template?.description ?? '', todos: [] },
    // messages stay until the next «Сохранить», as the dialog always showed them
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const [draftLines, setDraftLines] = useState<Line[]>([]);
  const [removing, setRemoving] = useState<Line | null>(null);
  const lines: Line[] = template
    ? template.todos.map((todo) => ({ key: `todo-${todo.id}`, id: todo.id, title: todo.title }))
    : draftLines;
  const busy = save.isPending || createTodo.isPending || updateTodo.isPending || removeTodo.isPending;
  const { errors } = form.formState;
  const todosError = firstMessage(errors.todos);

  const fail = (error: unknown) => {
    snackbar.error(errorText(error));
    return false;
  };

  const saveFields = form.handleSubmit(({ todos, ...fields }) =>
    save.mutate(template ? { id: template.id, body: fields } : { id: null, body: { ...fields, todos } }, {
      onSuccess: (saved) => {
        snackbar.success(`Шаблон «${saved.title}» сохранён`);
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fields).length) {
          for (const [field, messages] of Object.entries(error.fields)) {
            form.setError(field as keyof TaskTemplateCreateBody, { message: messages.join(' ') });
          }
        } else snackbar.error(errorText(error));
      },
    }),
  );

  /** The to-dos are checked with the title and description: the lines as they stand go into the form first. */
  const submit = () => {
    form.setValue(
      'todos',
      lines.map((line) => line.title),
    );
    void saveFields();
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
        <Controller
          control={form.control}
          name="title"
          render={({ field, fieldState }) => (
            <TextField
              label="Название"
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message ??
                'Так будут называться задачи из шаблона; название можно изменить при создании.'
              }
              disabled={readOnly}
              slotProps={{ htmlInput: { maxLength: TASK_LIMITS.title } }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="description"
          render={({ field, fieldState }) => (
            <RichTextEditor
              label="Описание"
              value={field.value ?? ''}
              onChange={field.onChange}
              maxLength={TASK_LIMITS.description}
              error={fieldState.error?.message}
              disabled={readOnly}
            />
          )}
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
          {todosError && (
            <Typography variant="caption" color="error">
              {todosError}
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
