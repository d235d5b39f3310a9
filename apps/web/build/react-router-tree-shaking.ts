import type { Plugin } from 'vite';

const ROUTER_FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.js$/;
/** a component or context made at a module's top level, e.g. `const Link = React$1.forwardRef(` */
const MADE = /^((?:const|let|var) [\w$]+ = )(React\$1\.(?:forwardRef|createContext|memo)\()/gm;
/** `Link.displayName = "Link";`: a name for React's developer tools */
const DISPLAY_NAME = /^[\w$]+\.displayName = (?:"[^"\n]*"|`[^`\n]*`);$/gm;

/**
 * react-router's production files make their components and contexts with `React.forwardRef(...)` and
 * `React.createContext(...)` without a `#__PURE__` mark and then set their `displayName`, so the bundler keeps
 * every one of them whether the app uses it or not: `NavLink`, `Form`, the data router's parts and, through
 * them, `Link` with framework mode's prefetching (about 4 KB gzipped on every page, issue 13 §3, with
 * lib/router-link.tsx). In the production build those calls are marked pure and the `displayName` lines are
 * left out (React's developer tools name them after their functions). The build fails when react-router's
 * `lib/dom/lib.js` no longer has such a call, so a new version's layout is looked at again.
 */
export function reactRouterTreeShaking(): Plugin {
  let marked = 0;
  return {
    name: 'sp:react-router-tree-shaking',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      marked = 0;
    },
    transform(code, id) {
      if (!ROUTER_FILE.test(id)) return null;
      let count = 0;
      const next = code
        .replace(MADE, (_all, head: string, call: string) => {
          count += 1;
          return `${head}/* @__PURE__ */ ${call}`;
        })
        .replace(DISPLAY_NAME, '');
      if (/[\\/]lib[\\/]dom[\\/]lib\.js$/.test(id)) marked += count;
      return count === 0 && next === code ? null : { code: next, map: null };
    },
    buildEnd(error) {
      if (!error && marked === 0 && this.getModuleIds) {
        for (const id of this.getModuleIds())
          if (/[\\/]react-router[\\/]dist[\\/]production[\\/]lib[\\/]dom[\\/]lib\.js$/.test(id))
            this.error(
              "react-router's lib/dom/lib.js makes no component with React.forwardRef at its top level any more: review apps/web/build/react-router-tree-shaking.ts",
            );
      }
    },
  };
}
