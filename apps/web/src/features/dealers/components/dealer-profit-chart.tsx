import { useTheme } from '@mui/material/styles';
import type { DealerProfit } from '@sp/shared/api/dealers';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { axisRubles, ChartFrame, chartStepLabel } from '../../../components/chart-frame';
import { rubles } from './money';

const NAMES: Record<string, string> = { paid: 'Оплачено', reward: 'Вознаграждение' };

/**
 * The dealer's income over the period (Recharts, in a chunk of its own that the reports ask for only when a dealer's
 * income is shown): what was paid with its codes and what it earned, by day or by month.
 */
export function DealerProfitChart({ byTime }: { byTime: DealerProfit['by_time'] }) {
  const theme = useTheme();
  const step = byTime[0]?.unit ?? 'day';
  const data = byTime.map((point) => ({ ...point, label: chartStepLabel(point.start, point.unit) }));
  return (
    <ChartFrame title={step === 'day' ? 'Доход по дням' : 'Доход по месяцам'}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={8} />
          <YAxis tickFormatter={axisRubles} tick={{ fontSize: 12 }} width={64} />
          <Tooltip
            formatter={(value, name) => [rubles(Number(value)), NAMES[String(name)] ?? String(name)]}
            labelFormatter={(label) => String(label)}
          />
          <Legend formatter={(name) => NAMES[String(name)] ?? String(name)} />
          <Bar dataKey="paid" fill={theme.palette.info.main} radius={[3, 3, 0, 0]} />
          <Bar dataKey="reward" fill={theme.palette.primary.main} radius={[3, 3, 0, 0]} />
        </BarChart>
      </ResponsiveContainer>
    </ChartFrame>
  );
}
