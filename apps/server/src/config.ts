import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { isAddressOrRange, YOOKASSA_NOTIFY_ADDRESSES } from './platform/payments/notification-addresses';
import { YOOKASSA_API_URL } from './platform/payments/yookassa-provider';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

/**
 * apps/server: the nearest folder above this file with a package.json. The same whether the server runs from
 * its sources (src/config.ts) or compiled into one file (dist/main.mjs), so files it ships are found either way.
 */
export const SERVER_ROOT = findPackageRoot(import.meta.dirname);

function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

const PORT_MESSAGE = 'must be a whole number from 0 to 65535';

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce
      .number({ error: PORT_MESSAGE })
      .int(PORT_MESSAGE)
      .min(0, PORT_MESSAGE)
      .max(65535, PORT_MESSAGE)
      .default(3000),
    /** loopback by default: a server meant for others says so (HOST=0.0.0.0) and gets no demo accounts */
    HOST: z.string().min(1).default('127.0.0.1'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    PUBLIC_URL: z.url().optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SEED_DEMO: flag.optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    SMTP_FROM: z.string().default('Светлая память <no-reply@svetlaya-pamyat.local>'),
    WAPPI_URL: z.url().default('https://wappi.pro'),
    WAPPI_TOKEN: z.string().optional(),
    WAPPI_PROFILE_ID: z.string().optional(),
    TELEGRAM_BOT_TOKEN: z.string().optional(),
    TELEGRAM_API_URL: z.url().default('https://api.telegram.org'),
    /** DaData's suggestions API fills company and bank details by ИНН and БИК; without a key they are typed */
    DADATA_API_KEY: z.string().optional(),
    DADATA_URL: z.url().default('https://suggestions.dadata.ru'),
    CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha', 'none']).default('altcha'),
    RECAPTCHA_SITE_KEY: z.string().optional(),
    RECAPTCHA_SECRET: z.string().optional(),
    RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
    MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(100).default(10),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    /**
     * Which proxies' X-Forwarded-For to believe for the client's address (rate limits key on it): unset or
     * "false" trusts none, "true" all, a number that many hops, otherwise a comma list of addresses or CIDRs.
     */
    TRUST_PROXY: z.string().optional(),
    /** card payments through YooKassa; without both keys the «Тестовая оплата» sandbox (not in production) */
    YOOKASSA_SHOP_ID: z.string().optional(),
    YOOKASSA_SECRET_KEY: z.string().optional(),
    YOOKASSA_API_URL: z.url().default(YOOKASSA_API_URL),
    /** where YooKassa's notifications may come from; unset: the addresses YooKassa publishes */
    YOOKASSA_NOTIFY_ADDRESSES: z
      .string()
      .refine(
        (value) => listOf(value).length > 0 && listOf(value).every(isAddressOrRange),
        'must be a comma list of IP addresses or CIDR ranges',
      )
      .optional(),
    /** vat_code of the receipt lines: 1 «без НДС» … 12 (11 and 12 are the 22% rates of 2026) */
    PAYMENT_VAT_CODE: z.coerce.number().int().min(1).max(12).default(1),
    /** LibreOffice's soffice for PDFs of documents; unset: looked up on PATH and in the usual places */
    SOFFICE_PATH: z.string().optional(),
    /** the maps' tiles (a {z}/{x}/{y} template) and their credit; OpenStreetMap's by default (development only) */
    MAP_TILES_URL: z
      .string()
      .refine(
        (value) => /^https?:\/\//.test(value) && ['{z}', '{x}', '{y}'].every((part) => value.includes(part)),
        {
          message: 'must be an http(s) URL with {z}, {x} and {y}',
        },
      )
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    MAP_ATTRIBUTION: z
      .string()
      .default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'),
    /** the external maps directory (Yandex's organisation search) for cemeteries on the map; unset: ours only */
    MAPS_DIRECTORY_KEY: z.string().optional(),
    MAPS_DIRECTORY_URL: z.url().optional(),
    /** the platform's requisites on invoices for organisations (issue 14 §4); unset outside production: demo ones */
    PLATFORM_LEGAL_NAME: z.string().optional(),
    PLATFORM_INN: z
      .string()
      .regex(/^\d{10}(\d{2})?$/, 'must be 10 or 12 digits')
      .optional(),
    PLATFORM_KPP: z
      .string()
      .regex(/^\d{9}$/, 'must be 9 digits')
      .optional(),
    PLATFORM_ADDRESS: z.string().optional(),
    PLATFORM_BANK_NAME: z.string().optional(),
    PLATFORM_BIK: z
      .string()
      .regex(/^\d{9}$/, 'must be 9 digits')
      .optional(),
    PLATFORM_ACCOUNT: z
      .string()
      .regex(/^\d{20}$/, 'must be 20 digits')
      .optional(),
    PLATFORM_CORR_ACCOUNT: z
      .string()
      .regex(/^\d{20}$/, 'must be 20 digits')
      .optional(),
    PLATFORM_DIRECTOR: z.string().optional(),
    PLATFORM_ACCOUNTANT: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.PLATFORM_LEGAL_NAME) {
      for (const key of ['PLATFORM_INN', 'PLATFORM_BANK_NAME', 'PLATFORM_BIK', 'PLATFORM_ACCOUNT'] as const) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required with PLATFORM_LEGAL_NAME' });
      }
    }
    if (env.NODE_ENV !== 'production') return;
    if (!env.JWT_SECRET)
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production' });
    if (env.CAPTCHA_PROVIDER === 'none') {
      ctx.addIssue({
        code: 'custom',
        path: ['CAPTCHA_PROVIDER'],
        message: '"none" is refused in production',
      });
    }
    // without a channel the outbox would keep login codes in clear text for administrators to read
    if (!env.SMTP_URL && !(env.WAPPI_TOKEN && env.WAPPI_PROFILE_ID)) {
      ctx.addIssue({
        code: 'custom',
        path: ['SMTP_URL'],
        message: 'production needs a channel for codes: set SMTP_URL or WAPPI_TOKEN and WAPPI_PROFILE_ID',
      });
    }
    if (!env.YOOKASSA_SHOP_ID && !env.YOOKASSA_SECRET_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['YOOKASSA_SHOP_ID'],
        message:
          'YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY are required in production: the test payment provider is refused there',
      });
    }
  })
  .superRefine((env, ctx) => {
    if (env.CAPTCHA_PROVIDER === 'recaptcha' && (!env.RECAPTCHA_SITE_KEY || !env.RECAPTCHA_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['CAPTCHA_PROVIDER'],
        message: 'recaptcha needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET',
      });
    }
    if (Boolean(env.WAPPI_TOKEN) !== Boolean(env.WAPPI_PROFILE_ID)) {
      ctx.addIssue({
        code: 'custom',
        path: ['WAPPI_TOKEN'],
        message: 'set both WAPPI_TOKEN and WAPPI_PROFILE_ID',
      });
    }
    if (Boolean(env.YOOKASSA_SHOP_ID) !== Boolean(env.YOOKASSA_SECRET_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['YOOKASSA_SHOP_ID'],
        message: 'set both YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY',
      });
    }
  });

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  publicUrl: string;
  jwtSecret: string;
  /**
   * 'always': write the demo accounts (once); 'never'; 'if-new-on-loopback': only into a new database of a
   * server that listens on a loopback address (the default outside production), see db/demo-policy.ts
   */
  seedDemo: 'always' | 'never' | 'if-new-on-loopback';
  smtp: { url: string; from: string } | null;
  wappi: { url: string; token: string; profileId: string } | null;
  telegram: { url: string; token: string } | null;
  dadata: { url: string; apiKey: string } | null;
  captcha:
    | { provider: 'altcha' }
    | { provider: 'recaptcha'; siteKey: string; secret: string; minScore: number }
    | { provider: 'none' };
  maxUploadBytes: number;
  logLevel: string;
  webDist: string;
  trustProxy: boolean | number | string[];
  /** null: find soffice on PATH */
  sofficePath: string | null;
  /** card payments: YooKassa when its keys are set, else the «Тестовая оплата» sandbox (refused in production) */
  payments: (
    | { provider: 'yookassa'; shopId: string; secretKey: string; apiUrl: string }
    | { provider: 'test' }
  ) & {
    /** addresses and CIDR ranges YooKassa's notifications may come from */
    notifyAddresses: string[];
    /** vat_code of the receipt lines */
    vatCode: number;
  };
  /** the maps' tiles and their credit, given to the web app by /api/public/map-settings/ */
  mapTiles: { url: string; attribution: string };
  /** the maps directory asked for cemeteries in a box; null: only the platform's own are shown */
  mapsDirectory: { key: string; url: string | null } | null;
  /** the seller on invoices for organisations; null: not set in production, so none are issued */
  platformRequisites: PlatformRequisites | null;
};

export type PlatformRequisites = {
  name: string;
  inn: string;
  kpp: string;
  address: string;
  bankName: string;
  bik: string;
  account: string;
  corrAccount: string;
  director: string;
  accountant: string;
};

/** Outside production without PLATFORM_*: requisites that say they are a demo's (no real account). */
const DEMO_REQUISITES: PlatformRequisites = {
  name: 'ООО «Светлая память» (демо)',
  inn: '7700000000',
  kpp: '770001001',
  address: '101000, г. Москва, ул. Примерная, д. 1 (демо)',
  bankName: 'ПАО «Демо-банк», г. Москва',
  bik: '044500000',
  account: '40702810000000000000',
  corrAccount: '30101810000000000000',
  director: 'Иванов И. И.',
  accountant: 'Петрова А. А.',
};

function platformRequisites(env: z.infer<typeof envSchema>): PlatformRequisites | null {
  if (!env.PLATFORM_LEGAL_NAME) return env.NODE_ENV === 'production' ? null : DEMO_REQUISITES;
  return {
    name: env.PLATFORM_LEGAL_NAME,
    inn: env.PLATFORM_INN ?? '',
    kpp: env.PLATFORM_KPP ?? '',
    address: env.PLATFORM_ADDRESS ?? '',
    bankName: env.PLATFORM_BANK_NAME ?? '',
    bik: env.PLATFORM_BIK ?? '',
    account: env.PLATFORM_ACCOUNT ?? '',
    corrAccount: env.PLATFORM_CORR_ACCOUNT ?? '',
    director: env.PLATFORM_DIRECTOR ?? '',
    accountant: env.PLATFORM_ACCOUNTANT ?? '',
  };
}

function listOf(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return listOf(value);
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; a bad value stops start-up with a message naming it. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL ?? null,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    jwtSecret: env.JWT_SECRET ?? localSecret(dataDir),
    seedDemo:
      env.SEED_DEMO === undefined
        ? env.NODE_ENV === 'production'
          ? 'never'
          : 'if-new-on-loopback'
        : env.SEED_DEMO
          ? 'always'
          : 'never',
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.SMTP_FROM } : null,
    wappi:
      env.WAPPI_TOKEN && env.WAPPI_PROFILE_ID
        ? { url: env.WAPPI_URL, token: env.WAPPI_TOKEN, profileId: env.WAPPI_PROFILE_ID }
        : null,
    telegram: env.TELEGRAM_BOT_TOKEN ? { url: env.TELEGRAM_API_URL, token: env.TELEGRAM_BOT_TOKEN } : null,
    dadata: env.DADATA_API_KEY ? { url: env.DADATA_URL, apiKey: env.DADATA_API_KEY } : null,
    captcha:
      env.CAPTCHA_PROVIDER === 'recaptcha'
        ? {
            provider: 'recaptcha',
            siteKey: env.RECAPTCHA_SITE_KEY!,
            secret: env.RECAPTCHA_SECRET!,
            minScore: env.RECAPTCHA_MIN_SCORE,
          }
        : { provider: env.CAPTCHA_PROVIDER },
    maxUploadBytes: env.MAX_UPLOAD_MB * 1024 * 1024,
    logLevel: env.LOG_LEVEL,
    webDist: path.resolve(env.WEB_DIST ?? path.join(SERVER_ROOT, '../web/dist')),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    sofficePath: env.SOFFICE_PATH ?? null,
    payments: {
      ...(env.YOOKASSA_SHOP_ID && env.YOOKASSA_SECRET_KEY
        ? {
            provider: 'yookassa' as const,
            shopId: env.YOOKASSA_SHOP_ID,
            secretKey: env.YOOKASSA_SECRET_KEY,
            apiUrl: env.YOOKASSA_API_URL,
          }
        : { provider: 'test' as const }),
      notifyAddresses: env.YOOKASSA_NOTIFY_ADDRESSES
        ? listOf(env.YOOKASSA_NOTIFY_ADDRESSES)
        : [...YOOKASSA_NOTIFY_ADDRESSES],
      vatCode: env.PAYMENT_VAT_CODE,
    },
    mapTiles: { url: env.MAP_TILES_URL, attribution: env.MAP_ATTRIBUTION },
    mapsDirectory: env.MAPS_DIRECTORY_KEY
      ? { key: env.MAPS_DIRECTORY_KEY, url: env.MAPS_DIRECTORY_URL ?? null }
      : null,
    platformRequisites: platformRequisites(env),
  };
}

/** Outside production a missing JWT_SECRET is generated once and kept in DATA_DIR, so sessions survive restarts. */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
