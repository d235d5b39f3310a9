import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const SECRET = 'a-production-secret-that-is-long-enough';
const base = { DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'web') };
const SMTP_URL = 'smtp://mail.local:25';
const YOOKASSA = { YOOKASSA_SHOP_ID: '123456', YOOKASSA_SECRET_KEY: 'live_secret-key' };

function failure(env: Record<string, string>): string {
  try {
    loadConfig({ ...base, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted the environment');
}

describe('loadConfig', () => {
  it('has sensible defaults outside production', () => {
    const config = loadConfig({ ...base });
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: null,
      publicUrl: 'http://localhost:3000',
      seedDemo: 'if-new-on-loopback',
      smtp: null,
      wappi: null,
      telegram: null,
      captcha: { provider: 'altcha' },
      maxUploadBytes: 10 * 1024 * 1024,
    });
    // a generated JWT secret is kept in DATA_DIR and reused
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(config.jwtSecret);
    expect(loadConfig({ ...base }).jwtSecret).toBe(config.jwtSecret);
  });

  it('reads the DaData key; without one the details lookups are off', () => {
    expect(loadConfig({ ...base }).dadata).toBeNull();
    expect(loadConfig({ ...base, DADATA_API_KEY: 'key' }).dadata).toEqual({
      url: 'https://suggestions.dadata.ru',
      apiKey: 'key',
    });
    expect(
      loadConfig({ ...base, DADATA_API_KEY: 'key', DADATA_URL: 'http://127.0.0.1:9/' }).dadata?.url,
    ).toBe('http://127.0.0.1:9/');
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ ...base, PORT: '', SMTP_URL: '' })).toMatchObject({ port: 3000, smtp: null });
  });

  it('reads channels, captcha and limits', () => {
    const config = loadConfig({
      ...base,
      PORT: '8080',
      PUBLIC_URL: 'https://pamyat.example/',
      SMTP_URL: 'smtp://mail.local:25',
      WAPPI_TOKEN: 'token',
      WAPPI_PROFILE_ID: 'profile',
      TELEGRAM_BOT_TOKEN: 'tg',
      CAPTCHA_PROVIDER: 'recaptcha',
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET: 'secret',
      MAX_UPLOAD_MB: '5',
      SEED_DEMO: 'off',
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: 'https://pamyat.example',
      smtp: { url: 'smtp://mail.local:25' },
      wappi: { token: 'token', profileId: 'profile' },
      telegram: { token: 'tg' },
      captcha: { provider: 'recaptcha', siteKey: 'site', secret: 'secret', minScore: 0.5 },
      maxUploadBytes: 5 * 1024 * 1024,
      seedDemo: 'never',
    });
  });

  it('refuses CAPTCHA_PROVIDER=none in production', () => {
    expect(
      failure({ NODE_ENV: 'production', JWT_SECRET: SECRET, SMTP_URL, CAPTCHA_PROVIDER: 'none' }),
    ).toMatch(/CAPTCHA_PROVIDER: "none" is refused in production/);
    expect(loadConfig({ ...base, NODE_ENV: 'development', CAPTCHA_PROVIDER: 'none' }).captcha.provider).toBe(
      'none',
    );
  });

  it('requires JWT_SECRET in production', () => {
    expect(failure({ NODE_ENV: 'production' })).toMatch(/JWT_SECRET: is required in production/);
    expect(failure({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toMatch(
      /JWT_SECRET: must be at least 32 characters/,
    );
    const production = loadConfig({
      ...base,
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      SMTP_URL,
      ...YOOKASSA,
    });
    expect(production).toMatchObject({
      jwtSecret: SECRET,
      seedDemo: 'never',
      captcha: { provider: 'altcha' },
    });
    expect(
      loadConfig({
        ...base,
        NODE_ENV: 'production',
        JWT_SECRET: SECRET,
        SMTP_URL,
        SEED_DEMO: 'true',
        ...YOOKASSA,
      }).seedDemo,
    ).toBe('always');
  });

  it('refuses production without a channel for codes, which would leave them readable in the outbox', () => {
    expect(failure({ NODE_ENV: 'production', JWT_SECRET: SECRET })).toMatch(
      /SMTP_URL: production needs a channel/,
    );
    const whatsapp = { WAPPI_TOKEN: 'token', WAPPI_PROFILE_ID: 'profile' };
    expect(
      loadConfig({ ...base, NODE_ENV: 'production', JWT_SECRET: SECRET, ...whatsapp, ...YOOKASSA }).wappi,
    ).not.toBeNull();
  });

  it('pays through the sandbox outside production when no YooKassa keys are set', () => {
    expect(loadConfig(base).payments).toEqual({
      provider: 'test',
      notifyAddresses: [
        '185.71.76.0/27',
        '185.71.77.0/27',
        '77.75.153.0/25',
        '77.75.156.11',
        '77.75.156.35',
        '77.75.154.128/25',
        '2a02:5180::/32',
      ],
      vatCode: 1,
    });
  });

  it('reads the YooKassa keys, the notification addresses and the VAT code', () => {
    const payments = loadConfig({
      ...base,
      ...YOOKASSA,
      YOOKASSA_API_URL: 'http://127.0.0.1:9/v3',
      YOOKASSA_NOTIFY_ADDRESSES: '10.0.0.0/8, 127.0.0.1,::1',
      PAYMENT_VAT_CODE: '11',
    }).payments;
    expect(payments).toEqual({
      provider: 'yookassa',
      shopId: '123456',
      secretKey: 'live_secret-key',
      apiUrl: 'http://127.0.0.1:9/v3',
      notifyAddresses: ['10.0.0.0/8', '127.0.0.1', '::1'],
      vatCode: 11,
    });
    expect(loadConfig({ ...base, ...YOOKASSA }).payments).toMatchObject({
      provider: 'yookassa',
      apiUrl: 'https://api.yookassa.ru/v3',
    });
  });

  it('refuses the test payment provider in production, and one YooKassa key without the other anywhere', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: SECRET, SMTP_URL };
    expect(failure(production)).toBe(
      'Invalid configuration:\n  YOOKASSA_SHOP_ID: YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY are required in production: the test payment provider is refused there',
    );
    expect(loadConfig({ ...base, ...production, ...YOOKASSA }).payments.provider).toBe('yookassa');
    const halves: Record<string, string>[] = [
      { YOOKASSA_SHOP_ID: '123456' },
      { YOOKASSA_SECRET_KEY: 'live_secret-key' },
      { ...production, YOOKASSA_SECRET_KEY: 'live_secret-key' },
    ];
    for (const env of halves) {
      expect(failure(env), JSON.stringify(env)).toMatch(/set both YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY/);
    }
  });

  it('refuses bad payment settings, naming each', () => {
    expect(failure({ YOOKASSA_NOTIFY_ADDRESSES: '185.71.76.0/27, example.com' })).toMatch(
      /YOOKASSA_NOTIFY_ADDRESSES: must be a comma list of IP addresses or CIDR ranges/,
    );
    expect(failure({ YOOKASSA_NOTIFY_ADDRESSES: '10.0.0.0/33' })).toMatch(/YOOKASSA_NOTIFY_ADDRESSES/);
    expect(failure({ YOOKASSA_NOTIFY_ADDRESSES: ' , ' })).toMatch(/YOOKASSA_NOTIFY_ADDRESSES/);
    expect(failure({ YOOKASSA_API_URL: 'not a url' })).toMatch(/YOOKASSA_API_URL/);
    for (const code of ['0', '13', '1.5', 'x'])
      expect(failure({ PAYMENT_VAT_CODE: code })).toMatch(/PAYMENT_VAT_CODE/);
  });

  it('puts the platform’s requisites on invoices: demo ones outside production, none in production unless set', () => {
    expect(loadConfig({ ...base }).platformRequisites?.name).toBe('ООО «Светлая память» (демо)');
    const production = { NODE_ENV: 'production', JWT_SECRET: SECRET, SMTP_URL, ...YOOKASSA };
    expect(loadConfig({ ...base, ...production }).platformRequisites).toBeNull();
    const set = {
      PLATFORM_LEGAL_NAME: 'ООО «Память»',
      PLATFORM_INN: '7701234567',
      PLATFORM_BANK_NAME: 'ПАО Банк',
      PLATFORM_BIK: '044525225',
      PLATFORM_ACCOUNT: '40702810400000000001',
    };
    expect(loadConfig({ ...base, ...production, ...set }).platformRequisites).toMatchObject({
      name: 'ООО «Память»',
      bik: '044525225',
      kpp: '',
    });
    expect(failure({ PLATFORM_LEGAL_NAME: 'ООО «Память»' })).toContain(
      'PLATFORM_INN: is required with PLATFORM_LEGAL_NAME',
    );
    expect(failure({ ...set, PLATFORM_BIK: '12' })).toContain('PLATFORM_BIK: must be 9 digits');
  });

  it('reads the map tiles and their credit, OpenStreetMap’s by default; a template without {z}/{x}/{y} is refused', () => {
    expect(loadConfig({ ...base }).mapTiles.url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    const own = loadConfig({
      ...base,
      MAP_TILES_URL: 'https://tiles.example.ru/{z}/{x}/{y}.png',
      MAP_ATTRIBUTION: '© Карты',
    });
    expect(own.mapTiles).toEqual({ url: 'https://tiles.example.ru/{z}/{x}/{y}.png', attribution: '© Карты' });
    expect(failure({ MAP_TILES_URL: 'https://tiles.example.ru/tile.png' })).toContain('MAP_TILES_URL');
  });

  it('trusts no proxy unless told, so a client cannot pick its own address for the rate limits', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base, TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
  });

  it('refuses a bad PORT with a message naming it', () => {
    for (const port of ['abc', '-1', '70000', '3.5']) {
      const message = failure({ PORT: port });
      expect(message, port).toBe('Invalid configuration:\n  PORT: must be a whole number from 0 to 65535');
    }
  });

  it('refuses other bad values, naming each', () => {
    expect(failure({ DATABASE_URL: 'mysql://x' })).toMatch(/DATABASE_URL: must start with postgres/);
    expect(failure({ SMTP_URL: 'http://mail' })).toMatch(/SMTP_URL: must start with smtp/);
    expect(failure({ CAPTCHA_PROVIDER: 'hcaptcha' })).toMatch(/CAPTCHA_PROVIDER/);
    expect(failure({ CAPTCHA_PROVIDER: 'recaptcha' })).toMatch(/recaptcha needs RECAPTCHA_SITE_KEY/);
    expect(failure({ WAPPI_TOKEN: 'only-token' })).toMatch(/set both WAPPI_TOKEN and WAPPI_PROFILE_ID/);
    expect(failure({ MAX_UPLOAD_MB: '0' })).toMatch(/MAX_UPLOAD_MB/);
    expect(failure({ NODE_ENV: 'staging' })).toMatch(/NODE_ENV/);
    expect(failure({ SEED_DEMO: 'maybe' })).toMatch(/SEED_DEMO/);
    expect(failure({ PUBLIC_URL: 'not a url' })).toMatch(/PUBLIC_URL/);
    // several problems of the fields are reported together
    const many = failure({ PORT: 'x', SMTP_URL: 'ftp://x' });
    expect(many).toMatch(/PORT/);
    expect(many).toMatch(/SMTP_URL/);
  });
});
