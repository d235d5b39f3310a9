import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, Suspense } from 'react';

type MapFrameProps = { sx?: SxProps<Theme>; children: ReactNode };

/**
 * The box of a lazily loaded map (its size from `sx`), with a spinner while the map's code arrives.
 * The box clips Leaflet's panes and keeps their z-index inside it, below the app's bars, menus and dialogs.
 */
export function MapFrame({ sx, children }: MapFrameProps) {
  const spinner = (
    <Box sx={{ height: '100%', display: 'grid', placeItems: 'center' }}>
      <CircularProgress size={28} aria-label="Загрузка карты" />
    </Box>
  );
  return (
    <Box
      sx={[
        {
          position: 'relative',
          isolation: 'isolate',
          overflow: 'hidden',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'grey.100',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Suspense fallback={spinner}>{children}</Suspense>
    </Box>
  );
}
