import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DealerFigures, DealerProfit } from '@sp/shared/api/dealers';
import { dateText } from '@sp/shared/format/date-text';
import { lazy, type ReactNode, Suspense } from 'react';
import type { Column } from '../../../components/data-table';
import { FigureTile } from '../../../components/figure-tile';
import { DownloadButton, ReportTable } from '../../../components/report-table';
import { rubles } from './money';

// Recharts loads with the chart, only where a dealer's income is shown
const DealerProfitChart = lazy(() =>
  import('./dealer-profit-chart').then((m) => ({ default: m.DealerProfitChart })),
);

const FIGURES: { key: keyof DealerFigures; label: string; money: boolean }[] = [
  { key: 'reward', label: 'Вознаграждение', money: true },
  { key: 'paid', label: 'Оплачено с промокодами', money: true },
  { key: 'discount', label: 'Скидки покупателям', money: true },
  { key: 'uses', label: 'Покупок', money: false },
];

type CodeRow = DealerProfit['by_code'][number];
type PartnerRow = DealerProfit['by_partner'][number];

const figureColumns = <T extends DealerFigures>(): Column<T>[] => [
  { key: 'uses', label: 'Покупок', render: (row) => row.uses },
  { key: 'list_price', label: 'Цена без скидки', render: (row) => rubles(row.list_price) },
  { key: 'discount', label: 'Скидка', render: (row) => rubles(row.discount) },
  { key: 'paid', label: 'Оплачено', render: (row) => rubles(row.paid) },
  { key: 'reward', label: 'Вознаграждение', render: (row) => rubles(row.reward) },
];

const CODE_COLUMNS: Column<CodeRow>[] = [
  { key: 'code', label: 'Промокод', card: 'title', render: (row) => row.code },
  ...figureColumns<CodeRow>(),
];

const PARTNER_COLUMNS: Column<PartnerRow>[] = [
  { key: 'name', label: 'Партнёр', card: 'title', render: (row) => row.name },
  { key: 'kind', label: 'Кто', render: (row) => (row.kind === 'company' ? 'Компания' : 'Пользователь') },
  ...figureColumns<PartnerRow>(),
];

const periodText = (period: { start: string; end: string }) =>
  `${dateText(period.start)} – ${dateText(period.end)}`;

type DealerProfitViewProps = {
  profit: DealerProfit;
  /** saves the dealer's income as an Excel workbook; none: no «Скачать XLSX» */
  onDownload?: () => Promise<void>;
  /** the code and partner filters, above the figures */
  filters?: ReactNode;
};

/**
 * A dealer's income over a period (POST /api/reports/dealer-profit/, the administrator's statistic-dealer/{id}):
 * the figures against the previous period of the same length, the income by day or month as a chart, and the
 * purchases by code and by partner (cards on a phone). /app/reports shows it to a dealer; the administrator's
 * «Статистика дилера» to the administrator.
 */
export function DealerProfitView({ profit, onDownload, filters }: DealerProfitViewProps) {
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      <Box component="section" aria-label="Доход дилера за период">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="h4" component="h2" sx={{ flexGrow: 1 }}>
            Доход дилера
          </Typography>
          {onDownload && <DownloadButton onDownload={onDownload} />}
        </Box>
        {filters}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr)', md: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          {FIGURES.map((figure) => (
            <FigureTile
              key={figure.key}
              label={figure.label}
              now={profit.total[figure.key]}
              before={profit.previous[figure.key]}
              format={figure.money ? rubles : String}
            />
          ))}
        </Box>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          Покупки с промокодами дилера за {periodText(profit.period)}; сравнение с периодом{' '}
          {periodText(profit.previous_period)}. Вознаграждение зачисляется на баланс дилера при каждой
          покупке.
        </Typography>
      </Box>
      <Suspense fallback={<Box sx={{ height: 340 }} aria-hidden />}>
        <DealerProfitChart byTime={profit.by_time} />
      </Suspense>
      <ReportTable
        title="По промокодам"
        columns={CODE_COLUMNS}
        rows={profit.by_code}
        rowKey={(row) => row.id}
        loading={false}
        error={null}
        onRetry={() => undefined}
        emptyText="За период с промокодами дилера ничего не купили"
      />
      <ReportTable
        title="По партнёрам"
        columns={PARTNER_COLUMNS}
        rows={profit.by_partner}
        rowKey={(row) => `${row.kind}-${row.id}`}
        loading={false}
        error={null}
        onRetry={() => undefined}
        emptyText="За период партнёры с промокодами дилера ничего не купили"
        note={
          profit.by_partner.length >= 100
            ? 'Показаны 100 партнёров с наибольшим вознаграждением.'
            : 'Партнёры — пользователи и компании, купившие с промокодами дилера.'
        }
      />
    </Box>
  );
}
