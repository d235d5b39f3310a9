import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3100';
// A fresh database for every run: the server seeds the demo accounts into it.
const dataDir = mkdtempSync(join(tmpdir(), 'sp-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  use: {
    baseURL,
    locale: 'ru-RU',
    trace: 'retain-on-failure',
    launchOptions: {
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
    },
  },
  webServer: {
    // the compiled server serves the web app built from these sources, as npm start does (each built again only
    // when its sources changed)
    command: 'node scripts/build-if-changed.mjs && node apps/server/dist/main.mjs',
    cwd: repoRoot,
    url: `${baseURL}/api/health/`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: '3100',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      CAPTCHA_PROVIDER: 'none',
      SEED_DEMO: 'true',
      // the addresses the server writes (a passport's QR code, e-mails' links) point at this run's server
      PUBLIC_URL: baseURL,
    },
  },
});
