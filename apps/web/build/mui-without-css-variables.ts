import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The two files of @mui/material's styles that reach its CSS-variables machinery, and their plain stand-ins. */
const SWAPS: Record<string, string> = {
  'createTheme.mjs': 'createThemeNoVars.mjs',
  'ThemeProvider.mjs': 'ThemeProviderNoVars.mjs',
};

/**
 * Our theme does not use CSS theme variables (`cssVariables` and `colorSchemes` are never set), but
 * @mui/material's `createTheme` and `ThemeProvider` choose between the plain theme and the CSS-variables one at
 * run time, so the bundle carries the latter's whole machinery (createThemeWithVars, CssVarsProvider,
 * InitColorSchemeScript: about 7 KB gzipped on every page). In the production build, imports of those two files
 * from inside @mui/material get the plain variants, which are what they call for a theme like ours (as MUI's own
 * pull request #48607 does for its default theme). The build fails if MUI moves the files.
 */
export function muiWithoutCssVariables(): Plugin {
  return {
    name: 'sp:mui-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !/[\\/]@mui[\\/]material[\\/]styles[\\/]/.test(resolved.id)) return null;
      const file = path.basename(resolved.id);
      const swap = SWAPS[file];
      if (!swap || importer.endsWith(swap)) return null;
      const target = path.join(path.dirname(resolved.id), swap);
      if (!existsSync(target))
        this.error(`@mui/material has no styles/${swap}: review apps/web/build/mui-without-css-variables.ts`);
      return target;
    },
  };
}
