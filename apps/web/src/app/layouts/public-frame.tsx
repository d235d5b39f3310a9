import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import * as paths from '@sp/shared/routes/paths';
import type { ReactNode } from 'react';
import { useLinkComponent } from '../../lib/link-component';
import { AppFooter } from './app-footer';
import { GuestActions } from './guest-actions';
import { LogoLink } from './logo-link';

type PublicFrameProps = { signedIn: boolean; children: ReactNode };

/**
 * The light public layout: a header with no cabinet code, the page, the footer. The app's DefaultLayout and the
 * server-rendered memory page (app/documents) both draw it.
 */
export function PublicFrame({ signedIn, children }: PublicFrameProps) {
  const Link = useLinkComponent();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar sx={{ gap: 2, maxWidth: 1280, width: '100%', mx: 'auto' }}>
          <LogoLink to={signedIn ? paths.dashboard() : paths.home()} />
          <Box sx={{ flexGrow: 1 }} />
          {signedIn ? (
            <Button component={Link} to={paths.dashboard()} variant="contained">
              Личный кабинет
            </Button>
          ) : (
            <GuestActions />
          )}
        </Toolbar>
      </AppBar>
      {/* a screen tall at least: the footer never shows and then moves as the page fills (see UserLayout) */}
      <Box component="main" sx={{ flexGrow: 1, minHeight: '100vh', width: '100%' }}>
        {children}
      </Box>
      <AppFooter />
    </Box>
  );
}
