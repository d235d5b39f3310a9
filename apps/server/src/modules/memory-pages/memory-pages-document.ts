import type { PublicMemoryPage } from '@sp/shared/api/memory-pages';
import type { Config } from '../../config';
import { type RenderedDocument, type ServerRenderedPage, serverBundle } from '../../platform/web-app';

/** What the web build's server bundle of the memory page gives (apps/web/src/app/documents/person.server.tsx). */
type PersonRenderer = { renderPersonDocument(page: PublicMemoryPage, shareUrl: string): RenderedDocument };

/**
 * A public memory page rendered on the server into the web build's person.html: a phone that opened a QR code
 * reads the page before any script has come, and then loads only the memory page's own (no app shell).
 */
export function personDocument(config: Config, page: PublicMemoryPage, shareUrl: string): ServerRenderedPage {
  return {
    template: 'person.html',
    render: async () => {
      const renderer = await serverBundle<PersonRenderer>(config, 'person.server.js');
      return renderer ? renderer.renderPersonDocument(page, shareUrl) : null;
    },
  };
}
