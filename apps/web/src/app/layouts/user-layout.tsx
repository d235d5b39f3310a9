import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { QueryScope } from '../query-scope';
import { AppFooter } from './app-footer';
import { TopBar } from './top-bar';

type UserLayoutProps = { children: ReactNode };

/** Public pages with the full top bar and the footer. */
export function UserLayout({ children }: UserLayoutProps) {
  return (
    <QueryScope>
      <Box
        sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}
      >
        <TopBar />
        <Box
          component="main"
          sx={{ flexGrow: 1, width: '100%', maxWidth: 1280, mx: 'auto', p: { xs: 2, md: 3 } }}
        >
          {children}
        </Box>
        <AppFooter />
      </Box>
    </QueryScope>
  );
}
