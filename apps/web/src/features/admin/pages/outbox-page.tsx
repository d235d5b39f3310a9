import Typography from '@mui/material/Typography';
import type { OutboxMessage } from '@sp/shared/api/misc';
import { formatDateTime } from '@sp/shared/format/date';
import { type Column, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { useOutbox } from '../api/get-outbox';

const CHANNEL: Record<OutboxMessage['channel'], string> = {
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  outbox: 'Исходящие',
};
const STATUS: Record<OutboxMessage['status'], string> = {
  stored: 'Сохранено',
  sent: 'Отправлено',
  failed: 'Ошибка',
};

const COLUMNS: readonly Column<OutboxMessage>[] = [
  {
    key: 'date',
    label: 'Дата',
    render: (m) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(m.created_at)}</span>,
    width: 150,
  },
  { key: 'channel', label: 'Канал', render: (m) => CHANNEL[m.channel] },
  {
    key: 'recipient',
    label: 'Получатель',
    // an address is one word: it widens its column rather than breaking
    render: (m) => <span style={{ overflowWrap: 'break-word' }}>{m.recipient}</span>,
  },
  {
    key: 'text',
    label: 'Сообщение',
    render: (m) => (
      <>
        {m.subject && (
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {m.subject}
          </Typography>
        )}
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'break-word' }}>
          {m.text}
        </Typography>
      </>
    ),
  },
  { key: 'status', label: 'Статус', render: (m) => STATUS[m.status] },
];

/** /admin/outbox: every message the platform stored or sent, newest first. */
export function OutboxPage() {
  const paging = usePaging();
  const outbox = useOutbox(paging.offset, paging.limit);
  return (
    <>
      <PageHeader title="Исходящие сообщения" />
      <DataTable
        label="Исходящие сообщения"
        columns={COLUMNS}
        rows={outbox.data?.results}
        count={outbox.data?.count ?? 0}
        paging={paging}
        rowKey={(m) => m.id}
        loading={outbox.isPending}
        error={outbox.error}
        onRetry={() => void outbox.refetch()}
        emptyText="Исходящих сообщений нет. Здесь появляется каждое письмо и сообщение платформы: коды входа, подтверждения, уведомления."
      />
    </>
  );
}
