import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { SiteRequestSummary } from '@sp/shared/api/requests';
import { formatDateTime } from '@sp/shared/format/date';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { type Column, DataTable } from '../../../components/data-table';
import { usePaging } from '../../../components/paging';
import { RouterLink as Link } from '../../../lib/router-link';
import { useModuleRights } from '../../../lib/use-module-rights';
import { type RequestsStatus, useRequests } from '../api/requests';
import { rubles } from './money';

const SEARCH_DELAY_MS = 300;

export function RequestChips({ request }: { request: Pick<SiteRequestSummary, 'is_new' | 'is_urgent'> }) {
  if (!request.is_new && !request.is_urgent) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {request.is_urgent && <Chip size="small" color="error" label="Срочно" />}
      {request.is_new && <Chip size="small" color="primary" label="Новая" />}
    </Box>
  );
}

function Contacts({ request }: { request: SiteRequestSummary }) {
  return (
    <Stack spacing={0.25} sx={{ overflowWrap: 'break-word' }}>
      {request.phone && <span>{request.phone}</span>}
      {request.email && <span>{request.email}</span>}
    </Stack>
  );
}

/** /app/requests: the requests families sent from the site, new ones in bold; a row opens the request. */
export function RequestsTable() {
  const navigate = useNavigate();
  const landing = useModuleRights('landing');
  const paging = usePaging();
  // a link may open the unread ones (?status=new: the home page's «Новые заявки»)
  const [params] = useSearchParams();
  const [status, setStatus] = useState<RequestsStatus>(() =>
    params.get('status') === 'new' ? 'new' : params.get('status') === 'read' ? 'read' : 'all',
  );
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const { setPage } = paging;
  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, setPage]);

  const requests = useRequests({ status, query, offset: paging.offset, limit: paging.limit });

  const columns = useMemo<Column<SiteRequestSummary>[]>(
    () => [
      {
        key: 'date',
        label: 'Дата',
        width: 150,
        render: (row) => (
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="body2" sx={{ fontWeight: row.is_new ? 700 : 400, whiteSpace: 'nowrap' }}>
              {formatDateTime(row.created_at)}
            </Typography>
            <RequestChips request={row} />
          </Stack>
        ),
      },
      {
        key: 'name',
        label: 'Имя',
        card: 'title',
        render: (row) => (
          <Typography variant="body2" sx={{ fontWeight: row.is_new ? 700 : 400, overflowWrap: 'break-word' }}>
            {row.name || 'Без имени'}
          </Typography>
        ),
      },
      { key: 'contacts', label: 'Контакты', render: (row) => <Contacts request={row} /> },
      {
        key: 'total',
        label: 'Сумма',
        render: (row) => (
          <Typography variant="body2" sx={{ fontWeight: row.is_new ? 700 : 400, whiteSpace: 'nowrap' }}>
            {/* «Срочный вызов» carries no lines, only an address */}
            {row.is_urgent && row.items_count === 0 ? '—' : rubles(row.total)}
          </Typography>
        ),
      },
      { key: 'items', label: 'Позиций', width: 90, render: (row) => row.items_count },
    ],
    [],
  );

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={status}
          onChange={(_, next: RequestsStatus | null) => {
            if (!next) return;
            setStatus(next);
            setPage(1);
          }}
          aria-label="Какие заявки показать"
        >
          <ToggleButton value="all">Все</ToggleButton>
          <ToggleButton value="new">Новые</ToggleButton>
          <ToggleButton value="read">Прочитанные</ToggleButton>
        </ToggleButtonGroup>
        <OutlinedInput
          size="small"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Имя, телефон или e-mail"
          inputProps={{ 'aria-label': 'Поиск заявок', maxLength: 200 }}
          sx={{ flex: '1 1 240px', maxWidth: 400 }}
        />
      </Box>
      <DataTable
        label="Заявки с сайта"
        columns={columns}
        rows={requests.data?.results}
        count={requests.data?.count ?? 0}
        paging={paging}
        rowKey={(row) => row.id}
        loading={requests.isPending}
        error={requests.error}
        onRetry={() => requests.refetch()}
        emptyTitle={status === 'all' && !query ? 'Заявок пока нет' : undefined}
        emptyText={
          status === 'all' && !query
            ? 'Сюда приходят заявки семей из корзины на странице компании и из поиска, а также срочные вызовы. Чем полнее страница компании — каталог с ценами, контакты, фотографии, — тем чаще к вам обращаются.'
            : 'Ничего не нашлось'
        }
        emptyAction={
          status === 'all' && !query && landing.canEdit ? (
            <Button component={Link} to={paths.landing()} variant="outlined">
              Настроить страницу компании
            </Button>
          ) : undefined
        }
        onRowClick={(row) => navigate(paths.request(row.id))}
      />
    </Stack>
  );
}
