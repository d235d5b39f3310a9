/**
 * Gzipped JavaScript a guest's browser loads for each public page: opens the page in Chromium, waits for
 * the network to settle, gzips every JS response body (level 9, as a static server would) and sums them.
 *
 *   node --import tsx apps/web/scripts/measure-js.ts [base URL] [path ...]
 *
 * The base URL defaults to http://127.0.0.1:3000 (npm start). Exits with 1 when a page is over its
 * budget so it can guard a build: 170 KB for the landing and /person/{id}, 200 KB for the others (/auth,
 * /search, /company/{id}), as the bench's jsTargetKb (apps/server/bench/js-weight.ts).
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const budgetKb = (path: string) => (path === '/' || path.startsWith('/person/') ? 170 : 200);
const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const pages = paths.length > 0 ? paths : ['/', '/auth?plan=login', '/auth?plan=register', '/search'];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
let over = false;
try {
  for (const path of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const sizes = new Map<string, number>();
    // the bodies are read after the page settles: read in the handler, most were lost when the context closed
    const reads: Promise<void>[] = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('javascript')) return;
      reads.push(
        response.body().then(
          (body) => void sizes.set(response.url(), gzipSync(body, { level: 9 }).length),
          () => undefined, // a redirected or aborted response has no body
        ),
      );
    });
    await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
    // parsing the entry can outlast the idle half-second before the page asks for its lazy chunks: wait until
    // no new script has come for two seconds
    for (let seen = -1; seen !== reads.length; ) {
      seen = reads.length;
      await page.waitForTimeout(2000);
    }
    await Promise.all(reads);
    await context.close();
    const total = [...sizes.values()].reduce((sum, size) => sum + size, 0) / 1024;
    const budget = budgetKb(path);
    if (total > budget) over = true;
    console.log(
      `${path.padEnd(24)} ${total.toFixed(1).padStart(7)} KB gzipped JS in ${sizes.size} files` +
        (total > budget ? `  (over the ${budget} KB budget)` : ''),
    );
    if (process.env.VERBOSE) {
      const files = [...sizes].sort((a, b) => b[1] - a[1]);
      for (const [url, size] of files) console.log(`   ${(size / 1024).toFixed(1).padStart(6)}  ${url}`);
    }
  }
} finally {
  await browser.close();
}
process.exit(over ? 1 : 0);
