import Add from '@mui/icons-material/Add';
import TableRows from '@mui/icons-material/TableRowsOutlined';
import ViewKanban from '@mui/icons-material/ViewKanbanOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { useModuleRights } from '../../../lib/use-module-rights';
import {
  hasTaskFilters,
  INITIAL_TASK_FILTERS,
  type TaskFilterState,
  TaskFilters,
} from '../components/task-filters';
import { TasksBoard } from '../components/tasks-board';
import { TasksList } from '../components/tasks-list';

type View = 'list' | 'board';

/**
 * /app/tasks: the company's tasks — a table (cards on a phone) with the spec's filters and pages, or a board by
 * status (?view=board) where a card is dragged to another column.
 */
export function TasksPage() {
  const rights = useModuleRights('tasks');
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'board' ? 'board' : 'list';
  const paging = usePaging();
  const [filters, setFilters] = useState<TaskFilterState>(INITIAL_TASK_FILTERS);

  const changeFilters = (next: Partial<TaskFilterState>) => {
    setFilters((current) => ({ ...current, ...next }));
    paging.setPage(1);
  };
  const setView = (next: View) => {
    const copy = new URLSearchParams(params);
    if (next === 'board') copy.set('view', 'board');
    else copy.delete('view');
    setParams(copy, { replace: true });
  };

  return (
    <Box>
      <PageHeader
        title="Задачи"
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <ButtonGroup aria-label="Вид">
              <Button
                startIcon={<TableRows />}
                aria-pressed={view === 'list'}
                variant={view === 'list' ? 'contained' : 'outlined'}
                onClick={() => setView('list')}
              >
                Список
              </Button>
              <Button
                startIcon={<ViewKanban />}
                aria-pressed={view === 'board'}
                variant={view === 'board' ? 'contained' : 'outlined'}
                onClick={() => setView('board')}
              >
                Доска
              </Button>
            </ButtonGroup>
            {rights.canEdit && (
              <Button variant="contained" startIcon={<Add />} component={RouterLink} to="/app/tasks/create">
                Новая задача
              </Button>
            )}
          </Box>
        }
      />
      <TaskFilters value={filters} onChange={changeFilters} hideStatus={view === 'board'} />
      {view === 'board' ? (
        <TasksBoard filters={{ ...filters, status: '' }} canEdit={rights.canEdit} />
      ) : (
        <TasksList
          filters={filters}
          paging={paging}
          emptyText={
            hasTaskFilters(filters)
              ? 'Ничего не нашлось'
              : 'Здесь будут задачи компании: создайте первую кнопкой «Новая задача» или из шаблона.'
          }
        />
      )}
    </Box>
  );
}
