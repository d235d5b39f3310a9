import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  GUEST_BOOK_MODERATION_LABELS,
  GUEST_BOOK_MODERATIONS,
  GUEST_ENTRY_STATUS_LABELS,
  type GuestBook,
  type GuestBookModeration,
  type GuestBookUpdate,
  type GuestEntriesQuery,
  type GuestEntry,
} from '@sp/shared/api/guest-book';
import type { MemoryVisibility } from '@sp/shared/api/memory-pages';
import { formatDateTime } from '@sp/shared/format/date';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageState } from '../../../components/page-state';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useDeleteGuestEntry } from '../api/delete-guest-entry';
import { useGuestBook, useSaveGuestBook } from '../api/guest-book';
import { useGuestEntries } from '../api/guest-entries';
import { useMarkGuestBookSeen } from '../api/mark-guest-book-seen';
import { useModerateGuestEntry } from '../api/moderate-guest-entry';

const PAGE_SIZE = 10;

/** The editor's section of the guest book: the pages list links to it (`#guest-book`). */
export const GUEST_BOOK_ANCHOR = 'guest-book';

type Filter = 'pending' | 'approved' | 'hidden' | 'candles' | 'all';

const FILTERS: { value: Filter; label: string; count: (counts: GuestBook['counts']) => number | null }[] = [
  { value: 'pending', label: 'Ждут одобрения', count: (counts) => counts.pending },
  { value: 'approved', label: 'Опубликованные', count: (counts) => counts.approved },
  { value: 'hidden', label: 'Скрытые', count: (counts) => counts.hidden },
  { value: 'candles', label: 'Свечи', count: (counts) => counts.candles },
  { value: 'all', label: 'Все', count: () => null },
];

const QUERY: Record<Filter, Omit<GuestEntriesQuery, 'offset' | 'limit'>> = {
  pending: { status: 'pending' },
  approved: { status: 'approved', kind: 'memory' },
  hidden: { status: 'hidden' },
  candles: { kind: 'candle' },
  all: {},
};

const EMPTY: Record<Filter, string> = {
  pending: 'Все записи рассмотрены: новых, ждущих одобрения, нет.',
  approved: 'Опубликованных воспоминаний пока нет.',
  hidden: 'Скрытых записей нет.',
  candles: 'Свечей пока не зажигали.',
  all: 'В книге памяти пока нет записей.',
};

/** What an entry is called in the question before deleting it. */
const entryLabel = (entry: GuestEntry) => {
  if (entry.kind === 'candle') return entry.name ? `свечу от «${entry.name}»` : 'свечу без имени';
  return `воспоминание «${entry.name}»`;
};

type GuestBookModerationPanelProps = {
  pageId: number;
  visibility: MemoryVisibility;
  /** may approve, hide and change the settings (read-write) */
  canModerate: boolean;
  /** may delete entries (full rights) */
  canDelete: boolean;
};

/**
 * The keeper's side of the page's guest book (in the page editor): when memories show, whether the book takes
 * entries and the notices; the entries by status with «Одобрить», «Скрыть» and «Удалить» (after confirmation).
 */
export function GuestBookModerationPanel({
  pageId,
  visibility,
  canModerate,
  canDelete,
}: GuestBookModerationPanelProps) {
  const book = useGuestBook(pageId);
  const save = useSaveGuestBook(pageId);
  const [filter, setFilter] = useState<Filter | null>(null);
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<GuestEntry | null>(null);
  // those waiting come first: the list opens on them when there are any, and stays there (approving the last one
  // leaves «Все записи рассмотрены», not another list)
  const opening: Filter = (book.data?.counts.pending ?? 0) > 0 ? 'pending' : 'all';
  const shown: Filter = filter ?? opening;
  useEffect(() => {
    if (filter === null && book.data) setFilter(opening);
  }, [filter, book.data, opening]);
  const entries = useGuestEntries(pageId, {
    ...QUERY[shown],
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const moderate = useModerateGuestEntry(pageId);
  const remove = useDeleteGuestEntry(pageId);
  const seen = useMarkGuestBookSeen(pageId);
  const markedSeen = useRef(false);
  const hasNew = (book.data?.counts.new ?? 0) > 0;

  // once the keeper has the book in front of them, its entries are no longer new (the marks stay until next time)
  useEffect(() => {
    if (markedSeen.current || !entries.data || !hasNew) return;
    markedSeen.current = true;
    seen.mutate();
  }, [entries.data, hasNew, seen]);

  // opened from the pages list's count of new entries: the book is the reason of the visit
  const { hash } = useLocation();
  const scrolled = useRef(false);
  useEffect(() => {
    if (scrolled.current || hash !== `#${GUEST_BOOK_ANCHOR}` || !entries.data) return;
    scrolled.current = true;
    document.getElementById(GUEST_BOOK_ANCHOR)?.scrollIntoView?.({ block: 'start' });
  }, [hash, entries.data]);

  const change = (body: GuestBookUpdate) =>
    save.mutate(body, {
      onSuccess: () => snackbar.success('Настройки книги памяти сохранены'),
      onError: (error) => snackbar.error(errorText(error)),
    });

  const act = (entry: GuestEntry, status: 'approved' | 'hidden') =>
    moderate.mutate(
      { id: entry.id, status },
      {
        onSuccess: () =>
          snackbar.success(status === 'approved' ? 'Запись опубликована' : 'Запись скрыта со страницы'),
        onError: (error) => snackbar.error(errorText(error)),
      },
    );

  if (book.isPending) return <PageState kind="loading" />;
  if (book.isError) return <PageState kind="error" error={book.error} onRetry={() => void book.refetch()} />;
  const { counts } = book.data;
  const closedToGuests = visibility === 'private';

  return (
    <Stack spacing={2.5}>
      {closedToGuests && (
        <Typography color="text.secondary">
          Гости пишут в книгу памяти, когда страница открыта всем или по ссылке. Сейчас её видите только вы.
        </Typography>
      )}
      <FormControl component="fieldset" disabled={!canModerate || save.isPending}>
        <FormLabel component="legend" sx={{ mb: 0.5 }}>
          Когда показывать воспоминания гостей
        </FormLabel>
        <RadioGroup
          row
          value={book.data.moderation}
          onChange={(event) => change({ moderation: event.target.value as GuestBookModeration })}
        >
          {GUEST_BOOK_MODERATIONS.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={GUEST_BOOK_MODERATION_LABELS[value]}
            />
          ))}
        </RadioGroup>
        <Typography variant="body2" color="text.secondary">
          {book.data.moderation === 'approval'
            ? 'Каждое воспоминание ждёт вашего решения. Свечи засчитываются сразу: в них нет слов.'
            : 'Воспоминания появляются на странице сразу; любое можно скрыть или удалить.'}
        </Typography>
      </FormControl>
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        <FormControlLabel
          disabled={!canModerate || save.isPending}
          control={
            <Switch
              checked={book.data.accepts_entries}
              onChange={(event) => change({ accepts_entries: event.target.checked })}
            />
          }
          label="Принимать новые записи"
        />
        <FormControlLabel
          disabled={!canModerate || save.isPending}
          control={
            <Switch
              checked={book.data.notify}
              onChange={(event) => change({ notify: event.target.checked })}
            />
          }
          label="Сообщать о новых записях на почту или телефон"
        />
      </Box>

      <Box role="group" aria-label="Какие записи показать" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {FILTERS.map((item) => {
          const count = item.count(counts);
          return (
            <Chip
              key={item.value}
              label={count === null ? item.label : `${item.label} · ${count}`}
              color={shown === item.value ? 'primary' : 'default'}
              variant={shown === item.value ? 'filled' : 'outlined'}
              aria-pressed={shown === item.value}
              onClick={() => {
                setFilter(item.value);
                setPage(1);
              }}
            />
          );
        })}
      </Box>

      {entries.isPending && <PageState kind="loading" />}
      {entries.isError && (
        <PageState kind="error" error={entries.error} onRetry={() => void entries.refetch()} />
      )}
      {entries.data && entries.data.count === 0 && (
        <Typography color="text.secondary">
          {EMPTY[shown]}
          {shown === 'all' &&
            ' Когда гости оставят воспоминание или зажгут свечу на странице, записи появятся здесь.'}
        </Typography>
      )}
      {entries.data && entries.data.count > 0 && (
        <Stack
          component="ul"
          spacing={1.5}
          aria-label="Записи книги памяти"
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {entries.data.results.map((entry) => (
            <Paper component="li" variant="outlined" key={entry.id} sx={{ p: 2 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
                <Typography sx={{ fontWeight: 500, overflowWrap: 'break-word', minWidth: 0 }}>
                  {entry.kind === 'candle' ? `Свеча${entry.name ? ` · ${entry.name}` : ''}` : entry.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDateTime(entry.created_at)}
                </Typography>
                <Chip
                  size="small"
                  label={GUEST_ENTRY_STATUS_LABELS[entry.status]}
                  color={
                    entry.status === 'pending'
                      ? 'warning'
                      : entry.status === 'approved'
                        ? 'success'
                        : 'default'
                  }
                  variant="outlined"
                />
                {entry.is_new && <Chip size="small" label="Новая" color="primary" />}
              </Box>
              {entry.text && (
                <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'break-word' }}>
                  {entry.text}
                </Typography>
              )}
              {(canModerate || canDelete) && (
                <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
                  {canModerate && entry.status !== 'approved' && (
                    <Button
                      size="small"
                      variant="contained"
                      disabled={moderate.isPending}
                      onClick={() => act(entry, 'approved')}
                      aria-label={`Одобрить: ${entry.name || 'без имени'}`}
                    >
                      {entry.status === 'hidden' ? 'Показать' : 'Одобрить'}
                    </Button>
                  )}
                  {canModerate && entry.status !== 'hidden' && (
                    <Button
                      size="small"
                      variant="outlined"
                      disabled={moderate.isPending}
                      onClick={() => act(entry, 'hidden')}
                      aria-label={`Скрыть: ${entry.name || 'без имени'}`}
                    >
                      Скрыть
                    </Button>
                  )}
                  {canDelete && (
                    <Button
                      size="small"
                      color="error"
                      onClick={() => setRemoving(entry)}
                      aria-label={`Удалить: ${entry.name || 'без имени'}`}
                    >
                      Удалить
                    </Button>
                  )}
                </Box>
              )}
            </Paper>
          ))}
        </Stack>
      )}
      {entries.data && entries.data.count > PAGE_SIZE && (
        <Pagination
          count={Math.ceil(entries.data.count / PAGE_SIZE)}
          page={page}
          onChange={(_event, value) => setPage(value)}
          sx={{ display: 'flex', justifyContent: 'center' }}
        />
      )}

      <ConfirmDialog
        open={removing !== null}
        text={
          removing
            ? `Удалить ${entryLabel(removing)} из книги памяти навсегда? Вернуть запись будет нельзя; чтобы убрать её со страницы, достаточно скрыть.`
            : undefined
        }
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          const entry = removing;
          remove.mutate(entry.id, {
            onSuccess: () => snackbar.success('Запись удалена'),
            onError: (error) => snackbar.error(errorText(error)),
            onSettled: () => setRemoving(null),
          });
        }}
      />
    </Stack>
  );
}
