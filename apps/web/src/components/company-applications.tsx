import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { List } from '@sp/shared/api/common';
import { formatDate } from '@sp/shared/format/date';
import { type ApplicationStatus, ApplicationStatusChip } from './application-status-chip';
import { type Column, DataTable, PHONE_QUERY } from './data-table';
import type { Paging } from './paging';

/** A company's request to the administrators (to become a municipal organisation, a dealer). */
export type CompanyApplication = {
  id: number;
  company: { id: number; name: string; inn: string };
  note: string;
  status: ApplicationStatus;
  comment: string;
  created_at: string;
  decided_at: string | null;
};

export type ApplicationDecisionKind = 'accept' | 'decline';

const FILTERS: { value: ApplicationStatus | ''; label: string; empty: string }[] = [
  { value: 'new', label: 'Новые', empty: 'Новых заявок нет' },
  { value: 'accepted', label: 'Принятые', empty: 'Принятых заявок нет' },
  { value: 'declined', label: 'Отклонённые', empty: 'Отклонённых заявок нет' },
  { value: '', label: 'Все', empty: 'Заявок пока нет' },
];

const nowrap = { whiteSpace: 'nowrap' } as const;
const text = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

type CompanyApplicationsProps<R extends CompanyApplication> = {
  /** the table's (and the cards') accessible name */
  label: string;
  /** the column of the company's words («Об организации») */
  noteLabel: string;
  /** what the page is for, when the list is empty */
  about: string;
  status: ApplicationStatus | '';
  onStatus: (status: ApplicationStatus | '') => void;
  list: { data?: List<R>; isPending: boolean; error: unknown; refetch: () => unknown };
  paging: Paging;
  onDecide: (request: R, decision: ApplicationDecisionKind) => void;
};

/**
 * The administrators' list of the companies' requests: the status filter (Новые, Принятые, Отклонённые, Все), the
 * company with its ИНН, the day it asked, its words, and «Принять» / «Отклонить» for a new one or the decision
 * with its day and comment. A table on a desk, cards on a phone.
 */
export function CompanyApplications<R extends CompanyApplication>({
  label,
  noteLabel,
  about,
  status,
  onStatus,
  list,
  paging,
  onDecide,
}: CompanyApplicationsProps<R>) {
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });

  const decisionOf = (request: R) => {
    if (request.status === 'new')
      return (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            size="small"
            variant={phone ? 'contained' : 'outlined'}
            onClick={() => onDecide(request, 'accept')}
            aria-label={`Принять заявку компании «${request.company.name}»`}
          >
            Принять
          </Button>
          <Button
            size="small"
            color="error"
            variant="outlined"
            onClick={() => onDecide(request, 'decline')}
            aria-label={`Отклонить заявку компании «${request.company.name}»`}
          >
            Отклонить
          </Button>
        </Stack>
      );
    return (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <ApplicationStatusChip status={request.status} />
          {request.decided_at && (
            <Typography variant="caption" color="text.secondary" sx={nowrap}>
              {formatDate(request.decided_at)}
            </Typography>
          )}
        </Stack>
        {request.comment && (
          <Typography variant="body2" sx={text}>
            {request.comment}
          </Typography>
        )}
      </Stack>
    );
  };

  const columns: readonly Column<R>[] = [
    {
      key: 'company',
      label: 'Компания',
      card: 'title',
      width: 240,
      render: (request) => (
        <Stack spacing={0.25} sx={{ overflowWrap: 'anywhere' }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {request.company.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {request.company.inn ? `ИНН ${request.company.inn}` : 'ИНН не указан'}
          </Typography>
        </Stack>
      ),
    },
    {
      key: 'date',
      label: 'Подана',
      width: 110,
      render: (request) => <Box sx={nowrap}>{formatDate(request.created_at)}</Box>,
    },
    {
      key: 'note',
      label: noteLabel,
      render: (request) => (
        <Typography variant="body2" sx={text}>
          {request.note}
        </Typography>
      ),
    },
    { key: 'decision', label: 'Решение', width: 240, render: decisionOf },
  ];

  const filter = FILTERS.find((item) => item.value === status) ?? FILTERS[0];
  return (
    <>
      <Box sx={{ mb: 2, maxWidth: { sm: 260 } }}>
        <TextField
          select
          fullWidth
          size="small"
          label="Статус"
          value={status}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          onChange={(event) => {
            onStatus(event.target.value as ApplicationStatus | '');
            paging.setPage(1);
          }}
        >
          {FILTERS.map((item) => (
            <MenuItem key={item.value || 'all'} value={item.value}>
              {item.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <DataTable
        label={label}
        columns={columns}
        rows={list.data?.results}
        count={list.data?.count ?? 0}
        paging={paging}
        rowKey={(request) => request.id}
        loading={list.isPending}
        error={list.error}
        onRetry={() => void list.refetch()}
        emptyTitle={filter.empty}
        emptyText={about}
      />
    </>
  );
}
