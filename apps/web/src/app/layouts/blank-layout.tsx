import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

type BlankLayoutProps = { children: ReactNode };

export function BlankLayout({ children }: BlankLayoutProps) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      {children}
    </Box>
  );
}
