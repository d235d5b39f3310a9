import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { GRAVE_STATUS_LABELS, GRAVE_STATUSES } from '@sp/shared/api/cemeteries';
import type { ReactNode } from 'react';
import { GRAVE_COLORS, UNCONFIRMED } from './grave-status';

const SWATCH = {
  width: 18,
  height: 18,
  flexShrink: 0,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  color: '#fff',
  fontSize: 11,
  fontWeight: 700,
  lineHeight: 1,
  boxSizing: 'border-box',
  border: '2px solid #fff',
  boxShadow: '0 0 0 1px rgba(0, 0, 0, 0.25)',
} as const;

type Item = { key: string; swatch: ReactNode; text: string };

const ITEMS: readonly Item[] = [
  ...GRAVE_STATUSES.map((status) => ({
    key: status,
    swatch: <Box sx={{ ...SWATCH, bgcolor: GRAVE_COLORS[status] }} />,
    text: GRAVE_STATUS_LABELS[status],
  })),
  {
    key: 'unconfirmed',
    swatch: (
      <Box sx={{ ...SWATCH, bgcolor: GRAVE_COLORS.free, border: '2px dashed #1f2a1c', boxShadow: 'none' }}>
        ?
      </Box>
    ),
    text: `«?» и пунктир — ${UNCONFIRMED}`,
  },
  {
    key: 'cluster',
    swatch: <Box sx={{ ...SWATCH, width: 26, height: 26, bgcolor: 'rgba(31, 42, 28, 0.78)' }}>9</Box>,
    text: 'Группа могил с их числом: нажмите, чтобы приблизить',
  },
];

/** What the map's marks mean: the statuses' colours, the unconfirmed graves' mark, the clusters. */
export function GravesLegend() {
  return (
    <Box component="section" aria-labelledby="graves-legend-title">
      <Typography id="graves-legend-title" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        Условные обозначения
      </Typography>
      <Box
        component="ul"
        aria-labelledby="graves-legend-title"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}
      >
        {ITEMS.map((item) => (
          <Box component="li" key={item.key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box aria-hidden sx={{ width: 26, display: 'grid', placeItems: 'center' }}>
              {item.swatch}
            </Box>
            <Typography variant="body2">{item.text}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
