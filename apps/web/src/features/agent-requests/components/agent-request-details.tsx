import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AgentRequest } from '@sp/shared/api/agent-requests';
import { formatDateTime } from '@sp/shared/format/date';
import { ORDER_CATEGORY_LABELS } from '@sp/shared/orders/kinds';
import type { ReactNode } from 'react';
import { dayText, rubles } from './agent-request-form-values';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A term and its value; an empty value shows a dash. */
function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {term}
      </Typography>
      <Typography
        component="dd"
        variant="body1"
        sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
      >
        {children || '—'}
      </Typography>
    </Box>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {children}
      </Box>
    </Paper>
  );
}

/** «Новая» while nobody but its author has opened the request. */
export function NewChip({ request }: { request: Pick<AgentRequest, 'is_new'> }) {
  return request.is_new ? <Chip size="small" color="primary" label="Новая" /> : null;
}

/** One agent request, read-only: the agent, the family's contact, the deceased, what is needed and the fee. */
export function AgentRequestDetails({ request }: { request: AgentRequest }) {
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          Записана {formatDateTime(request.created_at)}
          {request.created_by ? `, ${request.created_by.name}` : ''}
        </Typography>
        <NewChip request={request} />
      </Box>
      <Block title="Агент">
        <Item term="ФИО">{request.agent_name}</Item>
        <Item term="Телефон">
          <Link href={telHref(request.agent_phone)}>{request.agent_phone}</Link>
        </Item>
        <Item term="Организация">{request.agent_organization}</Item>
        <Item term="Вознаграждение">{rubles(request.fee)}</Item>
      </Block>
      <Block title="Контакт семьи">
        <Item term="ФИО">{request.contact_name}</Item>
        <Item term="Телефон">
          {request.contact_phone && (
            <Link href={telHref(request.contact_phone)}>{request.contact_phone}</Link>
          )}
        </Item>
        <Item term="E-mail">
          {request.contact_email && (
            <Link href={`mailto:${request.contact_email}`}>{request.contact_email}</Link>
          )}
        </Item>
      </Block>
      <Block title="Умерший">
        <Item term="ФИО">{request.deceased_full_name}</Item>
        <Item term="Дата смерти">{dayText(request.date_death)}</Item>
        <Item term="Где находится сейчас">{request.place}</Item>
      </Block>
      <Block title="Что нужно">
        <Item term="Услуга">{ORDER_CATEGORY_LABELS[request.category_order]}</Item>
        <Item term="Комментарий">{request.note}</Item>
      </Block>
    </Box>
  );
}
