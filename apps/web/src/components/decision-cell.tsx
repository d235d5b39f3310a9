import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { formatDate } from '@sp/shared/format/date';
import type { ReactNode } from 'react';
import { PHONE_QUERY } from './data-table';

export type DecisionKind = 'accept' | 'decline';

type DecisionCellProps = {
  /** waiting for a decision: «Принять» and «Отклонить»; else the decision taken */
  waiting: boolean;
  /** what the buttons decide on, for their names («заявку компании «Ритуал»», «промокод VESNA») */
  subject: string;
  onDecide: (decision: DecisionKind) => void;
  /** the decision's status chip */
  chip: ReactNode;
  decidedAt: string | null;
  comment: string;
  /** facts of the decision under the chip (a dealer's share) */
  children?: ReactNode;
};

const text = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** A request's «Решение» cell in the administrators' lists: the two buttons, or the status, day and comment. */
export function DecisionCell({
  waiting,
  subject,
  onDecide,
  chip,
  decidedAt,
  comment,
  children,
}: DecisionCellProps) {
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  if (waiting)
    return (
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          size="small"
          variant={phone ? 'contained' : 'outlined'}
          onClick={() => onDecide('accept')}
          aria-label={`Принять ${subject}`}
        >
          Принять
        </Button>
        <Button
          size="small"
          color="error"
          variant="outlined"
          onClick={() => onDecide('decline')}
          aria-label={`Отклонить ${subject}`}
        >
          Отклонить
        </Button>
      </Stack>
    );
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {chip}
        {decidedAt && (
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {formatDate(decidedAt)}
          </Typography>
        )}
      </Stack>
      {children}
      {comment && (
        <Typography variant="body2" sx={text}>
          {comment}
        </Typography>
      )}
    </Stack>
  );
}
