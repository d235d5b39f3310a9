import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import HighlightOff from '@mui/icons-material/HighlightOff';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PASSPORT_MSG,
  PASSPORT_REQUEST_MOVES,
  type PassportRequest,
  type PassportRequestStatus,
} from '@sp/shared/api/passports';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { GenericDialog } from '../../../components/generic-dialog';
import { ApiError, errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useDecidePassportRequest } from '../api/decide-passport-request';
import { PassportSection } from './passport-section';

const MAX_COMMENT = 2000;

type Move = Exclude<PassportRequestStatus, 'new'>;

const BUTTONS: Record<Move, { label: string; icon: ReactNode; color: 'primary' | 'inherit' | 'error' }> = {
  review: { label: 'Взять на рассмотрение', icon: <ManageSearchOutlined />, color: 'primary' },
  needs_changes: { label: 'Вернуть на исправление', icon: <ReplayOutlined />, color: 'inherit' },
  approved: { label: 'Одобрить', icon: <CheckCircleOutline />, color: 'primary' },
  rejected: { label: 'Отклонить', icon: <HighlightOff />, color: 'error' },
};

/** The moves that ask for a comment: the applicant has to know what to correct, or why it was declined. */
const COMMENTED: Record<
  'needs_changes' | 'rejected',
  { title: string; label: string; hint: string; save: string }
> = {
  needs_changes: {
    title: 'Вернуть на исправление',
    label: 'Что исправить',
    hint: 'Заявитель увидит комментарий в переписке, исправит заявку и отправит её снова.',
    save: 'Вернуть',
  },
  rejected: {
    title: 'Отклонить заявку',
    label: 'Причина отказа',
    hint: 'Заявитель увидит причину в переписке. Отклонённую заявку не вернуть в работу.',
    save: 'Отклонить',
  },
};

const DONE: Record<Move, string> = {
  review: 'Заявка взята на рассмотрение',
  needs_changes: 'Заявка возвращена на исправление',
  approved: 'Заявка одобрена',
  rejected: 'Заявка отклонена',
};

function approveText(request: PassportRequest): string {
  if (request.kind === 'update')
    return (
      `Одобрить изменение паспорта по заявке № ${request.id}? Держателем паспорта станет ` +
      `${request.holder_name}${request.holder_phone ? `, телефон ${request.holder_phone}` : ''}.`
    );
  return (
    `Одобрить заявку № ${request.id}? Будет выдан паспорт захоронения со следующим номером серии вашей ` +
    `организации на имя ${request.holder_name}. Отменить это нельзя.`
  );
}

/**
 * The organisation's decision on a request, with only the moves its status allows (PASSPORT_REQUEST_MOVES):
 * «Взять на рассмотрение» at once; «Вернуть на исправление» and «Отклонить» with a comment; «Одобрить» after
 * a confirmation. A 409 (someone decided meanwhile, or the move is not allowed) is said here.
 */
export function PassportDecision({ request }: { request: PassportRequest }) {
  const decide = useDecidePassportRequest();
  const [asking, setAsking] = useState<'needs_changes' | 'rejected' | null>(null);
  const [approving, setApproving] = useState(false);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const moves = PASSPORT_REQUEST_MOVES[request.status] as readonly Move[];
  if (moves.length === 0) return null;

  const closeDialogs = () => {
    setAsking(null);
    setApproving(false);
    setComment('');
    setCommentError(null);
  };

  const send = (status: Move, text: string) => {
    setFailure(null);
    decide.mutate(
      { id: request.id, body: { status, comment: text } },
      {
        onSuccess: () => {
          snackbar.success(DONE[status]);
          closeDialogs();
        },
        onError: (error) => {
          // a 400 on the comment stays in its dialog; anything else is said beside the buttons
          if (error instanceof ApiError && error.code === 400 && error.fields.comment && asking) {
            setCommentError(error.fields.comment.join(' '));
            return;
          }
          closeDialogs();
          setFailure(errorText(error));
        },
      },
    );
  };

  const choose = (move: Move) => {
    setFailure(null);
    if (move === 'review') send('review', '');
    else if (move === 'approved') setApproving(true);
    else setAsking(move);
  };

  const sendComment = () => {
    if (!asking) return;
    const text = comment.trim();
    if (!text || text.length > MAX_COMMENT) {
      setCommentError(PASSPORT_MSG.comment);
      return;
    }
    send(asking, text);
  };

  const dialog = asking ? COMMENTED[asking] : null;
  return (
    <PassportSection title="Решение">
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {moves.map((move) => (
          <Button
            key={move}
            variant={move === 'approved' || move === 'review' ? 'contained' : 'outlined'}
            color={BUTTONS[move].color}
            startIcon={BUTTONS[move].icon}
            disabled={decide.isPending}
            onClick={() => choose(move)}
          >
            {BUTTONS[move].label}
          </Button>
        ))}
      </Box>
      <ConfirmDialog
        open={approving}
        text={approveText(request)}
        busy={decide.isPending}
        onConfirm={() => send('approved', '')}
        onCancel={closeDialogs}
      />
      {dialog && (
        <GenericDialog
          open
          title={dialog.title}
          saveText={dialog.save}
          busy={decide.isPending}
          onClose={closeDialogs}
          onSave={sendComment}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {dialog.hint}
          </Typography>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            label={dialog.label}
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
              if (commentError) setCommentError(null);
            }}
            error={Boolean(commentError)}
            helperText={commentError ?? `${comment.trim().length} / ${MAX_COMMENT}`}
          />
        </GenericDialog>
      )}
    </PassportSection>
  );
}
