import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DealsReport, ManagersReport, ProfitReport } from '@sp/shared/api/reports';
import { dateText, isoDayOf } from '@sp/shared/format/date-text';
import { ORDER_CATEGORY_LABELS } from '@sp/shared/orders/kinds';
import { ORDER_STATUS_LABELS } from '@sp/shared/orders/statuses';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Column } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { PageState } from '../../../components/page-state';
import { ReportTable } from '../../../components/report-table';
import { useCompanyTotal } from '../api/company-total';
import { useDealsReport } from '../api/deals-report';
import { useManagersReport } from '../api/managers-report';
import { type ProfitKind, useProfitReport } from '../api/profit-report';
import { useReportAnalytics } from '../api/report-analytics';
import { useReportDirectory } from '../api/report-directory';
import { downloadReport } from '../api/report-file';
import type { ReportFilter } from '../api/report-filter';
import { rubles } from '../components/money';
import { askedPeriod, type ReportFilterState, ReportFilters } from '../components/report-filters';
import { moscowToday, type Period, presetPeriod } from '../components/report-period';
import { ReportTotals } from '../components/report-totals';

// Recharts loads with the charts, only on this page (never in the public pages' bundles)
const ReportCharts = lazy(() =>
  import('../components/report-charts').then((m) => ({ default: m.ReportCharts })),
);

const MANAGER_COLUMNS: Column<ManagersReport['results'][number]>[] = [
  {
    key: 'manager',
    label: 'Ответственный',
    card: 'title',
    render: (row) => row.manager?.name ?? 'Без ответственного',
  },
  { key: 'deals', label: 'Сделок', render: (row) => row.deals },
  { key: 'revenue', label: 'Выручка', render: (row) => rubles(row.revenue) },
  { key: 'paid', label: 'Оплачено', render: (row) => rubles(row.paid) },
  { key: 'owed', label: 'Долг', render: (row) => rubles(row.owed) },
  { key: 'average', label: 'Средний чек', render: (row) => rubles(row.average_check) },
];

const DEAL_COLUMNS: Column<DealsReport['rows'][number]>[] = [
  {
    key: 'category',
    label: 'Категория',
    card: 'title',
    render: (row) => ORDER_CATEGORY_LABELS[row.category_order],
  },
  { key: 'status', label: 'Статус', render: (row) => ORDER_STATUS_LABELS[row.status] },
  { key: 'deals', label: 'Сделок', render: (row) => row.deals },
  { key: 'revenue', label: 'Сумма', render: (row) => rubles(row.revenue) },
  { key: 'paid', label: 'Оплачено', render: (row) => rubles(row.paid) },
  { key: 'owed', label: 'Долг', render: (row) => rubles(row.owed) },
];

const UNKNOWN_COST = 'себестоимость неизвестна';

function profitColumns(withBranch: boolean): Column<ProfitReport['results'][number]>[] {
  return [
    {
      key: 'category',
      label: 'Категория',
      card: 'title',
      render: (row) => row.category?.name ?? 'Без категории',
    },
    ...(withBranch
      ? [
          {
            key: 'branch',
            label: 'Филиал',
            render: (row: ProfitReport['results'][number]) => row.branch.name,
          },
        ]
      : []),
    { key: 'quantity', label: 'Количество', render: (row) => row.quantity },
    { key: 'revenue', label: 'Выручка', render: (row) => rubles(row.revenue) },
    {
      key: 'cost',
      label: 'Себестоимость',
      render: (row) => (row.cost === null ? <Muted>{UNKNOWN_COST}</Muted> : rubles(row.cost)),
    },
    {
      key: 'profit',
      label: 'Прибыль',
      render: (row) => (row.profit === null ? <Muted>{UNKNOWN_COST}</Muted> : rubles(row.profit)),
    },
  ];
}

function Muted({ children }: { children: string }) {
  return (
    <Typography variant="body2" component="span" color="text.secondary">
      {children}
    </Typography>
  );
}

function ProfitSection({
  kind,
  filter,
  withBranch,
}: {
  kind: ProfitKind;
  filter: ReportFilter;
  withBranch: boolean;
}) {
  const directory = useReportDirectory();
  const [category, setCategory] = useState<number | ''>('');
  const categories = category === '' ? [] : [category];
  const report = useProfitReport(kind, filter, categories);
  const options =
    (kind === 'product' ? directory.data?.product_categories : directory.data?.service_categories) ?? [];
  const title = kind === 'product' ? 'Прибыль по товарам' : 'Прибыль по услугам';
  const total = report.data?.total;
  return (
    <ReportTable
      title={title}
      columns={profitColumns(withBranch)}
      rows={report.data?.results}
      rowKey={(row) => `${row.category?.id ?? 0}-${row.branch.id}`}
      loading={report.isPending}
      error={report.error}
      onRetry={() => void report.refetch()}
      onDownload={() => downloadReport(kind === 'product' ? 'products' : 'services', filter, categories)}
      filters={
        <TextField
          select
          size="small"
          label="Категория"
          value={category}
          onChange={(event) => setCategory(event.target.value === '' ? '' : Number(event.target.value))}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">Все</MenuItem>
          {options.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      }
      note={
        total && (
          <>
            Итого: {total.quantity} шт., выручка {rubles(total.revenue)}. Выручка строки — её доля в сумме
            сделки со всеми скидками; отменённые сделки и готовые решения не входят. Прибыль появится, когда
            станет известна закупочная цена.
          </>
        )
      }
    />
  );
}

type ReportsPageProps = {
  /** a dealer's income over the period the page chose (features/dealers, composed in by the app) */
  dealerSection?: (period: Period) => ReactNode;
};

/**
 * «Отчёты» (/app/reports, issue 16 §2): the period's figures against the previous period, the revenue by day or month
 * and the deals by category as charts, and the tables — deals by category and status, managers, products and
 * services — each saved as XLSX. The period lives in the address (?date_start=…&date_end=…), this month by default.
 * A dealer sees its income first.
 */
export function ReportsPage({ dealerSection }: ReportsPageProps = {}) {
  const today = moscowToday();
  const [params, setParams] = useSearchParams();
  const month = presetPeriod('month', today);
  const [state, setState] = useState<ReportFilterState>(() => ({
    from: isoDayOf(params.get('date_start') ?? '') || month.start,
    to: isoDayOf(params.get('date_end') ?? '') || month.end,
    branches: [],
  }));
  // the last period asked for in full stays while another is being typed
  const [asked, setAsked] = useState(() => askedPeriod(state) ?? month);
  const directory = useReportDirectory();
  const filter: ReportFilter = { date_start: asked.start, date_end: asked.end, branches: state.branches };

  const change = (next: Partial<ReportFilterState>) => {
    const merged = { ...state, ...next };
    setState(merged);
    const period = askedPeriod(merged);
    if (period && (period.start !== asked.start || period.end !== asked.end)) {
      setAsked(period);
      setParams({ date_start: period.start, date_end: period.end }, { replace: true });
    }
  };

  const total = useCompanyTotal(filter);
  const analytics = useReportAnalytics(filter);
  const deals = useDealsReport(filter);
  const managers = useManagersReport(filter);
  const withBranch = state.branches.length > 1;

  return (
    <Box>
      <PageHeader title="Отчёты" />
      <ReportFilters value={state} today={today} directory={directory.data} onChange={change} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Период: {dateText(asked.start)} – {dateText(asked.end)}
      </Typography>
      {dealerSection && <Box sx={{ mb: 4 }}>{dealerSection(asked)}</Box>}
      {total.isError ? (
        <PageState kind="error" error={total.error} onRetry={() => void total.refetch()} />
      ) : total.data ? (
        <ReportTotals total={total.data} onDownload={() => downloadReport('total', filter)} />
      ) : (
        <PageState kind="loading" />
      )}
      <Suspense fallback={<Box sx={{ height: 340, mb: 3 }} aria-hidden />}>
        <ReportCharts analytics={analytics.data} deals={deals.data} />
      </Suspense>
      <Box sx={{ display: 'grid', gap: 4 }}>
        <ReportTable
          title="Сделки по категориям и статусам"
          columns={DEAL_COLUMNS}
          rows={deals.data?.rows}
          rowKey={(row) => `${row.category_order}-${row.status}`}
          loading={deals.isPending}
          error={deals.error}
          onRetry={() => void deals.refetch()}
          onDownload={() => downloadReport('report', filter)}
          note="Сделки, созданные в периоде, включая отменённые."
        />
        <ReportTable
          title="Менеджеры"
          columns={MANAGER_COLUMNS}
          rows={managers.data?.results}
          rowKey={(row) => row.manager?.id ?? 0}
          loading={managers.isPending}
          error={managers.error}
          onRetry={() => void managers.refetch()}
          onDownload={() => downloadReport('managers', filter)}
          note="По ответственному за сделку; отменённые сделки не входят."
        />
        <ProfitSection kind="product" filter={filter} withBranch={withBranch} />
        <ProfitSection kind="service" filter={filter} withBranch={withBranch} />
      </Box>
    </Box>
  );
}
