import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { passportCommentBodySchema } from '@sp/shared/api/passports';
import { formatDateTime } from '@sp/shared/format/date';
import { type FormEvent, useState } from 'react';
import { PageState } from '../../../components/page-state';
import { errorText } from '../../../lib/api-error';
import { useAddPassportComment } from '../api/add-passport-comment';
import { type PassportComment, usePassportComments } from '../api/passport-comments';
import type { PassportSide } from '../api/passport-side';
import { PassportSection } from './passport-section';

const MAX_COMMENT = 2000;

const SIDE_LABELS: Record<PassportComment['side'], string> = {
  municipal: 'Организация',
  applicant: 'Заявитель',
};

type PassportCommentsProps = { side: PassportSide; requestId: number; canWrite: boolean };

/**
 * The thread between the applicant and the organisation, oldest first: the organisation's decisions with their
 * comments land here too. A new comment is sent with «Отправить» (an empty one is not).
 */
export function PassportComments({ side, requestId, canWrite }: PassportCommentsProps) {
  const comments = usePassportComments(side, requestId);
  const add = useAddPassportComment(side);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const length = text.trim().length;

  const send = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passportCommentBodySchema.safeParse({ request_id: requestId, text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    add.mutate(parsed.data, {
      onSuccess: () => {
        setText('');
        setError(null);
      },
      onError: (failure) => setError(errorText(failure)),
    });
  };

  return (
    <PassportSection title="Переписка">
      {comments.isPending && <PageState kind="loading" />}
      {comments.isError && (
        <PageState kind="error" error={comments.error} onRetry={() => void comments.refetch()} />
      )}
      {comments.data?.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ pb: 1 }}>
          Комментариев пока нет.
        </Typography>
      )}
      {comments.data && comments.data.length > 0 && (
        <Stack component="ul" spacing={1.5} aria-label="Комментарии" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {comments.data.map((comment) => (
            <Box
              component="li"
              key={comment.id}
              sx={{
                p: 1.5,
                borderRadius: 1,
                bgcolor: comment.side === 'municipal' ? 'action.hover' : 'transparent',
                border: 1,
                borderColor: 'divider',
              }}
            >
              <Typography variant="caption" color="text.secondary" component="p">
                {SIDE_LABELS[comment.side]}
                {comment.author ? ` · ${comment.author}` : ''} · {formatDateTime(comment.created_at)}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {comment.text}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
      {canWrite && (
        <Box component="form" onSubmit={send} sx={{ mt: 2, display: 'grid', gap: 1 }}>
          <TextField
            label="Ваш комментарий"
            multiline
            minRows={2}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(null);
            }}
            error={Boolean(error) || length > MAX_COMMENT}
            helperText={error ?? `${length} / ${MAX_COMMENT}`}
          />
          <Box>
            <Button
              type="submit"
              variant="contained"
              disabled={length === 0 || length > MAX_COMMENT || add.isPending}
            >
              Отправить
            </Button>
          </Box>
        </Box>
      )}
    </PassportSection>
  );
}
