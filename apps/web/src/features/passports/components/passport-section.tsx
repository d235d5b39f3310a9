import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type PassportSectionProps = { title: string; actions?: ReactNode; children: ReactNode };

/** A titled block of a request's or a passport's page, named for a screen reader by its title. */
export function PassportSection({ title, actions, children }: PassportSectionProps) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Paper>
  );
}

export type Fact = { label: string; value: ReactNode };

/** Label and value pairs, two columns on a wide screen and one above the other on a phone. */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) minmax(0, 1fr)' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
        typography: 'body2',
      }}
    >
      {facts.map((fact) => (
        <Box key={fact.label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
            {fact.label}
          </Box>
          <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {fact.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
