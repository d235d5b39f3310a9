import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { CompanyTotal, ReportFigures } from '@sp/shared/api/reports';
import { dateText } from '@sp/shared/format/date-text';
import { rubles } from './money';
import { changeText } from './report-period';
import { DownloadButton } from './report-table';

type Figure = {
  key: keyof ReportFigures;
  label: string;
  money: boolean;
  /** a rise is bad news (what clients owe) */
  risingIsBad?: boolean;
};

const FIGURES: Figure[] = [
  { key: 'revenue', label: 'Выручка', money: true },
  { key: 'paid', label: 'Оплачено', money: true },
  { key: 'owed', label: 'Долг клиентов', money: true, risingIsBad: true },
  { key: 'deals', label: 'Сделок', money: false },
  { key: 'average_check', label: 'Средний чек', money: true },
];

const periodText = (period: { start: string; end: string }) =>
  `${dateText(period.start)} – ${dateText(period.end)}`;

/**
 * The period's figures (deals made in it, the cancelled left out) with their change against the previous period of
 * the same length, whose value is said beside.
 */
export function ReportTotals({
  total,
  onDownload,
}: {
  total: CompanyTotal;
  onDownload: () => Promise<void>;
}) {
  return (
    <Box component="section" aria-label="Итоги периода" sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h2" sx={{ flexGrow: 1 }}>
          Итоги периода
        </Typography>
        <DownloadButton onDownload={onDownload} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr)', md: 'repeat(5, minmax(0, 1fr))' },
        }}
      >
        {FIGURES.map((figure) => {
          const now = total.current[figure.key];
          const before = total.previous[figure.key];
          const change = changeText(now, before);
          const rising = now > before;
          const tone =
            change === null || now === before
              ? 'text.secondary'
              : rising !== Boolean(figure.risingIsBad)
                ? 'success.main'
                : 'error.main';
          return (
            <Paper key={figure.key} variant="outlined" sx={{ p: 2, minWidth: 0 }} aria-label={figure.label}>
              <Typography variant="body2" color="text.secondary" component="h3" sx={{ fontWeight: 500 }}>
                {figure.label}
              </Typography>
              <Typography variant="h3" component="p" sx={{ whiteSpace: 'nowrap', my: 0.5 }}>
                {figure.money ? rubles(now) : now}
              </Typography>
              <Typography variant="caption" component="p" color="text.secondary">
                {change !== null && (
                  <Box component="span" sx={{ color: tone, fontWeight: 600 }}>
                    {change}{' '}
                  </Box>
                )}
                было {figure.money ? rubles(before) : before}
              </Typography>
            </Paper>
          );
        })}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        Сделки, созданные с {dateText(total.period.start)} по {dateText(total.period.end)}, без отменённых
        {total.current.cancelled ? ` (отменено: ${total.current.cancelled})` : ''}; сравнение с периодом{' '}
        {periodText(total.previous_period)}.
      </Typography>
    </Box>
  );
}
