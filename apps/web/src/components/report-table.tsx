import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { errorText } from '../lib/api-error';
import { snackbar } from '../lib/snackbar-store';
import { type Column, DataTable } from './data-table';
import { usePaging } from './paging';

type ReportTableProps<T> = {
  title: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** saves the table as an Excel workbook (none: no «Скачать XLSX», the caller saves the tables together) */
  onDownload?: () => Promise<void>;
  /** filters of this table, beside its title */
  filters?: ReactNode;
  /** said under the table */
  note?: ReactNode;
  emptyText?: string;
};

/** «Скачать XLSX»: fetches the workbook the server writes and saves it; a failure is told in the snackbar. */
export function DownloadButton({ onDownload }: { onDownload: () => Promise<void> }) {
  const [saving, setSaving] = useState(false);
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<FileDownloadOutlined />}
      disabled={saving}
      onClick={() => {
        setSaving(true);
        onDownload()
          .catch((cause: unknown) => snackbar.error(errorText(cause)))
          .finally(() => setSaving(false));
      }}
    >
      Скачать XLSX
    </Button>
  );
}

/**
 * A report's table under its title with «Скачать XLSX» (the server writes the workbook): the rows come whole and are
 * paged here; on a phone they read as cards. Used by /app/reports' sections and the dealer's income.
 */
export function ReportTable<T>({
  title,
  columns,
  rows,
  rowKey,
  loading,
  error,
  onRetry,
  onDownload,
  filters,
  note,
  emptyText = 'Сделок за период нет',
}: ReportTableProps<T>) {
  const paging = usePaging(10);
  const count = rows?.length ?? 0;
  const { offset, setPage } = paging;
  // fewer rows for another period: back to the first page rather than an empty one
  useEffect(() => {
    if (offset > 0 && offset >= count) setPage(1);
  }, [offset, count, setPage]);
  const page = rows?.slice(paging.offset, paging.offset + paging.limit);
  return (
    <Box component="section" aria-label={title} sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {filters}
        {onDownload && <DownloadButton onDownload={onDownload} />}
      </Box>
      <DataTable
        label={title}
        columns={columns}
        rows={page}
        count={count}
        paging={paging}
        rowKey={rowKey}
        loading={loading && !rows}
        error={error}
        onRetry={onRetry}
        emptyText={emptyText}
      />
      {note && (
        <Typography variant="caption" color="text.secondary" component="p">
          {note}
        </Typography>
      )}
    </Box>
  );
}
