import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { SnackbarHost } from '../components/snackbar-host';
import { theme } from './theme';

type ProvidersProps = { children: ReactNode };

/** What every page needs. The data cache (QueryScope) is added by the layouts and pages that load data. */
export function Providers({ children }: ProvidersProps) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
      <SnackbarHost />
    </ThemeProvider>
  );
}
