import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DryRun, ImportProblem } from '@sp/shared/api/person-imports';
import { type Column, DataTable } from '../../../components/data-table';
import { usePaging } from '../../../components/paging';
import { counted, ImportFigures, ROWS } from './import-figures';

const COLUMNS: readonly Column<ImportProblem>[] = [
  { key: 'row', label: 'Строка', width: 90, card: 'title', render: (problem) => `Строка ${problem.row}` },
  { key: 'column', label: 'Колонка', width: 200, render: (problem) => problem.column || '—' },
  { key: 'message', label: 'Проблема', render: (problem) => problem.message },
];

/** Step 3's answer: what the import would create and the rows' problems (a table on a desk, cards on a phone). */
export function DryRunResult({ result }: { result: DryRun }) {
  const paging = usePaging(25);
  const shown = result.problems.slice(paging.offset, paging.offset + paging.limit);
  return (
    <Stack spacing={2}>
      <Typography>Проверено {counted(result.total, ROWS)}. В базу ничего не записано.</Typography>
      <ImportFigures figures={result} done={false} />
      {result.persons === 0 && (
        // «Импортировать» stays disabled: say why
        <Alert severity="info">
          Импортировать нечего: персоны из файла уже есть на этом кладбище или их строки с ошибками. Исправьте
          строки в файле и загрузите его снова.
        </Alert>
      )}
      {result.problems_count > 0 && (
        <Typography variant="subtitle1" component="h3">
          Проблемы: {result.problems_count.toLocaleString('ru-RU')}
          {result.problems_count > result.problems.length
            ? ` (показаны первые ${result.problems.length}, все — в отчёте после импорта)`
            : ''}
        </Typography>
      )}
      {result.problems_count > 0 && (
        <DataTable
          label="Проблемы строк"
          columns={COLUMNS}
          rows={shown}
          count={result.problems.length}
          paging={paging}
          rowKey={(problem) => `${problem.row}-${problem.column}-${problem.message}`}
          emptyText="Проблем нет"
        />
      )}
    </Stack>
  );
}
