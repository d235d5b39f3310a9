import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate } from '@sp/shared/format/date';
import { useState } from 'react';
import { type ApplicationStatus, ApplicationStatusChip } from './application-status-chip';
import { ApplyDialog, type ApplyDialogProps } from './apply-dialog';
import { PageState } from './page-state';

/** A company's request to become something, as its owner reads it. */
export type Application = {
  status: ApplicationStatus;
  note: string;
  comment: string;
  created_at: string;
  decided_at: string | null;
};

function statusLine(request: Application, acceptedText: string): string {
  const sent = `Заявка от ${formatDate(request.created_at)}`;
  const decided = request.decided_at ? ` ${formatDate(request.decided_at)}` : '';
  if (request.status === 'new') return `${sent} ждёт решения администратора.`;
  if (request.status === 'accepted') return `${sent} принята${decided}: ${acceptedText}.`;
  return `${sent} отклонена${decided}. Вы можете подать заявку снова.`;
}

/** A text someone wrote, under a caption of who and what. */
function Said({ label, text }: { label: string; text: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</Typography>
    </Box>
  );
}

type BecomeApplicationProps = Omit<ApplyDialogProps, 'onClose'> & {
  /** the company's latest request (null: none yet) */
  latest: {
    data: Application | null | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  /** what it is, said while there is no request */
  about: string;
  /** said of an accepted request: «компания — дилер» */
  acceptedText: string;
};

/**
 * The owner's block on /app/profile-company asking to become something (a municipal organisation, a dealer): the
 * latest request with its status and the administrator's comment, and the button (the dialog's title) when there
 * is none or it was declined.
 */
export function BecomeApplication({ latest, about, acceptedText, ...dialog }: BecomeApplicationProps) {
  const [asking, setAsking] = useState(false);
  if (latest.isPending) return <PageState kind="loading" />;
  if (latest.isError)
    return <PageState kind="error" error={latest.error} onRetry={() => void latest.refetch()} />;
  const request = latest.data;
  const canApply = !request || request.status === 'declined';

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {request ? (
        <>
          <ApplicationStatusChip status={request.status} />
          <Typography>{statusLine(request, acceptedText)}</Typography>
          <Said label="Текст заявки" text={request.note} />
          {request.comment && <Said label="Комментарий администратора" text={request.comment} />}
        </>
      ) : (
        <Typography color="text.secondary">{about}</Typography>
      )}
      {canApply && (
        <Button variant="outlined" onClick={() => setAsking(true)}>
          {dialog.title}
        </Button>
      )}
      {asking && <ApplyDialog {...dialog} onClose={() => setAsking(false)} />}
    </Stack>
  );
}
