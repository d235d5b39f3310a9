import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { PublicMemoryPage } from '@sp/shared/api/memory-pages';
import { renderToString } from 'react-dom/server';
import { PersonDocument } from './person-document';

/** A page the server renders: the markup of #root and the style elements for <head>. */
export type RenderedDocument = { html: string; head: string };

/**
 * The public memory page rendered on the server (built by `vite build --ssr` into dist/server, loaded by the
 * API server's /person/{id} route): the markup the browser hydrates (person.client.tsx) and the emotion styles
 * it uses. emotion's default key, so the browser's cache takes these style elements over instead of adding them
 * again.
 */
export function renderPersonDocument(page: PublicMemoryPage, shareUrl: string): RenderedDocument {
  const cache = createCache({ key: 'css' });
  const server = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <PersonDocument page={page} shareUrl={shareUrl} />
    </CacheProvider>,
  );
  return { html, head: server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html)) };
}
