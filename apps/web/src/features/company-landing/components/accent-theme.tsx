import { type Theme, ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useCallback } from 'react';

/** The app's theme with the company's accent as the primary colour (buttons, headings, links). */
export function AccentTheme({ colour, children }: { colour: string; children: ReactNode }) {
  const withAccent = useCallback(
    (outer: Theme): Theme => ({
      ...outer,
      palette: { ...outer.palette, primary: outer.palette.augmentColor({ color: { main: colour } }) },
    }),
    [colour],
  );
  return <ThemeProvider theme={withAccent}>{children}</ThemeProvider>;
}
