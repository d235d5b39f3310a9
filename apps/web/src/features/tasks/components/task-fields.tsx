import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { TASK_LIMITS, TASK_STATUS_LABELS, TASK_STATUSES, type TaskStatus } from '@sp/shared/api/tasks';
import { Controller, useFormContext } from 'react-hook-form';
import { DateTimeField } from '../../../components/date-fields';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { useAssignees } from '../api/assignees';
import { isoFromLocal } from './format';

/** What the task form edits, as its inputs hold it (named as the API's fields, so that their messages land here). */
export type TaskDraft = {
  title: string;
  description: string;
  status: TaskStatus;
  /** '' for nobody, else the account's id */
  assignee_id: string;
  /** the date-time field's value (yyyy-MM-ddTHH:mm, the browser's clock), '' for none, or the text typed while it
   * is not a date-time yet */
  deadline: string;
};

export const EMPTY_TASK_DRAFT: TaskDraft = {
  title: '',
  description: '',
  status: 'new',
  assignee_id: '',
  deadline: '',
};

/** The draft as the API's fields; a deadline still being typed goes as typed, for the shared rule to refuse. */
export function taskBodyOf(draft: TaskDraft) {
  return {
    title: draft.title.trim(),
    description: draft.description,
    status: draft.status,
    assignee_id: draft.assignee_id ? Number(draft.assignee_id) : null,
    deadline: draft.deadline.trim() === '' ? null : (isoFromLocal(draft.deadline) ?? draft.deadline),
  };
}

type TaskFieldsProps = {
  disabled?: boolean;
  /** the title may be left empty (a task from a template takes the template's) */
  titlePlaceholder?: string;
  /** a task from a template takes the template's description */
  hideDescription?: boolean;
  /** the task's assignee as saved, named even if they are no longer in the company's list */
  currentAssignee?: { id: number; name: string } | null;
};

/**
 * Title, description, status, assignee and deadline, each labelled, with its message under it: the fields of the
 * react-hook-form around them (a FormProvider whose values include a TaskDraft).
 */
export function TaskFields({
  disabled = false,
  titlePlaceholder,
  hideDescription = false,
  currentAssignee = null,
}: TaskFieldsProps) {
  const { control } = useFormContext<TaskDraft>();
  const assignees = useAssignees();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Controller
        control={control}
        name="title"
        render={({ field, fieldState }) => (
          <TextField
            label="Название"
            required={!titlePlaceholder}
            value={field.value}
            placeholder={titlePlaceholder}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            disabled={disabled}
            slotProps={{
              htmlInput: { maxLength: TASK_LIMITS.title },
              inputLabel: titlePlaceholder ? { shrink: true } : undefined,
            }}
          />
        )}
      />
      {!hideDescription && (
        <Controller
          control={control}
          name="description"
          render={({ field, fieldState }) => (
            <RichTextEditor
              label="Описание"
              value={field.value}
              onChange={field.onChange}
              maxLength={TASK_LIMITS.description}
              error={fieldState.error?.message}
              disabled={disabled}
            />
          )}
        />
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        <Controller
          control={control}
          name="status"
          render={({ field, fieldState }) => (
            <TextField
              select
              label="Статус"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message}
              disabled={disabled}
            >
              {TASK_STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {TASK_STATUS_LABELS[status]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="assignee_id"
          render={({ field, fieldState }) => (
            <TextField
              select
              label="Исполнитель"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message ??
                (assignees.isError ? 'Список сотрудников не загрузился' : undefined)
              }
              disabled={disabled}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            >
              <MenuItem value="">Не назначен</MenuItem>
              {assignees.data?.results.map((person) => (
                <MenuItem key={person.id} value={String(person.id)}>
                  {person.is_owner ? `${person.name} (владелец)` : person.name}
                </MenuItem>
              ))}
              {/* the chosen assignee stays shown while the list loads, or if they have left the company */}
              {field.value &&
                !assignees.data?.results.some((person) => String(person.id) === field.value) && (
                  <MenuItem value={field.value}>
                    {String(currentAssignee?.id) === field.value ? currentAssignee?.name : 'Сотрудник'}
                  </MenuItem>
                )}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="deadline"
          render={({ field, fieldState }) => (
            <DateTimeField
              label="Срок"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              inputRef={field.ref}
              problem={fieldState.error?.message}
              disabled={disabled}
              defaultTime="18:00"
            />
          )}
        />
      </Box>
    </Box>
  );
}
