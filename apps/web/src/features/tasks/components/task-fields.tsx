import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { TASK_LIMITS, TASK_STATUS_LABELS, TASK_STATUSES, type TaskStatus } from '@sp/shared/api/tasks';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { useAssignees } from '../api/assignees';
import { isoFromLocal } from './format';

/** What the task form edits, as its inputs hold it. */
export type TaskDraft = {
  title: string;
  description: string;
  status: TaskStatus;
  /** '' for nobody, else the account's id */
  assignee: string;
  /** the value of an <input type="datetime-local">, '' for none */
  deadline: string;
};

export const EMPTY_TASK_DRAFT: TaskDraft = {
  title: '',
  description: '',
  status: 'new',
  assignee: '',
  deadline: '',
};

/** The draft as the API's fields. */
export function taskBodyOf(draft: TaskDraft) {
  return {
    title: draft.title.trim(),
    description: draft.description,
    status: draft.status,
    assignee_id: draft.assignee ? Number(draft.assignee) : null,
    deadline: isoFromLocal(draft.deadline),
  };
}

type TaskFieldsProps = {
  draft: TaskDraft;
  onChange: (next: Partial<TaskDraft>) => void;
  errors: Record<string, string>;
  disabled?: boolean;
  /** the title may be left empty (a task from a template takes the template's) */
  titlePlaceholder?: string;
  /** a task from a template takes the template's description */
  hideDescription?: boolean;
  /** the task's assignee as saved, named even if they are no longer in the company's list */
  currentAssignee?: { id: number; name: string } | null;
};

/** Title, description, status, assignee and deadline, each labelled, with its message under it. */
export function TaskFields({
  draft,
  onChange,
  errors,
  disabled = false,
  titlePlaceholder,
  hideDescription = false,
  currentAssignee = null,
}: TaskFieldsProps) {
  const assignees = useAssignees();
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label="Название"
        required={!titlePlaceholder}
        value={draft.title}
        placeholder={titlePlaceholder}
        onChange={(event) => onChange({ title: event.target.value })}
        error={Boolean(errors.title)}
        helperText={errors.title}
        disabled={disabled}
        slotProps={{
          htmlInput: { maxLength: TASK_LIMITS.title },
          inputLabel: titlePlaceholder ? { shrink: true } : undefined,
        }}
      />
      {!hideDescription && (
        <RichTextEditor
          label="Описание"
          value={draft.description}
          onChange={(html) => onChange({ description: html })}
          maxLength={TASK_LIMITS.description}
          error={errors.description}
          disabled={disabled}
        />
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        <TextField
          select
          label="Статус"
          value={draft.status}
          onChange={(event) => onChange({ status: event.target.value as TaskStatus })}
          error={Boolean(errors.status)}
          helperText={errors.status}
          disabled={disabled}
        >
          {TASK_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {TASK_STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Исполнитель"
          value={draft.assignee}
          onChange={(event) => onChange({ assignee: event.target.value })}
          error={Boolean(errors.assignee_id)}
          helperText={
            errors.assignee_id ?? (assignees.isError ? 'Список сотрудников не загрузился' : undefined)
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
          {draft.assignee &&
            !assignees.data?.results.some((person) => String(person.id) === draft.assignee) && (
              <MenuItem value={draft.assignee}>
                {String(currentAssignee?.id) === draft.assignee ? currentAssignee?.name : 'Сотрудник'}
              </MenuItem>
            )}
        </TextField>
        <TextField
          type="datetime-local"
          label="Срок"
          value={draft.deadline}
          onChange={(event) => onChange({ deadline: event.target.value })}
          error={Boolean(errors.deadline)}
          helperText={errors.deadline}
          disabled={disabled}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
    </Box>
  );
}
