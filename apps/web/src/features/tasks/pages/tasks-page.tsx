import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListBoardSwitch, useListBoardView } from '../../../components/list-board-switch';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { RouterLink } from '../../../lib/router-link';
import { useModuleRights } from '../../../lib/use-module-rights';
import {
  hasTaskFilters,
  INITIAL_TASK_FILTERS,
  type TaskFilterState,
  TaskFilters,
} from '../components/task-filters';
import { TasksBoard } from '../components/tasks-board';
import { TasksList } from '../components/tasks-list';

/**
 * /app/tasks: the company's tasks — a table (cards on a phone) with the spec's filters and pages, or a board by
 * status (?view=board) where a card is dragged to another column.
 */
export function TasksPage() {
  const rights = useModuleRights('tasks');
  const [view, setView] = useListBoardView();
  const paging = usePaging();
  // a link may open the overdue ones (?status=overdue: the home page's figure)
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<TaskFilterState>(() =>
    params.get('status') === 'overdue'
      ? { ...INITIAL_TASK_FILTERS, status: 'overdue', overdue_before: new Date().toISOString() }
      : INITIAL_TASK_FILTERS,
  );

  const changeFilters = (next: Partial<TaskFilterState>) => {
    setFilters((current) => ({ ...current, ...next }));
    paging.setPage(1);
  };

  return (
    <Box>
      <PageHeader
        title="Задачи"
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <ListBoardSwitch view={view} onChange={setView} />
            {rights.canEdit && (
              <Button variant="contained" startIcon={<Add />} component={RouterLink} to={paths.taskCreate()}>
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
