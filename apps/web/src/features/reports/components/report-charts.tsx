import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { DealsReport, ReportAnalytics } from '@sp/shared/api/reports';
import { ORDER_CATEGORIES, ORDER_CATEGORY_LABELS } from '@sp/shared/orders/kinds';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { axisRubles, ChartFrame, chartStepLabel } from '../../../components/chart-frame';
import { rubles } from './money';

/*
 * The reports' charts (Recharts), in a chunk of their own that only /app/reports asks for: the period's revenue
 * and payments by day or month, and the deals by category.
 */

export function RevenueChart({ analytics }: { analytics: ReportAnalytics }) {
  const theme = useTheme();
  const data = analytics.points.map((point) => ({
    ...point,
    label: chartStepLabel(point.start, analytics.step),
  }));
  return (
    <ChartFrame title={analytics.step === 'day' ? 'Выручка по дням' : 'Выручка по месяцам'}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={8} />
          <YAxis tickFormatter={axisRubles} tick={{ fontSize: 12 }} width={64} />
          <Tooltip
            formatter={(value, name) => [rubles(Number(value)), name === 'revenue' ? 'Выручка' : 'Оплачено']}
            labelFormatter={(label) => String(label)}
          />
          <Legend formatter={(name) => (name === 'revenue' ? 'Выручка' : 'Оплачено')} />
          <Bar dataKey="revenue" fill={theme.palette.primary.main} radius={[3, 3, 0, 0]} />
          <Bar dataKey="paid" fill={theme.palette.info.main} radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}

export function CategoryChart({ report }: { report: DealsReport }) {
  const theme = useTheme();
  const colors = [theme.palette.primary.main, theme.palette.info.main, theme.palette.warning.main, '#9e9e9e'];
  const data = ORDER_CATEGORIES.map((category, index) => ({
    name: ORDER_CATEGORY_LABELS[category],
    color: colors[index],
    deals: report.rows
      .filter((row) => row.category_order === category && row.status !== 'cancelled')
      .reduce((sum, row) => sum + row.deals, 0),
  })).filter((slice) => slice.deals > 0);
  return (
    <ChartFrame title="Сделки по категориям">
      {data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Сделок за период нет
        </Typography>
      ) : (
        <ResponsiveContainer width="100%" height="100%">
          <PieChart>
            <Pie
              data={data}
              dataKey="deals"
              nameKey="name"
              innerRadius="45%"
              outerRadius="80%"
              paddingAngle={2}
            >
              {data.map((slice) => (
                <Cell key={slice.name} fill={slice.color} />
              ))}
            </Pie>
            <Tooltip formatter={(value) => [String(value), 'Сделок']} />
            <Legend />
          </PieChart>
        </ResponsiveContainer>
      )}
    </ChartFrame>
  );
}

/** Both charts side by side on a wide screen (one under the other on a phone), each as soon as its data is there. */
export function ReportCharts({
  analytics,
  deals,
}: {
  analytics: ReportAnalytics | undefined;
  deals: DealsReport | undefined;
}) {
  const space = <Box sx={{ height: 340 }} aria-hidden />;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mb: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
      }}
    >
      {analytics ? <RevenueChart analytics={analytics} /> : space}
      {deals ? <CategoryChart report={deals} /> : space}
    </Box>
  );
}
