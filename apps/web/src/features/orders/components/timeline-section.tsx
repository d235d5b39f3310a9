import AssignmentTurnedIn from '@mui/icons-material/AssignmentTurnedInOutlined';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Description from '@mui/icons-material/DescriptionOutlined';
import FiberNew from '@mui/icons-material/FiberNewOutlined';
import MoneyOff from '@mui/icons-material/MoneyOffOutlined';
import Payments from '@mui/icons-material/PaymentsOutlined';
import StickyNote from '@mui/icons-material/StickyNote2Outlined';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NOTE_MAX_LENGTH, type TimelineEntry } from '@sp/shared/api/orders';
import { formatDate, formatDateTime } from '@sp/shared/format/date';
import { PAYMENT_METHOD_LABELS } from '@sp/shared/orders/kinds';
import { ORDER_STATUS_LABELS } from '@sp/shared/orders/statuses';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageState } from '../../../components/page-state';
import { ApiError, errorText } from '../../../lib/api-error';
import { RouterLink } from '../../../lib/router-link';
import { snackbar } from '../../../lib/snackbar-store';
import { useAddNote } from '../api/add-note';
import { useDeleteNote } from '../api/delete-note';
import { useTimeline } from '../api/timeline';
import { rubles } from './format';
import { Section } from './section';

const PAGE = 30;

type Look = { icon: ReactNode; color: string };

const LOOKS: Record<TimelineEntry['kind'], Look> = {
  created: { icon: <FiberNew fontSize="small" />, color: 'info.main' },
  status: { icon: <SwapHoriz fontSize="small" />, color: 'primary.main' },
  note: { icon: <StickyNote fontSize="small" />, color: 'secondary.main' },
  payment: { icon: <Payments fontSize="small" />, color: 'success.main' },
  payment_deleted: { icon: <MoneyOff fontSize="small" />, color: 'text.secondary' },
  document: { icon: <Description fontSize="small" />, color: 'info.dark' },
  task_done: { icon: <AssignmentTurnedIn fontSize="small" />, color: 'success.dark' },
  task_comment: { icon: <ChatBubbleOutline fontSize="small" />, color: 'text.secondary' },
};

const quoted = (status: keyof typeof ORDER_STATUS_LABELS) => `«${ORDER_STATUS_LABELS[status]}»`;

/** What happened, in words; a note's or a comment's own text comes under it. */
function headline(entry: TimelineEntry): ReactNode {
  switch (entry.kind) {
    case 'created':
      return entry.status === 'new' ? 'Сделка создана' : `Сделка создана в статусе ${quoted(entry.status)}`;
    case 'status':
      return entry.from
        ? `Статус: ${quoted(entry.from)} → ${quoted(entry.to)}`
        : `Статус: ${quoted(entry.to)}`;
    case 'note':
      return 'Заметка';
    case 'payment':
      return `Платёж ${rubles(entry.amount)} · ${PAYMENT_METHOD_LABELS[entry.method].toLowerCase()} · за ${formatDate(entry.paid_on)}`;
    case 'payment_deleted':
      return `Удалён платёж ${rubles(entry.amount)} за ${formatDate(entry.paid_on)}`;
    case 'document':
      return `Сформирован документ «${entry.name}» (${entry.format.toUpperCase()})`;
    case 'task_done':
      return (
        <>
          Выполнена задача{' '}
          <Link component={RouterLink} to={paths.task(entry.task.id)}>
            «{entry.task.title}»
          </Link>
        </>
      );
    case 'task_comment':
      return (
        <>
          Комментарий к задаче{' '}
          <Link component={RouterLink} to={paths.task(entry.task.id)}>
            «{entry.task.title}»
          </Link>
        </>
      );
  }
}

function bodyText(entry: TimelineEntry): string | null {
  if (entry.kind === 'note' || entry.kind === 'task_comment') return entry.text;
  if (entry.kind === 'payment' && entry.note) return entry.note;
  return null;
}

type TimelineSectionProps = {
  orderId: number;
  /** may write notes (the deal's level 2) */
  canWrite: boolean;
  /** may delete anyone's note (level 1); one's own notes are always one's to delete */
  canDeleteAny: boolean;
  /** the signed-in account, to know one's own notes */
  accountId: number | null;
};

/**
 * The deal's timeline (issue 12 §3): a note box at the top, then everything that happened to the deal, newest
 * first — notes, comments on its tasks, status moves, payments, documents made, tasks done.
 */
export function TimelineSection({ orderId, canWrite, canDeleteAny, accountId }: TimelineSectionProps) {
  const [limit, setLimit] = useState(PAGE);
  const timeline = useTimeline(orderId, limit);
  const add = useAddNote(orderId);
  const remove = useDeleteNote(orderId);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);

  const submit = () => {
    const value = text.trim();
    if (!value) {
      setProblem('Напишите текст заметки');
      return;
    }
    add.mutate(
      { text: value },
      {
        onSuccess: () => {
          setText('');
          setProblem(null);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields.text) setProblem(error.fields.text.join(' '));
          else snackbar.error(errorText(error));
        },
      },
    );
  };

  const entries = timeline.data?.results ?? [];
  const count = timeline.data?.count ?? 0;

  return (
    <Section title="Лента сделки">
      {canWrite && (
        <Box
          component="form"
          aria-label="Новая заметка"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
          sx={{ mb: 2 }}
        >
          <TextField
            label="Заметка"
            placeholder="О чём договорились, что важно не забыть"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setProblem(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                submit();
              }
            }}
            error={Boolean(problem)}
            helperText={problem ?? 'Её увидят все, кто работает со сделками'}
            multiline
            minRows={2}
            maxRows={8}
            fullWidth
            slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
            <Button type="submit" variant="contained" disabled={add.isPending || !text.trim()}>
              Добавить заметку
            </Button>
          </Box>
        </Box>
      )}
      {timeline.isPending && <PageState kind="loading" />}
      {timeline.isError && (
        <PageState kind="error" error={timeline.error} onRetry={() => void timeline.refetch()} />
      )}
      {timeline.data && entries.length === 0 && (
        <Typography color="text.secondary">
          Здесь появятся заметки, смены статуса, платежи, документы и выполненные задачи сделки.
        </Typography>
      )}
      {/* beside the deal's details on a wide screen the list scrolls in its own box, a phone reads it whole */}
      <Box
        component="ol"
        aria-label="События сделки"
        tabIndex={0}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          maxHeight: { lg: canWrite ? 460 : 600 },
          overflowY: { lg: 'auto' },
          pr: { lg: 0.5 },
        }}
      >
        {entries.map((entry, index) => {
          const look = LOOKS[entry.kind];
          const body = bodyText(entry);
          const own = entry.kind === 'note' && entry.author !== null && entry.author.id === accountId;
          const deletable = entry.kind === 'note' && canWrite && (own || canDeleteAny);
          return (
            <Box
              component="li"
              key={entry.key}
              sx={{ display: 'grid', gridTemplateColumns: '32px minmax(0, 1fr) auto', columnGap: 1.25 }}
            >
              <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
                <Box
                  aria-hidden
                  sx={{
                    width: 32,
                    height: 32,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    color: look.color,
                    bgcolor: 'grey.100',
                    flexShrink: 0,
                  }}
                >
                  {look.icon}
                </Box>
                {index < entries.length - 1 && (
                  <Box aria-hidden sx={{ flexGrow: 1, width: '2px', bgcolor: 'divider', my: 0.5 }} />
                )}
              </Box>
              <Box sx={{ pb: 2, pt: 0.5, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                  {headline(entry)}
                </Typography>
                {body && (
                  <Typography
                    variant="body2"
                    sx={{
                      mt: 0.5,
                      p: 1,
                      borderRadius: 1,
                      bgcolor: entry.kind === 'note' ? 'rgba(79, 168, 0, 0.08)' : 'grey.50',
                      whiteSpace: 'pre-line',
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {body}
                  </Typography>
                )}
                <Typography variant="caption" color="text.secondary">
                  {[entry.author?.name, formatDateTime(entry.at)].filter(Boolean).join(' · ')}
                </Typography>
              </Box>
              <Box>
                {deletable && (
                  <IconButton
                    size="small"
                    aria-label={`Удалить заметку от ${formatDateTime(entry.at)}`}
                    onClick={() => setRemoving(entry.note_id)}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
      {count > entries.length && (
        <Button onClick={() => setLimit((value) => value + PAGE)} disabled={timeline.isFetching}>
          Показать ещё
        </Button>
      )}
      <ConfirmDialog
        open={removing !== null}
        text="Удалить заметку? Её текст пропадёт из ленты сделки."
        busy={remove.isPending}
        onConfirm={() =>
          removing !== null &&
          remove.mutate(removing, {
            onSuccess: () => snackbar.success('Заметка удалена'),
            onError: (error) => snackbar.error(errorText(error)),
            onSettled: () => setRemoving(null),
          })
        }
        onCancel={() => setRemoving(null)}
      />
    </Section>
  );
}
