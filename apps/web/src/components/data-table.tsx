import Box from '@mui/material/Box';
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
  /**
   * How the column reads in a row's card on a phone (when the table has no renderCard): 'title' heads the card,
   * 'media' (a photo) stands at its left, 'plain' is shown without its label (buttons), 'hidden' is left out;
   * by default «label: value». A column without a label, or keyed 'actions', is plain.
   */
  card?: 'title' | 'media' | 'plain' | 'hidden';
};

/** Whether the table reads as cards: the phone's width (narrower than 900 px). */
export const PHONE_QUERY = '(max-width:899.95px)';

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
  /** the empty list's heading, above emptyText (what the page is for) */
  emptyTitle?: string;
  /** the one action that fills the empty list (not shown while filtered: the caller decides) */
  emptyAction?: ReactNode;
  onRowClick?: (row: T) => void;
  /** the key of the row shown as chosen (a master list whose details are beside it) */
  selectedKey?: string | number | null;
  /**
   * on a phone (narrower than 900 px) each row as this card instead of the table; without it, a card of the
   * columns' labels and values (see Column.card)
   */
  renderCard?: (row: T) => ReactNode;
};

type ColumnsCardProps<T> = {
  row: T;
  columns: readonly Column<T>[];
  selected: boolean;
  onClick?: (row: T) => void;
};

/** A row as a card: its title columns first, then each column as «label: value», words kept whole. */
function ColumnsCard<T>({ row, columns, selected, onClick }: ColumnsCardProps<T>) {
  const shown = columns.filter((column) => column.card !== 'hidden');
  const media = shown.filter((column) => column.card === 'media');
  const titles = shown.filter((column) => column.card === 'title');
  const fields = shown.filter((column) => column.card !== 'title' && column.card !== 'media');
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-selected={onClick && selected ? true : undefined}
      onClick={onClick ? () => onClick(row) : undefined}
      tabIndex={onClick ? 0 : undefined}
      onKeyDown={
        onClick
          ? (event) => {
              if (event.key === 'Enter' && event.target === event.currentTarget) onClick(row);
            }
          : undefined
      }
      sx={{
        p: 2,
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        cursor: onClick ? 'pointer' : undefined,
        borderColor: selected ? 'primary.main' : undefined,
        overflowWrap: 'break-word',
      }}
    >
      {media.map((column) => (
        <Box key={column.key} sx={{ flexShrink: 0 }}>
          {column.render(row)}
        </Box>
      ))}
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        {titles.map((column) => (
          <Box key={column.key} sx={{ fontWeight: 500, mb: 1 }}>
            {column.render(row)}
          </Box>
        ))}
        <Box
          sx={{
            display: 'grid',
            // the labels as wide as they need, up to two fifths of the card
            gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)',
            columnGap: 2,
            rowGap: 1,
            alignItems: 'baseline',
            typography: 'body2',
          }}
        >
          {fields.map((column) =>
            column.label && column.card !== 'plain' && column.key !== 'actions' ? (
              // a term and its value; the list itself leaves the grid to its cells
              <Box component="dl" key={column.key} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ color: 'text.secondary', typography: 'caption' }}>
                  {column.label}
                </Box>
                <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
                  {column.render(row)}
                </Box>
              </Box>
            ) : (
              <Box key={column.key} sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
                {column.render(row)}
              </Box>
            ),
          )}
        </Box>
      </Box>
    </Paper>
  );
}

/** The pager under a table or its cards: page sizes 5, 10, 25, 50; on a phone its arrows wrap below. */
export function PagingBar({ count, paging, phone }: { count: number; paging: Paging; phone: boolean }) {
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
 * on a phone, a list of cards (renderCard's, or the columns' labels and values).
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
  emptyTitle,
  emptyAction,
  onRowClick,
  selectedKey,
  renderCard,
}: DataTableProps<T>) {
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  if (error) return <PageState kind="error" error={error} onRetry={onRetry} />;
  const empty = <PageState kind="empty" title={emptyTitle} text={emptyText} action={emptyAction} />;
  if (phone) {
    if (loading || !rows) return <PageState kind="loading" />;
    return (
      <Stack spacing={1.5} component="section" aria-label={label} data-table-cards="">
        {rows.length === 0 && <Paper variant="outlined">{empty}</Paper>}
        {renderCard
          ? rows.map(renderCard)
          : rows.map((row) => (
              <ColumnsCard
                key={rowKey(row)}
                row={row}
                columns={columns}
                selected={selectedKey != null && rowKey(row) === selectedKey}
                onClick={onRowClick}
              />
            ))}
        {count > 0 && (
          <Paper variant="outlined">
            <PagingBar count={count} paging={paging} phone />
          </Paper>
        )}
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
      {!loading && rows?.length === 0 && empty}
      {(loading || count > 0) && <PagingBar count={count} paging={paging} phone={false} />}
    </Paper>
  );
}
