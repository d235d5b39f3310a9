import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The change of a figure against the previous period: «+12 %», «−5 %», «0 %», or null when there was nothing. */
export function changeText(now: number, before: number): string | null {
  if (before === 0) return null;
  const percent = Math.round(((now - before) / before) * 100);
  if (percent === 0) return '0 %';
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent)} %`;
}

type FigureTileProps = {
  label: string;
  /** the period's value and the previous period's, as shown («1 000,00 ₽», «3») */
  now: number;
  before: number;
  format: (value: number) => string;
  /** a rise is bad news (what clients owe) */
  risingIsBad?: boolean;
};

/** A report's figure: its value, its change against the previous period (green good news, red bad) and what was. */
export function FigureTile({ label, now, before, format, risingIsBad = false }: FigureTileProps) {
  const change = changeText(now, before);
  const tone =
    change === null || now === before
      ? 'text.secondary'
      : now > before !== risingIsBad
        ? 'success.main'
        : 'error.main';
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} aria-label={label}>
      <Typography variant="body2" color="text.secondary" component="h3" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      <Typography variant="h3" component="p" sx={{ whiteSpace: 'nowrap', my: 0.5 }}>
        {format(now)}
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary">
        {change !== null && (
          <Box component="span" sx={{ color: tone, fontWeight: 600 }}>
            {change}{' '}
          </Box>
        )}
        было {format(before)}
      </Typography>
    </Paper>
  );
}
