import { gzipSync } from 'node:zlib';
import { chromium, type Response } from 'playwright-core';

/**
 * gzipped JS a page may load: the landing and the public person page 170 KB (issue 4 §5), /auth (issue 2),
 * the public search and a company page 200 KB
 */
export function jsTargetKb(pagePath: string): number {
  return pagePath === '/' || pagePath.startsWith('/person/') ? 170 : 200;
}

/**
 * Chunk names of the signed-in cabinet (its layout and sidebar, pages behind the guard, the profile menu's
 * items); none should load for a guest. The user layout and its top bar are the public pages' own.
 */
const CABINET_CHUNK =
  /^(app-layout|cabinet-pages|sidebar-nav|page-search|profile-menu|dashboard-page|profile-page|profile-company-page|bugs?-page|admin-bugs|outbox-page|routes-page)-/;

export type PageWeight = {
  path: string;
  finalPath: string;
  files: number;
  rawKb: number;
  gzipKb: number;
  targetKb: number;
  cabinetChunks: string[];
  /** every JS file of the page, largest (gzipped) first */
  breakdown: { name: string; gzipKb: number }[];
};

function isJavaScript(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  return response.request().resourceType() === 'script' || /javascript/.test(type);
}

/** Every JavaScript response of each page, loaded in a fresh context until the network is idle. */
export async function measureJsWeight(baseUrl: string, paths: string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const weights: PageWeight[] = [];
    for (const pagePath of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const responses: Response[] = [];
      page.on('response', (response) => {
        if (isJavaScript(response)) responses.push(response);
      });
      await page.goto(new URL(pagePath, baseUrl).toString(), { waitUntil: 'networkidle' });
      // parsing the entry on a busy machine can outlast the idle half-second before the page asks for its lazy
      // chunks (a company page was counted as its entry alone): wait until no script has come for two seconds
      for (let seen = -1; seen !== responses.length; ) {
        seen = responses.length;
        await page.waitForTimeout(2000);
      }
      let raw = 0;
      let gzip = 0;
      const breakdown: PageWeight['breakdown'] = [];
      for (const response of responses) {
        const body = await response.body();
        const gzipped = gzipSync(body).byteLength;
        raw += body.byteLength;
        gzip += gzipped;
        breakdown.push({
          name: new URL(response.url()).pathname.split('/').pop() ?? '',
          gzipKb: gzipped / 1024,
        });
      }
      breakdown.sort((a, b) => b.gzipKb - a.gzipKb);
      weights.push({
        path: pagePath,
        finalPath: new URL(page.url()).pathname,
        files: responses.length,
        rawKb: raw / 1024,
        gzipKb: gzip / 1024,
        targetKb: jsTargetKb(pagePath),
        cabinetChunks: breakdown.map(({ name }) => name).filter((name) => CABINET_CHUNK.test(name)),
        breakdown,
      });
      await context.close();
    }
    return weights;
  } finally {
    await browser.close();
  }
}
