import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { routeRegex } from '../../../packages/shared/src/routes/match';
import { bundleClosure } from './bundle-closure';

/** A public page's route (as in the shared route table) and the modules its first screen is made of. */
export type EarlyPage = { route: string; modules: readonly string[] };

/**
 * The app renders a page's layout, then the page, each loaded on demand once the entry has run: three trips one
 * after another before the first screen. For the pages a visitor opens from outside (a QR code, a shared link,
 * a search engine), index.html gets a few bytes of script that match the address at once and ask for that page's
 * chunks beside the entry (`modulepreload`), so they download together. The build fails if a listed module is
 * not in the bundle (a page moved).
 */
export function earlyPageChunks(root: string, pages: readonly EarlyPage[]): Plugin {
  return {
    name: 'sp:early-page-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        if (!bundle) return [];
        const closure = bundleClosure(bundle);
        const chunks = Object.values(bundle).filter(
          (item): item is Rolldown.OutputChunk => item.type === 'chunk',
        );
        const entry = chunks.find((chunk) => chunk.isEntry);
        const loaded = entry ? closure(entry.fileName) : new Set<string>();
        const table = pages.map(({ route, modules }) => {
          const files = new Set<string>();
          for (const module of modules) {
            const id = path.join(root, module);
            const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
            if (!chunk) throw new Error(`early-page-chunks: ${module} (${route}) is not in the bundle`);
            for (const file of closure(chunk.fileName)) if (!loaded.has(file)) files.add(`/${file}`);
          }
          return [routeRegex(route).source, [...files]];
        });
        const script =
          `((p,t)=>{for(const[r,f]of t)if(new RegExp(r).test(p)){for(const h of f){` +
          `const l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;` +
          `document.head.appendChild(l)}break}})(location.pathname,${JSON.stringify(table)})`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}
