import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { AppFooter } from './app-footer';
import { TopBar } from './top-bar';

type UserLayoutProps = { children: ReactNode };

/**
 * Public pages with the full top bar and the footer. No data cache here: the pages that use the query
 * library bring it (lazyWithQuery in the page registry), so the company page loads without it.
 */
export function UserLayout({ children }: UserLayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <TopBar />
      {/* a screen tall at least: the footer starts below the fold, not in view until the page's data
          arrives and then pushed down (a layout shift Lighthouse counted on /company and /search) */}
      <Box
        component="main"
        sx={{
          flexGrow: 1,
          minHeight: '100vh',
          width: '100%',
          maxWidth: 1280,
          mx: 'auto',
          p: { xs: 2, md: 3 },
        }}
      >
        {children}
      </Box>
      <AppFooter />
    </Box>
  );
}
