import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  PASSPORT_REQUEST_STATUS_LABELS,
  PASSPORT_REQUEST_STATUSES,
  type PassportRequest,
  type PassportRequestStatus,
} from '@sp/shared/api/passports';
import { formatDate } from '@sp/shared/format/date';
import { type ReactNode, useState } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { usePaging } from '../../../components/paging';
import { usePassportRequests } from '../api/passport-requests';
import type { PassportSide } from '../api/passport-side';
import { graveText, lifeDates, PASSPORT_REQUEST_KIND_LABELS } from './passport-format';
import { PassportRequestStatusChip } from './passport-request-status-chip';

function columnsOf(side: PassportSide): readonly Column<PassportRequest>[] {
  return [
    {
      key: 'number',
      label: 'Заявка',
      card: 'title',
      width: 90,
      render: (row) => <Box sx={{ whiteSpace: 'nowrap' }}>№ {row.id}</Box>,
    },
    { key: 'date', label: 'Дата', width: 110, render: (row) => formatDate(row.created_at) },
    side === 'municipal'
      ? { key: 'applicant', label: 'Заявитель', render: (row) => row.applicant.name || '—' }
      : { key: 'organisation', label: 'Организация', render: (row) => row.municipal_company.name || '—' },
    { key: 'grave', label: 'Кладбище и могила', render: (row) => graveText(row.grave) },
    {
      key: 'person',
      label: 'Умерший',
      render: (row) =>
        row.person ? (
          <>
            {row.person.full_name}
            {lifeDates(row.person) && (
              <Typography variant="caption" color="text.secondary" component="div">
                {lifeDates(row.person)}
              </Typography>
            )}
          </>
        ) : (
          '—'
        ),
    },
    { key: 'kind', label: 'Вид', render: (row) => PASSPORT_REQUEST_KIND_LABELS[row.kind] },
    { key: 'status', label: 'Статус', render: (row) => <PassportRequestStatusChip status={row.status} /> },
  ];
}

const MUNICIPAL_ABOUT =
  'Сюда приходят заявки семей и ритуальных компаний на паспорта захоронений на кладбищах вашей организации, ' +
  'а также просьбы изменить выданные паспорта. Возьмите заявку на рассмотрение, при необходимости верните ' +
  'на исправление, затем одобрите — паспорт получит следующий номер серии — или отклоните.';

const APPLICANT_ABOUT =
  'Паспорт захоронения оформляет муниципальная организация кладбища. Подайте заявку по умершему, у которого ' +
  'указано место захоронения, приложите скан свидетельства о смерти и следите здесь за решением.';

type PassportRequestsListProps = {
  side: PassportSide;
  onOpen: (request: PassportRequest) => void;
  /** the applicant's «Новая заявка», shown in the empty list */
  emptyAction?: ReactNode;
};

/**
 * The passport requests of a side, newest first, filtered by status (the organisation starts with «Новая», the
 * applicant with all); a row opens the request. Cards on a phone.
 */
export function PassportRequestsList({ side, onOpen, emptyAction }: PassportRequestsListProps) {
  const paging = usePaging();
  const initial: PassportRequestStatus | '' = side === 'municipal' ? 'new' : '';
  const [status, setStatus] = useState<PassportRequestStatus | ''>(initial);
  const requests = usePassportRequests(side, {
    status: status || undefined,
    offset: paging.offset,
    limit: paging.limit,
  });
  const filtered = status !== initial;
  const municipal = side === 'municipal';

  return (
    <>
      <Box sx={{ mb: 2, maxWidth: { sm: 260 } }}>
        <TextField
          select
          fullWidth
          size="small"
          label="Статус"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as PassportRequestStatus | '');
            paging.setPage(1);
          }}
        >
          <MenuItem value="">Все</MenuItem>
          {PASSPORT_REQUEST_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {PASSPORT_REQUEST_STATUS_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <DataTable
        label={municipal ? 'Заявки на паспорта' : 'Мои заявки'}
        columns={columnsOf(side)}
        rows={requests.data?.results}
        count={requests.data?.count ?? 0}
        paging={paging}
        rowKey={(row) => row.id}
        loading={requests.isPending}
        error={requests.error}
        onRetry={() => void requests.refetch()}
        onRowClick={onOpen}
        emptyTitle={filtered ? undefined : municipal ? 'Новых заявок нет' : 'Заявок на паспорта пока нет'}
        emptyText={
          filtered
            ? status
              ? `Заявок со статусом «${PASSPORT_REQUEST_STATUS_LABELS[status]}» нет`
              : 'Заявок нет'
            : municipal
              ? MUNICIPAL_ABOUT
              : APPLICANT_ABOUT
        }
        emptyAction={filtered ? undefined : emptyAction}
      />
    </>
  );
}
