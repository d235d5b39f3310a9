import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { PageState } from './page-state';
import { PAGE_SIZE_OPTIONS, type Paging } from './paging';

export type Column<T> = {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  width?: number | string;
};

type DataTableProps<T> = {
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  count: number;
  paging: Paging;
  rowKey: (row: T) => string | number;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyText?: string;
  onRowClick?: (row: T) => void;
  /** the key of the row shown as chosen (a master list whose details are beside it) */
  selectedKey?: string | number | null;
  /** on a phone (narrower than 900 px) each row as this card instead of the table */
  renderCard?: (row: T) => ReactNode;
};

function PagingBar({ count, paging, phone }: { count: number; paging: Paging; phone: boolean }) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={paging.page - 1}
      rowsPerPage={paging.limit}
      rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]}
      onPageChange={(_, page) => paging.setPage(page + 1)}
      onRowsPerPageChange={(event) => paging.setLimit(Number(event.target.value))}
      // on a phone the page arrows wrap below instead of hiding off the edge
      sx={{
        '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', rowGap: 0.5, px: phone ? 1 : undefined },
        '& .MuiTablePagination-spacer': { display: phone ? 'none' : { xs: 'none', sm: 'block' } },
      }}
    />
  );
}

/**
 * A server-paged table: page sizes 5, 10, 25, 50 (default 10), with loading, empty and error states; with
 * renderCard, a list of cards on a phone.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  count,
  paging,
  rowKey,
  loading = false,
  error,
  onRetry,
  emptyText,
  onRowClick,
  selectedKey,
  renderCard,
}: DataTableProps<T>) {
  const phone = useMediaQuery('(max-width:899.95px)', { noSsr: true });
  if (error) return <PageState kind="error" error={error} onRetry={onRetry} />;
  if (phone && renderCard) {
    if (loading || !rows) return <PageState kind="loading" />;
    return (
      <Stack spacing={1.5} component="section" aria-label={label}>
        {rows.length === 0 && <PageState kind="empty" text={emptyText} />}
        {rows.map(renderCard)}
        <Paper variant="outlined">
          <PagingBar count={count} paging={paging} phone />
        </Paper>
      </Stack>
    );
  }
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.key} sx={{ fontWeight: 500, width: column.width }}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {!loading &&
              rows?.map((row) => (
                <TableRow
                  key={rowKey(row)}
                  hover={Boolean(onRowClick)}
                  selected={selectedKey != null && rowKey(row) === selectedKey}
                  aria-selected={selectedKey != null ? rowKey(row) === selectedKey : undefined}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  // a clickable row is reachable from the keyboard too
                  tabIndex={onRowClick ? 0 : undefined}
                  onKeyDown={
                    onRowClick
                      ? (event) => {
                          if (event.key === 'Enter') onRowClick(row);
                        }
                      : undefined
                  }
                  sx={{ cursor: onRowClick ? 'pointer' : undefined }}
                >
                  {columns.map((column) => (
                    <TableCell key={column.key}>{column.render(row)}</TableCell>
                  ))}
                </TableRow>
              ))}
          </TableBody>
        </Table>
      </TableContainer>
      {loading && <PageState kind="loading" />}
      {!loading && rows?.length === 0 && <PageState kind="empty" text={emptyText} />}
      <PagingBar count={count} paging={paging} phone={false} />
    </Paper>
  );
}
