import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { IMPORT_STATUS_LABELS, type ImportStatus, type PersonImport } from '@sp/shared/api/person-imports';
import { formatDateTime } from '@sp/shared/format/date';
import { useEffect, useRef } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { usePaging } from '../../../components/paging';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { downloadReport, usePersonImports } from '../api/person-imports';
import { DeleteUpload } from './delete-upload';

const word = { overflowWrap: 'anywhere' } as const;

/** A status as the other admin lists show one: an outlined chip, green when done, red when failed. */
const STATUS_COLORS: Record<ImportStatus, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  uploaded: 'default',
  queued: 'default',
  running: 'info',
  done: 'success',
  cancelled: 'warning',
  failed: 'error',
};

const COLUMNS: readonly Column<PersonImport>[] = [
  {
    key: 'file',
    label: 'Файл',
    card: 'title',
    render: (job) => <Box sx={{ fontWeight: 500, ...word }}>{job.file_name}</Box>,
  },
  {
    key: 'date',
    label: 'Загружен',
    width: 170,
    render: (job) => (
      <Box>
        <Box sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(job.created_at)}</Box>
        {job.admin && (
          <Box component="span" sx={{ typography: 'caption', color: 'text.secondary', ...word }}>
            {job.admin.name}
          </Box>
        )}
      </Box>
    ),
  },
  { key: 'cemetery', label: 'Кладбище', render: (job) => <Box sx={word}>{job.cemetery?.name ?? '—'}</Box> },
  {
    key: 'status',
    label: 'Статус',
    width: 120,
    render: (job) => (
      <Chip
        size="small"
        variant="outlined"
        color={STATUS_COLORS[job.status]}
        label={IMPORT_STATUS_LABELS[job.status]}
      />
    ),
  },
  {
    key: 'counts',
    label: 'Создано / пропущено / ошибки',
    render: (job) => `${job.persons} / ${job.skipped} / ${job.failed} из ${job.total}`,
  },
  {
    key: 'report',
    label: 'Отчёт',
    width: 110,
    render: (job) =>
      job.report_url ? (
        <Link
          component="button"
          type="button"
          onClick={() => downloadReport(job).catch((error) => snackbar.error(errorText(error)))}
        >
          Скачать
        </Link>
      ) : (
        '—'
      ),
  },
  {
    key: 'actions',
    label: '',
    width: 64,
    render: (job) => (job.status === 'uploaded' ? <DeleteUpload job={job} /> : null),
  },
];

/**
 * The imports made so far, newest first (read again while one of them runs). A file taken whose import never
 * started reads «Не запущен» and can be deleted.
 */
export function ImportsList({ polling }: { polling: boolean }) {
  const paging = usePaging();
  const imports = usePersonImports({ offset: paging.offset, limit: paging.limit }, polling);
  const { refetch } = imports;
  const wasPolling = useRef(polling);
  // read once more when a run ends, for its final figures and report
  useEffect(() => {
    if (wasPolling.current && !polling) void refetch();
    wasPolling.current = polling;
  }, [polling, refetch]);
  return (
    <DataTable
      label="Импорты"
      columns={COLUMNS}
      rows={imports.data?.results}
      count={imports.data?.count ?? 0}
      paging={paging}
      rowKey={(job) => job.id}
      loading={imports.isPending}
      error={imports.error}
      onRetry={() => void imports.refetch()}
      emptyTitle="Импортов пока не было"
      emptyText="Здесь появятся загруженные реестры кладбищ: когда и кем загружен файл, что создано и отчёт о строках, которые не вошли."
    />
  );
}
