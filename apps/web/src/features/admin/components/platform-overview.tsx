import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  ADMIN_STATISTICS_MSG,
  type StatisticCalendar,
  type StatisticDay,
} from '@sp/shared/api/admin-statistics';
import { formatDate } from '@sp/shared/format/date';
import { isoDayOf } from '@sp/shared/format/date-text';
import { dayInZone } from '@sp/shared/format/date-words';
import { shiftDay } from '@sp/shared/format/day-arithmetic';
import { formatRubles } from '@sp/shared/format/money';
import { lazy, Suspense, useMemo, useState } from 'react';
import { type Column, DataTable } from '../../../components/data-table';
import { PeriodFields } from '../../../components/date-fields';
import { PageState } from '../../../components/page-state';
import { usePaging } from '../../../components/paging';
import { useStatisticCalendar } from '../api/statistic-calendar';

// Recharts comes with the chart only, on the administrator's home
const PlatformChart = lazy(() => import('./platform-chart').then((m) => ({ default: m.PlatformChart })));

type Preset = 'days30' | 'month' | 'previousMonth' | 'year' | 'custom';
const PRESETS: readonly [Preset, string][] = [
  ['days30', '30 дней'],
  ['month', 'Этот месяц'],
  ['previousMonth', 'Прошлый месяц'],
  ['year', 'Год'],
  ['custom', 'Период'],
];

const rubles = (value: number) => formatRubles(Math.round(value * 100));

/** The preset's first and last Moscow days; null for the server's default (the last 30 days). */
function presetPeriod(
  preset: Exclude<Preset, 'custom'>,
  today: string,
): { start: string; end: string } | null {
  const monthStart = `${today.slice(0, 8)}01`;
  if (preset === 'month') return { start: monthStart, end: today };
  if (preset === 'previousMonth') {
    const end = shiftDay(monthStart, -1);
    return { start: `${end.slice(0, 8)}01`, end };
  }
  if (preset === 'year') return { start: shiftDay(today, -364), end: today };
  return null;
}

/** «+12 % к прошлому периоду», or nothing when the period before had none. */
function change(now: number, before: number): string {
  if (before === 0) return now === 0 ? '' : 'в прошлом периоде не было';
  const percent = Math.round(((now - before) / before) * 100);
  return percent === 0
    ? 'на уровне прошлого периода'
    : `${percent > 0 ? '+' : '−'}${Math.abs(percent)} % к прошлому периоду`;
}

function Figure({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" component="h3" sx={{ fontWeight: 500, mb: 0.5 }}>
        {label}
      </Typography>
      <Typography variant="h3" component="p" sx={{ whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {hint}
        </Typography>
      )}
    </Paper>
  );
}

/** The period's figures, in the order the tiles show them. */
const FIGURES: readonly [keyof StatisticCalendar['totals'], string][] = [
  ['registrations', 'Регистрации'],
  ['memory_pages', 'Страницы памяти'],
  ['deals', 'Сделки'],
  ['payments', 'Платежи'],
  ['payments_sum', 'Получено'],
];

const COLUMNS: readonly Column<StatisticDay>[] = [
  { key: 'date', label: 'День', card: 'title', render: (day) => formatDate(day.date) },
  { key: 'registrations', label: 'Регистрации', render: (day) => day.registrations },
  { key: 'memory_pages', label: 'Страницы памяти', render: (day) => day.memory_pages },
  { key: 'deals', label: 'Сделки', render: (day) => day.deals },
  { key: 'payments', label: 'Платежи', render: (day) => day.payments },
  { key: 'payments_sum', label: 'Получено', render: (day) => rubles(day.payments_sum) },
];

/**
 * The administrator's home (issue 16 §1, statistic-calendar): the platform's registrations, memory pages, deals and
 * money received over a period (30 days, this or last month, a year, or any dates), against the period before,
 * as a chart and day by day.
 */
export function PlatformOverview() {
  const today = dayInZone(new Date());
  const [preset, setPreset] = useState<Preset>('days30');
  const [typed, setTyped] = useState({ from: '', to: '' });
  const paging = usePaging(10);

  const custom = { start: isoDayOf(typed.from), end: isoDayOf(typed.to) };
  const inverted = Boolean(custom.start && custom.end && custom.start > custom.end);
  const period =
    preset === 'custom'
      ? custom.start && custom.end && !inverted
        ? custom
        : null
      : presetPeriod(preset, today);
  const waiting = preset === 'custom' && period === null;
  const statistics = useStatisticCalendar(waiting ? null : period);
  const data = waiting ? undefined : statistics.data;

  const newestFirst = useMemo(() => (data ? [...data.days].reverse() : []), [data]);
  const shown = newestFirst.slice(paging.offset, paging.offset + paging.limit);

  return (
    <Stack spacing={2} component="section" aria-labelledby="platform-overview-title" sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography id="platform-overview-title" variant="h3" component="h2" sx={{ flexGrow: 1 }}>
          Платформа
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={preset}
          onChange={(_, next: Preset | null) => {
            if (!next) return;
            setPreset(next);
            paging.setPage(1);
          }}
          aria-label="Период"
          sx={{ flexWrap: 'wrap' }}
        >
          {PRESETS.map(([value, label]) => (
            <ToggleButton key={value} value={value}>
              {label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {preset === 'custom' && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <PeriodFields
            from={typed.from}
            to={typed.to}
            fromLabel="С"
            toLabel="По"
            problem={inverted ? ADMIN_STATISTICS_MSG.order : null}
            onChange={(next) => {
              setTyped((current) => ({ ...current, ...next }));
              paging.setPage(1);
            }}
          />
        </Box>
      )}
      {statistics.error && !data ? (
        <PageState kind="error" error={statistics.error} onRetry={() => void statistics.refetch()} />
      ) : waiting ? (
        <Typography color="text.secondary">Укажите обе даты периода.</Typography>
      ) : !data ? (
        <PageState kind="loading" />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            С {formatDate(data.date_start)} по {formatDate(data.date_end)}, по московскому времени
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
            }}
          >
            {FIGURES.map(([key, label]) => (
              <Figure
                key={key}
                label={label}
                value={key === 'payments_sum' ? rubles(data.totals[key]) : String(data.totals[key])}
                hint={change(data.totals[key], data.previous[key])}
              />
            ))}
          </Box>
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
            <Suspense fallback={<Box sx={{ height: 280 }} />}>
              <PlatformChart days={data.days} />
            </Suspense>
          </Paper>
          <DataTable
            label="Платформа по дням"
            columns={COLUMNS}
            rows={shown}
            count={newestFirst.length}
            paging={paging}
            rowKey={(day) => day.date}
            loading={statistics.isFetching && !statistics.data}
          />
        </>
      )}
    </Stack>
  );
}
