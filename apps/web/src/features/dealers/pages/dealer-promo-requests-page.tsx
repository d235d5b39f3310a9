import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PromoCode } from '@sp/shared/api/promo-codes';
import { formatDate } from '@sp/shared/format/date';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { PromoStatusChip } from '../../../components/promo-status-chip';
import { useDealerPromoRequests } from '../api/dealer-promo-requests';
import { codeCell, said, TERM_COLUMNS } from '../components/promo-columns';
import { PromoRequestDialog } from '../components/promo-request-dialog';

const TITLE = 'Заявки на промокоды';

const COLUMNS: readonly Column<PromoCode>[] = [
  { key: 'code', label: 'Промокод', card: 'title', render: codeCell },
  ...TERM_COLUMNS,
  { key: 'created', label: 'Подана', render: (code) => formatDate(code.created_at) },
  { key: 'note', label: 'Где и кому', render: (code) => said(code.note) },
  {
    key: 'status',
    label: 'Решение',
    render: (code) => (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <PromoStatusChip status={code.status} />
          {code.decided_at && (
            <Typography variant="caption" color="text.secondary">
              {formatDate(code.decided_at)}
            </Typography>
          )}
        </Stack>
        {code.comment && (
          <Box>
            <Typography variant="caption" color="text.secondary" component="p">
              Комментарий администратора
            </Typography>
            {said(code.comment)}
          </Box>
        )}
      </Stack>
    ),
  },
];

/**
 * /app/dealer/requests-promo-code «Заявки на промокоды»: the dealer's codes waiting for the administrator and those
 * declined (with the administrator's comment); «Запросить промокод» asks for a new one. An accepted code leaves
 * for «Промокоды».
 */
export function DealerPromoRequestsPage() {
  const paging = usePaging();
  const requests = useDealerPromoRequests({ offset: paging.offset, limit: paging.limit });
  const [asking, setAsking] = useState(false);
  const ask = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAsking(true)}>
      Запросить промокод
    </Button>
  );
  return (
    <Box>
      <PageHeader title={TITLE} actions={ask} />
      <DataTable
        label={TITLE}
        columns={COLUMNS}
        rows={requests.data?.results}
        count={requests.data?.count ?? 0}
        paging={paging}
        rowKey={(code) => code.id}
        loading={requests.isPending}
        error={requests.error}
        onRetry={() => void requests.refetch()}
        emptyTitle="Заявок на промокоды пока нет"
        emptyText={
          'Здесь ваши заявки на собственные промокоды. Запросите промокод: администратор назначит вашу долю от ' +
          'оплат по нему, и промокод появится в разделе «Промокоды».'
        }
      />
      {asking && <PromoRequestDialog onClose={() => setAsking(false)} />}
    </Box>
  );
}
