import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const MONTHS = ['янв', 'фев', 'мар', 'апр', 'май', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'];

/** A chart's step as its axis names it: «05.11» for a day, «ноя 2026» for a month (start: yyyy-MM-dd). */
export function chartStepLabel(start: string, step: 'day' | 'month'): string {
  if (step === 'day') return `${start.slice(8, 10)}.${start.slice(5, 7)}`;
  return `${MONTHS[Number(start.slice(5, 7)) - 1]} ${start.slice(0, 4)}`;
}

/** Short rubles for an axis: «12 тыс.», «1,2 млн». */
export function axisRubles(value: number): string {
  if (Math.abs(value) >= 1_000_000)
    return `${(value / 1_000_000).toLocaleString('ru-RU', { maximumFractionDigits: 1 })} млн`;
  if (Math.abs(value) >= 1000) return `${Math.round(value / 1000).toLocaleString('ru-RU')} тыс.`;
  return String(value);
}

/** A report's chart under its title, 280 px high (the chart itself comes from the caller's Recharts chunk). */
export function ChartFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
    >
      <Typography variant="h4" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ height: 280 }}>{children}</Box>
    </Paper>
  );
}
