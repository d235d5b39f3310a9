import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  PROMO_STATUS_LABELS,
  PROMO_STATUSES,
  type PromoCode,
  type PromoStatus,
} from '@sp/shared/api/promo-codes';
import { formatDate } from '@sp/shared/format/date';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { DecisionCell, type DecisionKind } from '../../../components/decision-cell';
import { PageHeader } from '../../../components/page-header';
import { usePaging } from '../../../components/paging';
import { audienceText, untilText, usesText } from '../../../components/promo-format';
import { PromoStatusChip } from '../../../components/promo-status-chip';
import { StatusFilter } from '../../../components/status-filter';
import { useDealerPromoCodes } from '../api/dealer-promo-codes';
import { CODE_COLUMN } from '../components/code-column';
import { DealerPromoDecisionDialog } from '../components/dealer-promo-decision-dialog';

const ABOUT =
  'Здесь появляются промокоды, которые просят дилеры: дилер раздаёт их своим клиентам и получает долю с ' +
  'каждой оплаты по ним. Примите промокод, указав долю дилера, или отклоните его с причиной.';

const FILTERS = [
  ...PROMO_STATUSES.map((value) => ({ value, label: PROMO_STATUS_LABELS[value] })),
  { value: '' as const, label: 'Все' },
];

const nowrap = { whiteSpace: 'nowrap' } as const;
const text = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/**
 * /admin/dealers/promo-codes «Промокоды дилеров»: the dealers' codes, the requests waiting first, with the
 * dealer's words; «Принять» with the dealer's share, «Отклонить» with a reason. A table on a desk, cards on a phone.
 */
export function AdminDealerPromoCodesPage() {
  const paging = usePaging();
  const [status, setStatus] = useState<PromoStatus | ''>('requested');
  const codes = useDealerPromoCodes({
    offset: paging.offset,
    limit: paging.limit,
    ...(status ? { status } : {}),
  });
  const [asking, setAsking] = useState<{ code: PromoCode; decision: DecisionKind } | null>(null);

  const decisionOf = (code: PromoCode) => (
    <DecisionCell
      waiting={code.status === 'requested'}
      subject={`промокод ${code.code}`}
      onDecide={(decision) => setAsking({ code, decision })}
      chip={<PromoStatusChip status={code.status} />}
      decidedAt={code.decided_at}
      comment={code.comment}
    >
      {code.status !== 'declined' && (
        <Typography variant="body2">Доля дилера: {code.dealer_share_percent} %</Typography>
      )}
    </DecisionCell>
  );

  const columns: readonly Column<PromoCode>[] = [
    CODE_COLUMN,
    {
      key: 'terms',
      label: 'Условия',
      width: 220,
      render: (code) => (
        <Stack spacing={0.25}>
          <Typography variant="body2">Скидка {code.discount_percent} %</Typography>
          <Typography variant="caption" color="text.secondary">
            {audienceText(code)} · использований:{' '}
            {code.max_uses === null ? 'без ограничения' : usesText(code)} · до {untilText(code)}
          </Typography>
        </Stack>
      ),
    },
    {
      key: 'date',
      label: 'Запрошен',
      width: 110,
      render: (code) => <Box sx={nowrap}>{formatDate(code.created_at)}</Box>,
    },
    {
      key: 'note',
      label: 'Слова дилера',
      render: (code) => (
        <Typography variant="body2" sx={text}>
          {code.note || '—'}
        </Typography>
      ),
    },
    { key: 'decision', label: 'Решение', width: 240, render: decisionOf },
  ];

  const filtered = Boolean(status);
  return (
    <Box>
      <PageHeader title="Промокоды дилеров" />
      <StatusFilter
        value={status}
        options={FILTERS}
        onChange={(next) => {
          setStatus(next);
          paging.setPage(1);
        }}
      />
      <DataTable
        label="Промокоды дилеров"
        columns={columns}
        rows={codes.data?.results}
        count={codes.data?.count ?? 0}
        paging={paging}
        rowKey={(code) => code.id}
        loading={codes.isPending}
        error={codes.error}
        onRetry={() => void codes.refetch()}
        emptyTitle={
          status === 'requested'
            ? 'Новых заявок на промокоды нет'
            : filtered
              ? 'Таких промокодов нет'
              : 'Дилеры ещё не просили промокодов'
        }
        emptyText={ABOUT}
      />
      {asking && (
        <DealerPromoDecisionDialog
          code={asking.code}
          decision={asking.decision}
          onClose={() => setAsking(null)}
        />
      )}
    </Box>
  );
}
