import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

export const PASSWORD = 'demo12345';
/** The change dialog's localStorage flag (features/releases/components/change-dialog.tsx). */
export const SEEN_VERSION_KEY = 'release-notes-seen';
export const VERSION = '2.5.1';

type Fixtures = {
  /** the page with the release-notes dialog already seen */
  page: Page;
  /** a page that has not seen the change dialog yet */
  freshPage: Page;
};

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    await page.addInitScript(([key, version]) => localStorage.setItem(key, version), [
      SEEN_VERSION_KEY,
      VERSION,
    ] as const);
    await use(page);
  },
  freshPage: async ({ browser, baseURL, locale }, use) => {
    const context = await browser.newContext({ baseURL, locale });
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
});

export { expect };

let adminToken: string | null = null;

async function asAdmin(request: APIRequestContext): Promise<string> {
  if (adminToken) return adminToken;
  const response = await request.post('/api/auth/login/', {
    data: { email: 'admin@demo.ru', password: PASSWORD },
  });
  expect(response.ok()).toBe(true);
  adminToken = ((await response.json()) as { token: string }).token;
  return adminToken;
}

type OutboxMessage = { recipient: string; text: string; created_at: string };

/** The newest 5-digit code sent to `recipient` (read from the outbox as the administrator). */
export async function latestCode(request: APIRequestContext, recipient: string): Promise<string> {
  let found: string | null = null;
  await expect
    .poll(
      async () => {
        const token = await asAdmin(request);
        const response = await request.get('/api/admin/outbox/?limit=50', {
          headers: { Authorization: `Bearer ${token}` },
        });
        const { results } = (await response.json()) as { results: OutboxMessage[] };
        const message = results.find((m) => m.recipient.toLowerCase() === recipient.toLowerCase());
        found = message?.text.match(/\b\d{5}\b/)?.[0] ?? null;
        return found;
      },
      { message: `a code for ${recipient} in the outbox` },
    )
    .not.toBeNull();
  return found!;
}

/** Counts the outbox messages to `recipient`, to tell a new code from an old one. */
export async function outboxCount(request: APIRequestContext, recipient: string): Promise<number> {
  const token = await asAdmin(request);
  const response = await request.get('/api/admin/outbox/?limit=50', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { results } = (await response.json()) as { results: OutboxMessage[] };
  return results.filter((m) => m.recipient.toLowerCase() === recipient.toLowerCase()).length;
}

/** A Bearer header of `email` (a demo account's password), for API calls beside the browser. */
export async function bearer(request: APIRequestContext, email: string): Promise<{ Authorization: string }> {
  const response = await request.post('/api/auth/login/', { data: { email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  return { Authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

export const SCREENS = fileURLToPath(new URL('../test-results/screens/', import.meta.url));

/**
 * Screenshots at 1440 and 390 px into test-results/screens, of the full page or (a dialog) of what the screen
 * shows; nothing may scroll sideways.
 */
export async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SCREENS, { recursive: true });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect.soft(overflow, `${name} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SCREENS}${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

let counter = 0;
/** A fresh e-mail address for this run. */
export function freshEmail(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.ru`;
}

/** Registers and verifies a person through the API; answers its e-mail. */
export async function registerPerson(request: APIRequestContext, firstName = 'Вера'): Promise<string> {
  const email = freshEmail('person');
  const registered = await request.post('/api/auth/registration/', {
    data: { email, password: PASSWORD, type_user: 1, first_name: firstName },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const code = await latestCode(request, email);
  const verified = await request.post('/api/auth/verification/', { data: { email, code } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return email;
}

/** Logs in through the form on /auth and waits for the cabinet. */
export async function loginWithPassword(page: Page, login: string, password = PASSWORD): Promise<void> {
  await page.goto('/auth?plan=login');
  await page.getByLabel('Телефон или e-mail').fill(login);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
}

export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Разделы кабинета' });
}

/** A small valid PNG (a green square), built with zlib so no binary file is kept in the repo. */
export function makePng(size = 64): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3)]);
  for (let x = 0; x < size; x += 1) row.set([79, 168, 0], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The owner of «Ритуал-Сервис» adds a role with `modules` to the demo viewer (who holds read-only deals), through
 * the API. Other journeys count on the viewer holding only deals, so the answer undoes it: the old roles back and
 * the new one deleted.
 */
export async function giveViewerRole(
  request: APIRequestContext,
  name: string,
  modules: Record<string, number>,
): Promise<() => Promise<void>> {
  const viewerEmail = 'viewer@demo.ru';
  const headers = await bearer(request, 'company@demo.ru');
  const role = await request.post('/api/company/roles/', {
    headers,
    data: { name: `${name} ${Date.now().toString(36)}`, modules },
  });
  expect(role.ok(), await role.text()).toBe(true);
  const { id: roleId } = (await role.json()) as { id: number };
  const people = await request.get(`/api/company/managers/?query=${viewerEmail}`, { headers });
  const { results } = (await people.json()) as {
    results: { id: number; email: string; roles: { id: number }[] }[];
  };
  const viewer = results.find((person) => person.email === viewerEmail);
  expect(viewer).toBeTruthy();
  const updated = await request.put(`/api/company/managers/${viewer!.id}/`, {
    headers,
    data: { role_ids: [...viewer!.roles.map((r) => r.id), roleId] },
  });
  expect(updated.ok(), await updated.text()).toBe(true);
  return async () => {
    const restored = await request.put(`/api/company/managers/${viewer!.id}/`, {
      headers,
      data: { role_ids: viewer!.roles.map((r) => r.id) },
    });
    expect(restored.ok(), await restored.text()).toBe(true);
    expect((await request.delete(`/api/company/roles/${roleId}/`, { headers })).status()).toBe(204);
  };
}
