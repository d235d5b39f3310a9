import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { AGENT_REQUEST_MSG, type AgentRequest } from '@sp/shared/api/agent-requests';
import { formatDateTime } from '@sp/shared/format/date';
import { isoDayOf } from '@sp/shared/format/date-text';
import { ORDER_CATEGORIES, ORDER_CATEGORY_LABELS } from '@sp/shared/orders/kinds';
import * as paths from '@sp/shared/routes/cabinet-paths';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { type Column, DataTable } from '../../../components/data-table';
import { PeriodFields } from '../../../components/date-fields';
import { usePaging } from '../../../components/paging';
import { type AgentRequestsFilter, type AgentRequestsStatus, useAgentRequests } from '../api/agent-requests';
import { NewChip } from './agent-request-details';
import { dayText, rubles } from './agent-request-form-values';

const SEARCH_DELAY_MS = 300;

type Filters = Omit<AgentRequestsFilter, 'offset' | 'limit' | 'query'>;
const INITIAL: Filters = { status: 'all', category_order: '', start_date: '', end_date: '' };

// words stay whole: break-word never narrows a column below its longest word
const strong = (row: AgentRequest) => ({ fontWeight: row.is_new ? 700 : 400, overflowWrap: 'break-word' });

function Deceased({ row }: { row: AgentRequest }) {
  return (
    <Stack spacing={0.25}>
      <Typography variant="body2" sx={strong(row)}>
        {row.deceased_full_name}
      </Typography>
      {row.date_death && (
        <Typography variant="caption" color="text.secondary">
          Умер(ла) {dayText(row.date_death)}
        </Typography>
      )}
    </Stack>
  );
}

function Agent({ row }: { row: AgentRequest }) {
  return (
    <Stack spacing={0.25} sx={{ overflowWrap: 'break-word' }}>
      <Typography variant="body2">{row.agent_name}</Typography>
      {row.agent_organization && (
        <Typography variant="caption" color="text.secondary">
          {row.agent_organization}
        </Typography>
      )}
      <Typography variant="caption" sx={{ whiteSpace: 'nowrap' }}>
        {row.agent_phone}
      </Typography>
    </Stack>
  );
}

function Contact({ row }: { row: AgentRequest }) {
  if (!row.contact_name && !row.contact_phone && !row.contact_email) return '—';
  return (
    <Stack spacing={0.25} sx={{ overflowWrap: 'break-word' }}>
      {row.contact_name && <Typography variant="body2">{row.contact_name}</Typography>}
      {row.contact_phone && (
        <Typography variant="caption" sx={{ whiteSpace: 'nowrap' }}>
          {row.contact_phone}
        </Typography>
      )}
      {row.contact_email && <Typography variant="caption">{row.contact_email}</Typography>}
    </Stack>
  );
}

const dealText = (row: AgentRequest) => (row.order ? `Сделка № ${row.order.number}` : 'Без сделки');

/**
 * /app/requests_agents: the requests agents brought, newest first; new ones in bold with «Новая». Filters: new or
 * read, a search over names, organisations, phones and e-mails, the service, the day recorded. A row opens the
 * request; on a phone each row is a short card.
 */
export function AgentRequestsTable() {
  const navigate = useNavigate();
  const compact = useMediaQuery('(max-width:899.95px)', { noSsr: true });
  const paging = usePaging();
  const [filters, setFilters] = useState<Filters>(INITIAL);
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

  const change = (next: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  // a day still being typed is not asked for (its field says what is missing)
  const [start, end] = [isoDayOf(filters.start_date), isoDayOf(filters.end_date)];
  const period = start && end && end < start ? AGENT_REQUEST_MSG.periodOrder : null;
  const requests = useAgentRequests({
    ...filters,
    start_date: start,
    end_date: end,
    // a period that ends before it starts is shown as an error and not asked for
    ...(period ? { start_date: '', end_date: '' } : {}),
    query,
    offset: paging.offset,
    limit: paging.limit,
  });

  const columns: Column<AgentRequest>[] = compact
    ? [
        {
          key: 'card',
          label: 'Заявка',
          card: 'plain',
          render: (row) => (
            <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="caption" color="text.secondary">
                  {formatDateTime(row.created_at)}
                </Typography>
                <NewChip request={row} />
              </Box>
              <Deceased row={row} />
              <Typography variant="body2">
                {ORDER_CATEGORY_LABELS[row.category_order]} · {rubles(row.fee)}
              </Typography>
              <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
                Агент: {row.agent_name},{' '}
                <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                  {row.agent_phone}
                </Box>
              </Typography>
              <Typography variant="caption">{dealText(row)}</Typography>
            </Stack>
          ),
        },
      ]
    : [
        {
          key: 'date',
          label: 'Дата',
          width: 140,
          render: (row) => (
            <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              <Typography variant="body2" sx={{ ...strong(row), whiteSpace: 'nowrap' }}>
                {formatDateTime(row.created_at)}
              </Typography>
              <NewChip request={row} />
            </Stack>
          ),
        },
        { key: 'deceased', label: 'Умерший', render: (row) => <Deceased row={row} /> },
        { key: 'agent', label: 'Агент', render: (row) => <Agent row={row} /> },
        { key: 'contact', label: 'Контакт семьи', render: (row) => <Contact row={row} /> },
        { key: 'category', label: 'Услуга', render: (row) => ORDER_CATEGORY_LABELS[row.category_order] },
        {
          key: 'fee',
          label: 'Вознаграждение',
          render: (row) => <Box sx={{ whiteSpace: 'nowrap' }}>{rubles(row.fee)}</Box>,
        },
        { key: 'deal', label: 'Сделка', render: (row) => (row.order ? `№ ${row.order.number}` : '—') },
      ];

  const filtered =
    query !== '' ||
    filters.status !== 'all' ||
    filters.category_order !== '' ||
    filters.start_date !== '' ||
    filters.end_date !== '';
  return (
    <Stack spacing={2}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'auto 2fr 1fr 1fr 1fr' },
        }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          value={filters.status}
          onChange={(_, next: AgentRequestsStatus | null) => next && change({ status: next })}
          aria-label="Какие заявки показать"
          sx={{ height: 40 }}
        >
          <ToggleButton value="all">Все</ToggleButton>
          <ToggleButton value="new">Новые</ToggleButton>
          <ToggleButton value="read">Прочитанные</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          size="small"
          type="search"
          label="Поиск: ФИО, телефон, e-mail"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          select
          size="small"
          label="Услуга"
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          value={filters.category_order}
          onChange={(event) => change({ category_order: event.target.value as Filters['category_order'] })}
        >
          <MenuItem value="">Все</MenuItem>
          {ORDER_CATEGORIES.map((category) => (
            <MenuItem key={category} value={String(category)}>
              {ORDER_CATEGORY_LABELS[category]}
            </MenuItem>
          ))}
        </TextField>
        <PeriodFields
          from={filters.start_date}
          to={filters.end_date}
          fromLabel="Записана с"
          toLabel="Записана по"
          problem={period}
          onChange={({ from, to }) =>
            change({
              ...(from !== undefined && { start_date: from }),
              ...(to !== undefined && { end_date: to }),
            })
          }
        />
      </Box>
      <DataTable
        label="Заявки агентов"
        columns={columns}
        rows={requests.data?.results}
        count={requests.data?.count ?? 0}
        paging={paging}
        rowKey={(row) => row.id}
        loading={requests.isPending}
        error={requests.error}
        onRetry={() => void requests.refetch()}
        emptyText={
          filtered
            ? 'Ничего не нашлось'
            : 'Заявок агентов пока нет. Когда агент — санитар, сотрудник полиции или партнёр — сообщит о случае, запишите его звонок кнопкой «Добавить заявку агента».'
        }
        onRowClick={(row) => navigate(paths.agentRequest(row.id))}
      />
    </Stack>
  );
}
