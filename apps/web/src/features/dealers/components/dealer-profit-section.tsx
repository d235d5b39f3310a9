import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { DealerProfit } from '@sp/shared/api/dealers';
import { useState } from 'react';
import { PageState } from '../../../components/page-state';
import { type DealerProfitFilter, downloadDealerProfit, useDealerProfit } from '../api/dealer-profit';
import { DealerProfitView } from './dealer-profit-view';

type Partner = DealerProfit['by_partner'][number];
const partnerKey = (partner: Pick<Partner, 'kind' | 'id'>) => `${partner.kind}-${partner.id}`;

/**
 * «Доход дилера» on /app/reports of a dealer: the period the page chose, narrowed to one code or one partner (the
 * choices are those of the whole period), with its workbook.
 */
export function DealerProfitSection({ period }: { period: { start: string; end: string } }) {
  const [code, setCode] = useState<number | ''>('');
  const [partner, setPartner] = useState('');
  const whole: DealerProfitFilter = { date_start: period.start, date_end: period.end };
  const chosen = partner ? partner.split('-') : null;
  const filter: DealerProfitFilter = {
    ...whole,
    ...(code !== '' ? { promo_code_id: code } : {}),
    ...(chosen ? { partner_kind: chosen[0] as Partner['kind'], partner_id: Number(chosen[1]) } : {}),
  };
  // the choices come from the whole period's answer: the same query when nothing is chosen
  const options = useDealerProfit(whole).data;
  const profit = useDealerProfit(filter);

  if (profit.isError)
    return <PageState kind="error" error={profit.error} onRetry={() => void profit.refetch()} />;
  if (!profit.data) return <PageState kind="loading" />;

  const filters = (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mb: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 240px) minmax(0, 320px)' },
      }}
    >
      <TextField
        select
        size="small"
        label="Промокод"
        value={code}
        onChange={(event) => setCode(event.target.value === '' ? '' : Number(event.target.value))}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">Все</MenuItem>
        {(options?.by_code ?? []).map((each) => (
          <MenuItem key={each.id} value={each.id}>
            {each.code}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Партнёр"
        value={partner}
        onChange={(event) => setPartner(event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">Все</MenuItem>
        {(options?.by_partner ?? []).map((each) => (
          <MenuItem key={partnerKey(each)} value={partnerKey(each)}>
            {each.name} · {each.kind === 'company' ? 'компания' : 'пользователь'}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
  return (
    <DealerProfitView
      profit={profit.data}
      filters={filters}
      onDownload={() => downloadDealerProfit(filter)}
    />
  );
}
