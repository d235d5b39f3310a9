import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { TASK_MSG, TASK_STATUS_LABELS, TASK_STATUSES, type TaskStatus } from '@sp/shared/api/tasks';
import { isoDayOf } from '@sp/shared/format/date-text';
import { useEffect, useState } from 'react';
import { DateField } from '../../../components/date-fields';
import { useAssignees } from '../api/assignees';
import type { TasksFilter } from '../api/tasks';

const SEARCH_DELAY_MS = 300;

export type TaskFilterState = {
  query: string;
  /** a status, or «overdue»: not done and past the deadline at `overdue_before` */
  status: '' | TaskStatus | 'overdue';
  /** the instant «overdue» was chosen (ISO), so the list asks the same thing until it is chosen again */
  overdue_before: string;
  /** '' all, 'none' nobody, or an account id */
  assignee: string;
  deadline_from_date: string;
  deadline_to_date: string;
  created_from_date: string;
  created_to_date: string;
  sort: string;
};

export const INITIAL_TASK_FILTERS: TaskFilterState = {
  query: '',
  status: '',
  overdue_before: '',
  assignee: '',
  deadline_from_date: '',
  deadline_to_date: '',
  created_from_date: '',
  created_to_date: '',
  sort: '-created_at',
};

const SORT_OPTIONS = [
  { value: '-created_at', label: 'Сначала новые' },
  { value: 'created_at', label: 'Сначала старые' },
  { value: 'deadline', label: 'По сроку: ближайшие' },
  { value: '-deadline', label: 'По сроку: дальние' },
  { value: 'status', label: 'По статусу' },
  { value: 'title', label: 'По названию, А–Я' },
  { value: '-updated_at', label: 'Недавно изменённые' },
] as const;

type Period = 'deadline' | 'created';

/** The end of a period before its start: the message for the end field. */
export function periodProblem(state: TaskFilterState, period: Period): string | null {
  const from = isoDayOf(state[`${period}_from_date`]);
  const to = isoDayOf(state[`${period}_to_date`]);
  return from && to && to < from ? TASK_MSG.periodOrder : null;
}

export function hasTaskFilters(state: TaskFilterState): boolean {
  return Object.entries(state).some(
    ([key, value]) => key !== 'sort' && value !== INITIAL_TASK_FILTERS[key as keyof TaskFilterState],
  );
}

/** The list request's query: only the filters that are set; a period whose end precedes its start is left out. */
export function tasksFilterOf(state: TaskFilterState, offset: number, limit: number): TasksFilter {
  const filter: TasksFilter = { sort: state.sort, offset, limit };
  if (state.query) filter.query = state.query;
  if (state.status === 'overdue') {
    filter.status = 'new,in_progress';
    filter.date_lte = state.overdue_before || new Date().toISOString();
  } else if (state.status) filter.status = state.status;
  if (state.assignee) filter.assignee = state.assignee;
  for (const period of ['deadline', 'created'] as const) {
    if (periodProblem(state, period)) continue;
    // a day still being typed is not asked for (its field says what is missing)
    const from = isoDayOf(state[`${period}_from_date`]);
    const to = isoDayOf(state[`${period}_to_date`]);
    if (from) filter[`${period}_from_date`] = from;
    if (to) filter[`${period}_to_date`] = to;
  }
  return filter;
}

type TaskFiltersProps = {
  value: TaskFilterState;
  onChange: (next: Partial<TaskFilterState>) => void;
  /** the board shows every status in its columns */
  hideStatus?: boolean;
};

/**
 * Search (sent after a pause in typing), status, assignee, the deadline's and the creation's days (from… to…),
 * and sort.
 */
export function TaskFilters({ value, onChange, hideStatus = false }: TaskFiltersProps) {
  const [text, setText] = useState(value.query);
  const assignees = useAssignees();
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the typed text restarts the pause
  useEffect(() => {
    const timer = setTimeout(() => {
      if (text.trim() !== value.query) onChange({ query: text.trim() });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const day = (key: keyof TaskFilterState, label: string, error: string | null = null) => (
    <DateField
      size="small"
      label={label}
      value={value[key]}
      onChange={(next) => onChange({ [key]: next })}
      problem={error}
    />
  );

  return (
    <Box
      component="section"
      aria-label="Фильтры задач"
      sx={{
        display: 'grid',
        gap: 2,
        mb: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
      }}
    >
      <TextField
        size="small"
        type="search"
        label="Поиск по названию и описанию"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {!hideStatus && (
        <TextField
          select
          size="small"
          label="Статус"
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          value={value.status}
          onChange={(event) => {
            const status = event.target.value as TaskFilterState['status'];
            onChange({ status, overdue_before: status === 'overdue' ? new Date().toISOString() : '' });
          }}
        >
          <MenuItem value="">Все</MenuItem>
          <MenuItem value="overdue">Просроченные</MenuItem>
          {TASK_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {TASK_STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        size="small"
        label="Исполнитель"
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        value={value.assignee}
        onChange={(event) => onChange({ assignee: event.target.value })}
      >
        <MenuItem value="">Все</MenuItem>
        <MenuItem value="none">Не назначен</MenuItem>
        {assignees.data?.results.map((person) => (
          <MenuItem key={person.id} value={String(person.id)}>
            {person.name}
          </MenuItem>
        ))}
        {/* a chosen assignee stays shown while the list loads */}
        {!assignees.data && value.assignee && value.assignee !== 'none' && (
          <MenuItem value={value.assignee}>Исполнитель</MenuItem>
        )}
      </TextField>
      <TextField
        select
        size="small"
        label="Сортировка"
        value={value.sort}
        onChange={(event) => onChange({ sort: event.target.value })}
      >
        {SORT_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      {day('deadline_from_date', 'Срок с')}
      {day('deadline_to_date', 'Срок по', periodProblem(value, 'deadline'))}
      {day('created_from_date', 'Создана с')}
      {day('created_to_date', 'Создана по', periodProblem(value, 'created'))}
    </Box>
  );
}
