import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { bundleClosure } from './build/bundle-closure';
import { type EarlyPage, earlyPageChunks } from './build/early-page-chunks';
import { muiWithoutCssVariables } from './build/mui-without-css-variables';
import { reactRouterTreeShaking } from './build/react-router-tree-shaking';

const api = 'http://localhost:3000';

/**
 * Vite lists, at every lazy import, the chunks to preload with it. The chunks the importing chunk itself
 * imports statically are loaded already when that import runs: they are left out of its list, which every
 * page downloads whether or not the lazy part is ever opened.
 */
function preloadListsWithoutLoaded() {
  let closure = bundleClosure({});
  const capture: Plugin = {
    name: 'sp:preload-capture-bundle',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        closure = bundleClosure(output);
      },
    },
  };
  const resolveDependencies = (_file: string, deps: string[], context: { hostId: string }) => {
    const loaded = closure(context.hostId);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { capture, resolveDependencies };
}

const preload = preloadListsWithoutLoaded();

/** the pages opened from outside (a QR code, a shared link, a search engine) and their first screen's modules */
const EARLY_PAGES: readonly EarlyPage[] = [
  { route: '/', modules: ['src/app/layouts/default-layout.tsx', 'src/app/pages/home.tsx'] },
  {
    route: '/person/:id?',
    modules: ['src/app/layouts/default-layout.tsx', 'src/features/memory-pages/pages/person-page.tsx'],
  },
  { route: '/company/:id', modules: ['src/app/layouts/user-layout.tsx', 'src/app/pages/company.tsx'] },
  { route: '/search/:query?', modules: ['src/app/layouts/user-layout.tsx', 'src/app/pages/search.tsx'] },
];

const PUBLIC_KIT =
  /@mui[\\/](material[\\/](Link|Paper|Stack|SvgIcon|Toolbar|AppBar|styles[\\/]getOverlayAlpha)|system[\\/](Stack|styled|useThemeProps))[\\/]|src[\\/]app[\\/]layouts[\\/](app-footer|guest-actions|logo-link)\.tsx$/;

/** the icons of the visitor's top bar, the search and the urgent call */
const PUBLIC_ICONS =
  /icons-material[\\/](Search|ArrowDropDown|ViewListOutlined|MapOutlined|MyLocation|PhoneInTalkOutlined|SwapHoriz|ShoppingCartOutlined|Menu|HelpOutlineOutlined|BugReportOutlined)\.m?js$/;

const root = fileURLToPath(new URL('.', import.meta.url));

const plugins = [react(), muiWithoutCssVariables(), reactRouterTreeShaking()];

/** `vite build --mode document`: the server-rendered pages' own scripts (app/documents), after the app's build */
const DOCUMENT_MODE = 'document';

export default defineConfig(({ mode, isSsrBuild }): UserConfig => {
  if (isSsrBuild)
    // `vite build --ssr src/app/documents/person.server.tsx --outDir dist/server`: what the API server renders
    // the public memory page with. React, MUI and emotion go into it as the browser gets them (their production
    // code, MUI's plain theme), so the markup is the one the page's scripts hydrate, whatever NODE_ENV the API
    // server runs with
    return {
      root,
      plugins,
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      ssr: { noExternal: true },
      build: { emptyOutDir: true, chunkSizeWarningLimit: 2000 },
    };
  if (mode === DOCUMENT_MODE)
    return {
      root,
      plugins,
      build: {
        outDir: fileURLToPath(new URL('./dist', import.meta.url)),
        // beside the app's build, which ran first (its manifest stays the app's)
        emptyOutDir: false,
        chunkSizeWarningLimit: 600,
        rolldownOptions: {
          input: { person: fileURLToPath(new URL('./person.html', import.meta.url)) },
          // what the memory page shows first in one file; the photo viewer and the guest book's form later
          output: { codeSplitting: { groups: [{ name: 'person-core', tags: ['$initial'] }] } },
        },
      },
    };
  return {
    root,
    plugins: [...plugins, preload.capture, earlyPageChunks(root, EARLY_PAGES)],
    server: {
      port: 5173,
      proxy: {
        '/api': { target: api, changeOrigin: false },
        '/media': { target: api, changeOrigin: false },
      },
    },
    build: {
      outDir: fileURLToPath(new URL('./dist', import.meta.url)),
      emptyOutDir: true,
      manifest: true,
      modulePreload: { resolveDependencies: preload.resolveDependencies },
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // What the entry imports statically (React, the router, the theme, the shell) loads on every page
            // anyway: one chunk instead of some twenty small shared ones, each with its import glue and its
            // name in every lazy chunk's preload list (about 10 KB gzipped less on each public page).
            // MUI's parts and the frame (footer, header bar, guest's links) every public page loads after the
            // shell, and the public pages' icons: two files instead of about fifteen, since each file is
            // compressed on its own (issue 13 §3: /search 2.6 KB gzipped less, / and /company/{id} about 1 KB,
            // /person/{id} 1 KB). Finer groups were
            // tried: with their dependencies they pulled shared helpers in (every page then loaded them), and
            // without, rolldown's chunks imported each other in a circle and a component was undefined.
            groups: [
              { name: 'app-core', tags: ['$initial'] },
              { name: 'public-kit', test: PUBLIC_KIT },
              { name: 'public-icons', test: PUBLIC_ICONS },
            ],
          },
        },
      },
    },
  };
});
