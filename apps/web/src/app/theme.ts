import { ruRU } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

/** The one theme: the spec's light green accent on calm, warm neutrals. */
export const theme = createTheme(
  {
    palette: {
      mode: 'light',
      primary: { main: '#4fa800', contrastText: '#ffffff' },
      secondary: { main: '#5d6b5a' },
      background: { default: '#f6f7f4', paper: '#ffffff' },
      text: { primary: '#1f2a1c', secondary: '#55604f' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: '"Roboto", "Segoe UI", "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '2.4rem', fontWeight: 500 },
      h2: { fontSize: '1.9rem', fontWeight: 500 },
      h3: { fontSize: '1.5rem', fontWeight: 500 },
      h4: { fontSize: '1.3rem', fontWeight: 500 },
      button: { textTransform: 'none', fontWeight: 500 },
    },
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1264, xl: 1904 } },
    components: {
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  },
  ruRU,
);
