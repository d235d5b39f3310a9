import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { commentCreateSchema, TASK_LIMITS, type TaskComment } from '@sp/shared/api/tasks';
import { formatDateTime } from '@sp/shared/format/date';
import { type FormEvent, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageState } from '../../../components/page-state';
import { errorText } from '../../../lib/api-error';
import { snackbar } from '../../../lib/snackbar-store';
import { useAddComment } from '../api/add-comment';
import { COMMENTS_PAGE, useComments } from '../api/comments';
import { useDeleteComment } from '../api/delete-comment';

type TaskCommentsProps = { taskId: number; canEdit: boolean };

/** The task's comments, oldest first; a new one with a character counter (an empty one is not sent); own deleted. */
export function TaskComments({ taskId, canEdit }: TaskCommentsProps) {
  const [limit, setLimit] = useState(COMMENTS_PAGE);
  const comments = useComments(taskId, limit);
  const add = useAddComment();
  const remove = useDeleteComment();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TaskComment | null>(null);
  const length = text.trim().length;

  const send = (event: FormEvent) => {
    event.preventDefault();
    const parsed = commentCreateSchema.safeParse({ task_id: taskId, comment: text });
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
    <Box>
      {comments.isPending && <PageState kind="loading" />}
      {comments.isError && (
        <PageState kind="error" error={comments.error} onRetry={() => void comments.refetch()} />
      )}
      {comments.data && comments.data.count > comments.data.results.length && (
        <Button size="small" onClick={() => setLimit((value) => value + COMMENTS_PAGE)} sx={{ mb: 1 }}>
          Показать ещё
        </Button>
      )}
      {comments.data?.results.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
          Комментариев пока нет.
        </Typography>
      )}
      <Stack component="ul" spacing={1.5} aria-label="Комментарии" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {comments.data?.results.map((comment) => (
          <Box component="li" key={comment.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="caption" color="text.secondary">
                {comment.author?.name ?? 'Сотрудник'} · {formatDateTime(comment.created_at)}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {comment.comment}
              </Typography>
            </Box>
            {canEdit && comment.is_own && (
              <IconButton size="small" aria-label="Удалить комментарий" onClick={() => setRemoving(comment)}>
                <DeleteOutline fontSize="small" />
              </IconButton>
            )}
          </Box>
        ))}
      </Stack>
      {canEdit && (
        <Box component="form" onSubmit={send} sx={{ mt: 2, display: 'grid', gap: 1 }}>
          <TextField
            label="Комментарий"
            multiline
            minRows={2}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(null);
            }}
            error={Boolean(error) || length > TASK_LIMITS.comment}
            helperText={error ?? `${length} / ${TASK_LIMITS.comment}`}
            slotProps={{ htmlInput: { maxLength: TASK_LIMITS.comment + 100 } }}
          />
          <Box>
            <Button
              type="submit"
              variant="contained"
              disabled={length === 0 || length > TASK_LIMITS.comment || add.isPending}
            >
              Отправить
            </Button>
          </Box>
        </Box>
      )}
      <ConfirmDialog
        open={removing !== null}
        text="Удалить комментарий?"
        busy={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: () => snackbar.success('Комментарий удалён'),
            onError: (failure) => snackbar.error(errorText(failure)),
            onSettled: () => setRemoving(null),
          });
        }}
        onCancel={() => setRemoving(null)}
      />
    </Box>
  );
}
