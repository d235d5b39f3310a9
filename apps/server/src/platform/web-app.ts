import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { SERVER_MSG } from '@sp/shared/api/common';
import type { FastifyReply } from 'fastify';
import type { Config } from '../config';
import { PUBLIC } from './access';
import { answeredBody } from './errors';
import type { ApiApp } from './http';
import { etagMatches, type KeptBody, keptBody, sendKeptBody } from './http-cache';

/** What a shared link of a page shows (title, description and Open Graph tags); urls are absolute. */
export type PageMeta = { title: string; description: string; image: string | null; url: string };

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** index.html with the page's title and description, and Open Graph tags before </head>. */
export function withPageMeta(html: string, meta: PageMeta): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const tags = [
    `<meta property="og:type" content="profile" />`,
    `<meta property="og:site_name" content="Светлая память" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}" />` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
  ].filter(Boolean);
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${description}" />`,
    )
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}

/** The id of the script element that carries a page's data in its HTML (the web app reads it once). */
export const PAGE_DATA_ID = 'page-data';

/**
 * index.html with the page's data as JSON before </body>, so the page shows without asking the API again.
 * `<`, `>` and `&` are escaped: no text in the data can close the script element.
 */
export function withPageData(html: string, data: unknown): string {
  const json = JSON.stringify(data).replace(
    /[<>&]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return html.replace(
    '</body>',
    () => `  <script id="${PAGE_DATA_ID}" type="application/json">${json}</script>\n  </body>`,
  );
}

/** A page the web build renders on the server (apps/web/src/app/documents): #root's markup, <head>'s styles. */
export type RenderedDocument = { html: string; head: string };

/**
 * A page the server renders rather than the single-page app: its HTML template beside index.html (its own,
 * lighter scripts, which hydrate the markup) and the call that renders it, null when it cannot.
 */
export type ServerRenderedPage = { template: string; render: () => Promise<RenderedDocument | null> };

/**
 * The web build's server bundle `file` (apps/web/dist/server, built by `vite build --ssr`), loaded once; null
 * while there is none (a server run from the sources before any build).
 */
export function serverBundle<T>(config: Config, file: string): Promise<T | null> {
  const full = path.join(config.webDist, 'server', file);
  const known = serverBundles.get(full);
  if (known) return known as Promise<T>;
  if (!existsSync(full)) return Promise.resolve(null);
  const loading = import(pathToFileURL(full).href) as Promise<T>;
  serverBundles.set(full, loading);
  return loading;
}

const serverBundles = new Map<string, Promise<unknown>>();

/** The template with the rendered page's styles before </head> and its markup in #root. */
export function withRenderedPage(html: string, rendered: RenderedDocument): string {
  return html
    .replace('</head>', () => `${rendered.head}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${rendered.html}</div>`);
}

/** The page rendered, or null (logged) when it cannot be: the single-page app then shows it as before. */
async function renderSafely(reply: FastifyReply, page: ServerRenderedPage): Promise<RenderedDocument | null> {
  try {
    return await page.render();
  } catch (error) {
    reply.log.error({ err: error }, 'a page could not be rendered on the server');
    return null;
  }
}

/**
 * A page of the single-page app answered by a server route (the public person page) so that link previews see
 * its meta tags; null meta serves index.html as it is (the generic title). `data`, when given, goes into the
 * HTML (withPageData). Without a built web app: JSON 404.
 */
export async function sendAppPage(
  reply: FastifyReply,
  config: Config,
  meta: PageMeta | null,
  data: unknown = null,
  /** the kept copy the page is made of (platform/versioned-cache.ts): its HTML is made once per template */
  keptFrom?: object,
  /** rendered on the server into its own template (when the build has both), instead of the app's page */
  rendered?: ServerRenderedPage,
) {
  const html = await templateHtml(path.join(config.webDist, 'index.html'));
  if (html === null) return reply.status(404).send(answeredBody(404, { detail: SERVER_MSG.notFound }));
  // a route that knows its page is everyone's says so itself (the public person page)
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
  reply.type('text/html; charset=utf-8');
  if (!meta && data === null) {
    // the app's own page (any address the app routes itself): the same bytes until the next build
    if (etagMatches(reply.request.headers['if-none-match'], html.etag)) {
      return reply.code(304).header('etag', html.etag).removeHeader('content-type').send();
    }
    return sendKeptBody(reply, html);
  }
  const own = rendered ? await templateHtml(path.join(config.webDist, rendered.template)) : null;
  const made = keptFrom ? madePages.get(keptFrom) : undefined;
  if (made && (made.template === html.body || made.template === own?.body))
    return sendKeptBody(reply, made.page);
  const markup = own && rendered ? await renderSafely(reply, rendered) : null;
  const template = own && markup ? own.body : html.body;
  const withMeta = meta ? withPageMeta(template, meta) : template;
  const withData = data === null ? withMeta : withPageData(withMeta, data);
  const page = markup ? withRenderedPage(withData, markup) : withData;
  if (!keptFrom) return reply.send(page);
  const kept = keptBody(page);
  madePages.set(keptFrom, { template, page: kept });
  return sendKeptBody(reply, kept);
}

/** The pages made of kept copies, with the template they were made from (a new build makes them anew). */
const madePages = new WeakMap<object, { template: string; page: KeptBody }>();

/** How long a template (index.html, person.html) is trusted before it is read again (a build while the server runs). */
const TEMPLATE_CHECK_MS = 1000;
const templateHtmls = new Map<string, { html: KeptBody | null; at: number }>();

/** A template as built (tagged, and gzipped once asked), read at most once a second rather than on every page. */
async function templateHtml(file: string): Promise<KeptBody | null> {
  const known = templateHtmls.get(file);
  if (known && Date.now() - known.at < TEMPLATE_CHECK_MS) return known.html;
  const text = await readFile(file, 'utf8').catch(() => null);
  // the same text keeps the same body, so the pages made of it stay valid
  const html = text === null ? null : known?.html?.body === text ? known.html : keptBody(text);
  templateHtmls.set(file, { html, at: Date.now() });
  return html;
}

/**
 * Serves the built web app from one process with the API. Unknown /api and /media addresses answer
 * JSON 404; any other unknown path is a page of the single-page app, which shows its own 404.
 */
export async function registerWebApp(app: ApiApp, config: Config): Promise<void> {
  const hasWeb = existsSync(path.join(config.webDist, 'index.html'));
  if (hasWeb) {
    // the hashed files under /assets/ behind one wildcard route (with their .br and .gz beside them): a route per
    // file cost the start about 150 ms for the build's ~800 files
    const assets = path.join(config.webDist, 'assets');
    await app.register(fastifyStatic, {
      root: assets,
      prefix: '/assets/',
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.startsWith(`${assets}${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // the few files at the top of the build (public/: a favicon, robots.txt…), each its own route
    for (const entry of readdirSync(config.webDist, { withFileTypes: true })) {
      // the HTML templates are pages' (index.html, a server-rendered page's own), never files of their own
      if (!entry.isFile() || /\.(html|br|gz)$/.test(entry.name)) continue;
      app.get(`/${entry.name}`, { config: PUBLIC, schema: { hide: true } }, (_request, reply) =>
        reply.sendFile(entry.name, config.webDist),
      );
    }
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (
      !hasWeb ||
      url.startsWith('/api/') ||
      url === '/api' ||
      url.startsWith('/media/') ||
      url.startsWith('/assets/') ||
      request.method !== 'GET'
    ) {
      return reply.status(404).send(answeredBody(404, { detail: SERVER_MSG.notFound }));
    }
    return sendAppPage(reply, config, null);
  });
}
