import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { table } from './report';

export type LighthouseScore = {
  path: string;
  /** the median run's performance score, 0–100 */
  score: number;
  /** every run's score, as measured */
  scores: number[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

/** The score a page should reach (issue 13 §3): the QR code's page and the home page 97, the others 90. */
export function lighthouseGoal(pagePath: string): number {
  return pagePath === '/' || pagePath.startsWith('/person/') ? 97 : 90;
}

/**
 * Lighthouse's performance category as its default (mobile) settings measure it, in Debian's Chromium: each page
 * `runs` times, the median run by score kept with its LCP, TBT and CLS. Lighthouse 12.2.3 is pinned: later 12.x
 * locks are refused by `npm ci` here, and 13 wants Node 22.
 */
export async function measureLighthouse(
  baseUrl: string,
  paths: string[],
  runs: number,
): Promise<LighthouseScore[]> {
  const profile = mkdtempSync(path.join(tmpdir(), 'sp-bench-lighthouse-'));
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    userDataDir: profile,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const scores: LighthouseScore[] = [];
    for (const pagePath of paths) {
      const measured: Omit<LighthouseScore, 'scores'>[] = [];
      for (let run = 0; run < runs; run += 1) {
        const result = await lighthouse(new URL(pagePath, baseUrl).toString(), {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${pagePath}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse on ${pagePath}: ${lhr.runtimeError.message}`);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        measured.push({
          path: pagePath,
          score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
        });
      }
      const sorted = [...measured].sort((a, b) => a.score - b.score);
      scores.push({ ...sorted[Math.floor(sorted.length / 2)], scores: measured.map((run) => run.score) });
    }
    return scores;
  } finally {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

export function lighthouseTable(scores: LighthouseScore[]): string {
  return table(
    ['page (Lighthouse 12, mobile)', 'score', 'runs', 'LCP', 'TBT', 'CLS', 'goal'],
    scores.map((page) => [
      page.path,
      String(page.score),
      page.scores.join(', '),
      `${(page.lcpMs / 1000).toFixed(1)} s`,
      `${page.tbtMs.toFixed(0)} ms`,
      page.cls.toFixed(3),
      `≥ ${lighthouseGoal(page.path)}`,
    ]),
    new Set([1, 3, 4, 5]),
  );
}
