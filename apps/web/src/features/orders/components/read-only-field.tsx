import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A value shown as text with its label (read-only employees see the deal so, not as pale disabled inputs); an
 * empty value says «не указано».
 */
export function ReadOnlyField({ label, children }: { label: string; children?: ReactNode }) {
  const empty = children === undefined || children === null || children === '';
  return (
    <Box component="div" role="group" aria-label={label} sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography
        variant="body1"
        component="div"
        color={empty ? 'text.secondary' : undefined}
        sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
      >
        {empty ? 'не указано' : children}
      </Typography>
    </Box>
  );
}
