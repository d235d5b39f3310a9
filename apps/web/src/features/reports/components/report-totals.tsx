import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CompanyTotal, ReportFigures } from '@sp/shared/api/reports';
import { dateText } from '@sp/shared/format/date-text';
import { FigureTile } from '../../../components/figure-tile';
import { DownloadButton } from '../../../components/report-table';
import { rubles } from './money';

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
        {FIGURES.map((figure) => (
          <FigureTile
            key={figure.key}
            label={figure.label}
            now={total.current[figure.key]}
            before={total.previous[figure.key]}
            format={figure.money ? rubles : String}
            risingIsBad={figure.risingIsBad}
          />
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        Сделки, созданные с {dateText(total.period.start)} по {dateText(total.period.end)}, без отменённых
        {total.current.cancelled ? ` (отменено: ${total.current.cancelled})` : ''}; сравнение с периодом{' '}
        {periodText(total.previous_period)}.
      </Typography>
    </Box>
  );
}
