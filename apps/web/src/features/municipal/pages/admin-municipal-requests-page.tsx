import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { MunicipalApplication } from '@sp/shared/api/passports';
import { formatDate } from '@sp/shared/format/date';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useState } from 'react';
import { ApplicationStatusChip } from '../../../components/application-status-chip';
import { type Column, DataTable, PHONE_QUERY } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { RouterLink } from '../../../lib/router-link';
import { type MunicipalRequestStatus, useMunicipalRequests } from '../api/municipal-requests';
import { MunicipalDecisionDialog, type MunicipalDecisionKind } from '../components/municipal-decision-dialog';

const FILTERS: { value: MunicipalRequestStatus | ''; label: string; empty: string }[] = [
  { value: 'new', label: 'Новые', empty: 'Новых заявок нет' },
  { value: 'accepted', label: 'Принятые', empty: 'Принятых заявок нет' },
  { value: 'declined', label: 'Отклонённые', empty: 'Отклонённых заявок нет' },
  { value: '', label: 'Все', empty: 'Заявок пока нет' },
];

const ABOUT =
  'Здесь появляются заявки ритуальных компаний, которые хотят стать муниципальными организациями: компания ' +
  'подаёт её в профиле компании. Принятая компания получает кладбища в разделе «Кладбища» и рассматривает ' +
  'заявки на паспорта захоронений.';

const nowrap = { whiteSpace: 'nowrap' } as const;
const text = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * /admin/accept-municipal «Заявки муниципальных организаций»: the companies' requests to become municipal
 * organisations, the new ones first by default. «Принять» makes the company MUNICIPAL (cemeteries are given to it
 * in «Кладбища»), «Отклонить» tells it why; both confirmed. A table on a desk, cards on a phone.
 */
export function AdminMunicipalRequestsPage() {
  const phone = useMediaQuery(PHONE_QUERY, { noSsr: true });
  const paging = usePaging();
  const [status, setStatus] = useState<MunicipalRequestStatus | ''>('new');
  const requests = useMunicipalRequests({
    offset: paging.offset,
    limit: paging.limit,
    ...(status ? { status } : {}),
  });
  const [asking, setAsking] = useState<{
    request: MunicipalApplication;
    decision: MunicipalDecisionKind;
  } | null>(null);
  const [accepted, setAccepted] = useState<MunicipalApplication | null>(null);

  const decisionOf = (request: MunicipalApplication) => {
    if (request.status === 'new')
      return (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            size="small"
            variant={phone ? 'contained' : 'outlined'}
            onClick={() => setAsking({ request, decision: 'accept' })}
            aria-label={`Принять заявку компании «${request.company.name}»`}
          >
            Принять
          </Button>
          <Button
            size="small"
            color="error"
            variant="outlined"
            onClick={() => setAsking({ request, decision: 'decline' })}
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

  const columns: readonly Column<MunicipalApplication>[] = [
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
      label: 'Об организации',
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
    <Box>
      <PageHeader title="Заявки муниципальных организаций" />
      {accepted && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setAccepted(null)}>
          Компания «{accepted.company.name}» теперь муниципальная организация. Назначьте ей кладбища в разделе{' '}
          <Link component={RouterLink} to={paths.adminCemeteries()}>
            «Кладбища»
          </Link>
          .
        </Alert>
      )}
      <Box sx={{ mb: 2, maxWidth: { sm: 260 } }}>
        <TextField
          select
          fullWidth
          size="small"
          label="Статус"
          value={status}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          onChange={(event) => {
            setStatus(event.target.value as MunicipalRequestStatus | '');
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
        label="Заявки муниципальных организаций"
        columns={columns}
        rows={requests.data?.results}
        count={requests.data?.count ?? 0}
        paging={paging}
        rowKey={(request) => request.id}
        loading={requests.isPending}
        error={requests.error}
        onRetry={() => void requests.refetch()}
        emptyTitle={filter.empty}
        emptyText={ABOUT}
      />
      {asking && (
        <MunicipalDecisionDialog
          request={asking.request}
          decision={asking.decision}
          onClose={() => setAsking(null)}
          onAccepted={setAccepted}
        />
      )}
    </Box>
  );
}
