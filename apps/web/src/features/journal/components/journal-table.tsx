import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { JOURNAL_ACTION_LABELS, type JournalEntry, journalFieldLabel } from '@sp/shared/api/journal';
import { formatDateTime } from '@sp/shared/format/date';
import { useState } from 'react';
import { PagingBar, PHONE_QUERY } from '../../../components/data-table';
import { PageState } from '../../../components/page-state';
import type { Paging } from '../../../components/paging';
import { journalValueText } from './journal-value';

const COLUMNS = ['', 'Дата', 'Тип записи', 'Запись', 'Действие', 'Кто изменил', 'Поля'] as const;
// one record's history (a deal's «История») does not repeat which record it is: its id is not the deal's number
const ONE_RECORD_COLUMNS = COLUMNS.filter((label) => label !== 'Тип записи' && label !== 'Запись');

/** The changed fields' labels in one line, for the closed row. */
function fieldsSummary(entry: JournalEntry): string {
  const labels = Object.keys(entry.changes).map(journalFieldLabel);
  if (labels.length === 0) return '—';
  return labels.length > 4
    ? `${labels.slice(0, 4).join(', ')} и ещё ${labels.length - 4}`
    : labels.join(', ');
}

/** The fields of one change: «Поле», «Было», «Стало»; on a phone each field as a small block. */
function Changes({ entry, phone }: { entry: JournalEntry; phone: boolean }) {
  const fields = Object.entries(entry.changes);
  if (fields.length === 0) {
    return <Typography color="text.secondary">Поля не записаны.</Typography>;
  }
  if (phone) {
    return (
      <Stack
        component="ul"
        spacing={1.5}
        aria-label={`Изменения: ${entry.model_label} №${entry.record_id}`}
        sx={{ listStyle: 'none', m: 0, p: 0, overflowWrap: 'break-word' }}
      >
        {fields.map(([field, change]) => {
          const context = { model: entry.model, field };
          return (
            <Box component="li" key={field}>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {journalFieldLabel(field)}
              </Typography>
              {/* a record just made had nothing before */}
              {entry.action !== 'create' && (
                <Typography variant="body2" color="text.secondary">
                  Было: {journalValueText(change.old, context)}
                </Typography>
              )}
              <Typography variant="body2">Стало: {journalValueText(change.new, context)}</Typography>
            </Box>
          );
        })}
      </Stack>
    );
  }
  return (
    <Table size="small" aria-label={`Изменения: ${entry.model_label} №${entry.record_id}`}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ fontWeight: 500, width: '25%' }}>Поле</TableCell>
          <TableCell sx={{ fontWeight: 500 }}>Было</TableCell>
          <TableCell sx={{ fontWeight: 500 }}>Стало</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {fields.map(([field, change]) => {
          const context = { model: entry.model, field };
          return (
            <TableRow key={field}>
              <TableCell>{journalFieldLabel(field)}</TableCell>
              {/* words stay whole: break-word never narrows a column below its longest word */}
              <TableCell sx={{ overflowWrap: 'break-word', color: 'text.secondary' }}>
                {journalValueText(change.old, context)}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'break-word' }}>
                {journalValueText(change.new, context)}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function Row({
  entry,
  open,
  onToggle,
  oneRecord,
}: {
  entry: JournalEntry;
  open: boolean;
  onToggle: () => void;
  oneRecord: boolean;
}) {
  const detailsId = `journal-entry-${entry.id}`;
  return (
    <>
      <TableRow
        hover
        onClick={onToggle}
        sx={{ cursor: 'pointer', '& > td': { borderBottom: open ? 0 : undefined } }}
      >
        <TableCell sx={{ width: 48 }}>
          <IconButton
            size="small"
            aria-label={open ? 'Скрыть изменения' : 'Показать изменения'}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={(event) => {
              event.stopPropagation();
              onToggle();
            }}
          >
            {open ? <KeyboardArrowUp /> : <KeyboardArrowDown />}
          </IconButton>
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.created_at)}</TableCell>
        {!oneRecord && <TableCell>{entry.model_label}</TableCell>}
        {!oneRecord && <TableCell sx={{ whiteSpace: 'nowrap' }}>№{entry.record_id}</TableCell>}
        <TableCell>{JOURNAL_ACTION_LABELS[entry.action]}</TableCell>
        <TableCell>{entry.account?.name ?? 'Система'}</TableCell>
        <TableCell sx={{ color: 'text.secondary' }}>{fieldsSummary(entry)}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell
          colSpan={oneRecord ? ONE_RECORD_COLUMNS.length : COLUMNS.length}
          sx={{ py: 0, borderBottom: open ? undefined : 0 }}
        >
          <Collapse in={open} timeout="auto" unmountOnExit>
            <Box id={detailsId} sx={{ py: 2, pl: { sm: 6 } }}>
              <Changes entry={entry} phone={false} />
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}

/** One entry on a phone: when and what was done, to which record and by whom; its fields open below. */
function EntryCard({
  entry,
  open,
  onToggle,
  oneRecord,
}: {
  entry: JournalEntry;
  open: boolean;
  onToggle: () => void;
  oneRecord: boolean;
}) {
  const detailsId = `journal-entry-${entry.id}`;
  const what = `${JOURNAL_ACTION_LABELS[entry.action]}${oneRecord ? '' : `: ${entry.model_label} №${entry.record_id}`}`;
  return (
    <Paper variant="outlined" component="article" aria-label={what} sx={{ p: 2, overflowWrap: 'break-word' }}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {what}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p">
        {entry.account?.name ?? 'Система'} · {formatDateTime(entry.created_at)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {fieldsSummary(entry)}
      </Typography>
      <Button
        size="small"
        sx={{ mt: 1, ml: -0.5 }}
        startIcon={open ? <KeyboardArrowUp /> : <KeyboardArrowDown />}
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={onToggle}
      >
        {open ? 'Скрыть изменения' : 'Показать изменения'}
      </Button>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <Box id={detailsId} sx={{ pt: 1 }}>
          <Changes entry={entry} phone />
        </Box>
      </Collapse>
    </Paper>
  );
}

type JournalTableProps = {
  rows: readonly JournalEntry[] | undefined;
  count: number;
  paging: Paging;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  emptyText: string;
  /** the rows are one record's: its type and number columns are left out */
  oneRecord?: boolean;
};

/**
 * The journal's rows, each opening to its fields old → new; server pages of 5, 10, 25, 50. On a phone each entry
 * is a card (the company's journal and a deal's «История» alike).
 */
export function JournalTable({
  rows,
  count,
  paging,
  loading,
  error,
  onRetry,
  emptyText,
  oneRecord = false,
}: JournalTableProps) {
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpenIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });

  if (error) return <PageState kind="error" error={error} onRetry={onRetry} />;
  if (phone) {
    if (loading || !rows) return <PageState kind="loading" />;
    return (
      <Stack spacing={1.5} component="section" aria-label="Журнал изменений" data-table-cards="">
        {rows.length === 0 && (
          <Paper variant="outlined">
            <PageState kind="empty" text={emptyText} />
          </Paper>
        )}
        {rows.map((entry) => (
          <EntryCard
            key={entry.id}
            entry={entry}
            open={openIds.has(entry.id)}
            onToggle={() => toggle(entry.id)}
            oneRecord={oneRecord}
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
        <Table size="small" aria-label="Журнал изменений">
          <TableHead>
            <TableRow>
              {(oneRecord ? ONE_RECORD_COLUMNS : COLUMNS).map((label, index) => (
                <TableCell key={label || index} sx={{ fontWeight: 500 }}>
                  {label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {!loading &&
              rows?.map((entry) => (
                <Row
                  key={entry.id}
                  entry={entry}
                  open={openIds.has(entry.id)}
                  onToggle={() => toggle(entry.id)}
                  oneRecord={oneRecord}
                />
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
