import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The calm serif of a memorial plaque, from the fonts every system has (nothing to download). */
export const SERIF = '"PT Serif", Georgia, "Times New Roman", serif';

/** A part of the public memory page: a serif heading with a thin rule, then its content. */
export function MemorialSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`${id}-title`} sx={{ mt: { xs: 4, md: 5 } }}>
      <Typography
        id={`${id}-title`}
        component="h2"
        sx={{
          fontFamily: SERIF,
          fontSize: { xs: '1.35rem', md: '1.5rem' },
          fontWeight: 400,
          color: 'text.primary',
          mb: 2,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          '&::after': { content: '""', flex: 1, height: '1px', bgcolor: 'divider' },
        }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}
