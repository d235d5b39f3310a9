import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, loginWithPassword, test } from './fixtures';

const OUT = fileURLToPath(new URL('../test-results/screens/', import.meta.url));
const WIDTHS = [1440, 390] as const;

const PUBLIC = [
  ['landing', '/'],
  ['auth', '/auth?plan=login'],
  ['auth-register', '/auth?plan=register'],
  ['agreement', '/info/agreement'],
  ['updates', '/info/updates'],
  ['routes', '/routes'],
  ['forbidden', '/errors/403'],
  ['not-found', '/no-such-page'],
] as const;

const CABINET = [
  ['dashboard', '/app/dashboard'],
  ['orders', '/app/orders'],
  ['orders-board', '/app/orders?view=board'],
  ['profile', '/app/profile'],
  ['profile-company', '/app/profile-company'],
] as const;

const ADMIN = [
  ['admin-bugs', '/admin/bugs'],
  ['admin-outbox', '/admin/outbox'],
] as const;

/** Fails on a page wider than the viewport (horizontal scrolling on a phone), naming the culprits. */
async function expectNoOverflow(page: Page, name: string) {
  const culprits = await page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    return [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`)
      .slice(-5);
  });
  expect.soft(culprits, `${name} scrolls sideways`).toEqual([]);
}

/** Fails on a button without an accessible name (an icon button without aria-label). */
async function expectLabelledButtons(page: Page, name: string) {
  const unnamed = await page.evaluate(() =>
    [...document.querySelectorAll('button, [role="button"], a[href]')]
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .filter(
        (el) =>
          !(el.getAttribute('aria-label') || el.getAttribute('aria-labelledby') || el.textContent?.trim()),
      )
      .map((el) => el.outerHTML.slice(0, 120)),
  );
  expect.soft(unnamed, `${name} has unnamed controls`).toEqual([]);
}

async function shoot(page: Page, name: string, path: string, width: number) {
  await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
  await page.goto(path);
  await expect(page.getByRole('status', { name: 'Загрузка' })).toHaveCount(0);
  await expect(page.locator('h1').first()).toBeVisible();
  await expectNoOverflow(page, `${name} at ${width}px`);
  await expectLabelledButtons(page, `${name} at ${width}px`);
  await page.screenshot({ path: `${OUT}${name}-${width}.png`, fullPage: true });
}

test.beforeAll(() => mkdirSync(OUT, { recursive: true }));

test('screens: public pages at 1440 and 390 px', async ({ page }) => {
  for (const width of WIDTHS) {
    for (const [name, path] of PUBLIC) await shoot(page, name, path, width);
  }
});

test('screens: cabinet pages of a company owner at 1440 and 390 px', async ({ page }) => {
  await loginWithPassword(page, 'company@demo.ru');
  for (const width of WIDTHS) {
    for (const [name, path] of CABINET) await shoot(page, name, path, width);
  }
  // the mobile menu
  await page.goto('/app/dashboard');
  await page.getByRole('button', { name: 'Открыть меню' }).click();
  const menu = page.getByRole('navigation', { name: 'Разделы кабинета' });
  await expect(menu.getByRole('link', { name: 'Статистика' })).toBeVisible();
  // not covered by the top bar: a trial click checks that the link itself receives the pointer
  await menu.getByRole('link', { name: 'Статистика' }).click({ trial: true, timeout: 3_000 });
  await page.waitForTimeout(300); // the drawer's slide-in
  await page.screenshot({ path: `${OUT}menu-390.png` });
});

test('screens: administrator pages at 1440 and 390 px', async ({ page }) => {
  await loginWithPassword(page, 'admin@demo.ru');
  for (const width of WIDTHS) {
    for (const [name, path] of ADMIN) await shoot(page, name, path, width);
  }
});
