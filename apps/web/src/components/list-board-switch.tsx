import TableRows from '@mui/icons-material/TableRowsOutlined';
import ViewKanban from '@mui/icons-material/ViewKanbanOutlined';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import { useSearchParams } from 'react-router';

export type ListBoardView = 'list' | 'board';

/** A list page's view kept in its address: ?view=board, else the list (replaced, so «Назад» leaves the page). */
export function useListBoardView(): [ListBoardView, (next: ListBoardView) => void] {
  const [params, setParams] = useSearchParams();
  const view: ListBoardView = params.get('view') === 'board' ? 'board' : 'list';
  const setView = (next: ListBoardView) => {
    const copy = new URLSearchParams(params);
    if (next === 'board') copy.set('view', 'board');
    else copy.delete('view');
    setParams(copy, { replace: true });
  };
  return [view, setView];
}

/** «Список» | «Доска»: the pressed one is the view shown. */
export function ListBoardSwitch({
  view,
  onChange,
}: {
  view: ListBoardView;
  onChange: (next: ListBoardView) => void;
}) {
  return (
    <ButtonGroup aria-label="Вид">
      <Button
        startIcon={<TableRows />}
        aria-pressed={view === 'list'}
        variant={view === 'list' ? 'contained' : 'outlined'}
        onClick={() => onChange('list')}
      >
        Список
      </Button>
      <Button
        startIcon={<ViewKanban />}
        aria-pressed={view === 'board'}
        variant={view === 'board' ? 'contained' : 'outlined'}
        onClick={() => onChange('board')}
      >
        Доска
      </Button>
    </ButtonGroup>
  );
}
