import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LIMIT_LABELS, type LimitKey } from '@sp/shared/api/tariffs';

/** From this share of a limit on, its bar turns the warning colour. */
const NEARLY_FULL = 0.9;

type UsageListProps = {
  keys: readonly LimitKey[];
  limits: Record<string, number | null>;
  usage: Record<string, number>;
};

const count = (value: number) => value.toLocaleString('ru-RU');

/** How much of each limit is used: «2 из 3» with a bar, or «5 — без ограничений». */
export function UsageList({ keys, limits, usage }: UsageListProps) {
  return (
    <Stack
      component="ul"
      spacing={2}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label="Использование лимитов"
    >
      {keys.map((key) => {
        const used = usage[key] ?? 0;
        const limit = limits[key] ?? null;
        const label = LIMIT_LABELS[key];
        // a limit of 0 is used up from the start
        const share = limit === null ? 0 : limit === 0 ? 1 : used / limit;
        const full = limit !== null && share >= NEARLY_FULL;
        return (
          <Box component="li" key={key}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 0.5 }}>
              <Typography variant="body2">{label}</Typography>
              <Typography
                variant="body2"
                color={full ? 'warning.dark' : 'text.secondary'}
                sx={{ whiteSpace: 'nowrap' }}
              >
                {limit === null ? `${count(used)} — без ограничений` : `${count(used)} из ${count(limit)}`}
              </Typography>
            </Box>
            {limit !== null && (
              <LinearProgress
                variant="determinate"
                value={Math.min(100, Math.round(share * 100))}
                color={full ? 'warning' : 'primary'}
                aria-label={label}
                aria-valuetext={`${count(used)} из ${count(limit)}`}
                sx={{ height: 6, borderRadius: 3 }}
              />
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
