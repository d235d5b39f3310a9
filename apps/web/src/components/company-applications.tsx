import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { List } from '@sp/shared/api/common';
import { formatDate } from '@sp/shared/format/date';
import { useState } from 'react';
import { type ApplicationStatus, ApplicationStatusChip } from './application-status-chip';
import { type Column, DataTable } from './data-table';
import { DecisionCell, type DecisionKind } from './decision-cell';
import { type Paging, usePaging } from './paging';
import { StatusFilter } from './status-filter';

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

const FILTERS: { value: ApplicationStatus | ''; label: string; empty: string }[] = [
  { value: 'new', label: 'Новые', empty: 'Новых заявок нет' },
  { value: 'accepted', label: 'Принятые', empty: 'Принятых заявок нет' },
  { value: 'declined', label: 'Отклонённые', empty: 'Отклонённых заявок нет' },
  { value: '', label: 'Все', empty: 'Заявок пока нет' },
];

const nowrap = { whiteSpace: 'nowrap' } as const;
const text = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

type ListHook<R> = (filter: { status?: ApplicationStatus; offset: number; limit: number }) => {
  data?: List<R>;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
};

/**
 * A requests page's state: the paging, the status filter (new ones at first), the list asked through `useList`,
 * and the request being decided; `props` go to CompanyApplications.
 */
export function useCompanyApplications<R extends CompanyApplication>(useList: ListHook<R>) {
  const paging = usePaging();
  const [status, setStatus] = useState<ApplicationStatus | ''>('new');
  const list = useList({ offset: paging.offset, limit: paging.limit, ...(status ? { status } : {}) });
  const [asking, setAsking] = useState<{ request: R; decision: DecisionKind } | null>(null);
  return {
    props: {
      status,
      onStatus: setStatus,
      list,
      paging,
      onDecide: (request: R, decision: DecisionKind) => setAsking({ request, decision }),
    },
    asking,
    done: () => setAsking(null),
  };
}

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
  onDecide: (request: R, decision: DecisionKind) => void;
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
  const decisionOf = (request: R) => (
    <DecisionCell
      waiting={request.status === 'new'}
      subject={`заявку компании «${request.company.name}»`}
      onDecide={(decision) => onDecide(request, decision)}
      chip={<ApplicationStatusChip status={request.status} />}
      decidedAt={request.decided_at}
      comment={request.comment}
    />
  );

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
      <StatusFilter
        value={status}
        options={FILTERS}
        onChange={(next) => {
          onStatus(next);
          paging.setPage(1);
        }}
      />
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
