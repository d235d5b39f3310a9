import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, loginWithPassword, SEEN_VERSION_KEY, sidebar, test, VERSION } from './fixtures';

/** Issue 3 §4: «Срочный вызов» from the public search reaches the nearest company first in its inbox. */

const OUT = fileURLToPath(new URL('../test-results/screens/', import.meta.url));

async function shoot(page: Page, name: string) {
  mkdirSync(OUT, { recursive: true });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${OUT}${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a guest sends «Срочный вызов» from /search in Тверь; the owner of «Ритуал-Сервис» sees it first, marked «Срочно»', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const caller = `Ольга ${Date.now().toString(36)}`;
  const address = 'Тверь, ул. Трёхсвятская, 10, кв. 4';

  // the landing page offers it too
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Срочный вызов' })).toBeVisible();
  await shoot(page, 'urgent-landing');

  await page.goto('/search');
  await page.getByRole('combobox', { name: 'Город' }).fill('Тверь');
  await page.getByRole('option', { name: /^Тверь/ }).click();
  await expect(page).toHaveURL(/[?&]city=\d+/);

  await page.getByRole('button', { name: 'Срочный вызов' }).click();
  const dialog = page.getByRole('dialog', { name: 'Срочный вызов' });
  await expect(dialog).toBeVisible();
  // the search's city comes along
  await expect(dialog.getByRole('combobox', { name: 'Город' })).toHaveValue('Тверь');
  const phone = dialog.getByLabel(/Телефон для связи/);
  await phone.fill('89001234567');
  await expect(phone).toHaveValue('+7 (900) 123-45-67');
  await dialog.getByLabel(/Адрес, где находится умерший/).fill(address);
  await dialog.getByLabel('Как к вам обращаться').fill(caller);
  await shoot(page, 'urgent-dialog');
  await dialog.getByRole('button', { name: 'Отправить вызов' }).click();

  const done = page.getByRole('dialog', { name: 'Вызов отправлен' });
  await expect(done.getByText(/^Срочный вызов отправлен в \d+ компани/)).toBeVisible();
  const called = done.getByRole('list', { name: 'Компании, получившие вызов' });
  await expect(called.getByRole('link', { name: 'Ритуал-Сервис' })).toBeVisible();
  // the company's phone as a tel: link (other journeys may have edited the demo phone)
  await expect(called.getByRole('link', { name: /^\+7[\d\s()-]+$/ })).toHaveAttribute('href', /^tel:/);
  await shoot(page, 'urgent-sent');
  await done.getByRole('button', { name: 'Закрыть' }).click();
  await expect(done).toHaveCount(0);

  // the owner signs in: the badge counts it, and it heads the inbox with «Срочно»
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(([key, version]) => localStorage.setItem(key, version), [
    SEEN_VERSION_KEY,
    VERSION,
  ] as const);
  const owner = await context.newPage();
  await loginWithPassword(owner, 'company@demo.ru');
  const requestsLink = sidebar(owner).getByRole('link', { name: /Заявки с сайта/ });
  await expect(requestsLink.getByLabel(/^Новых заявок: [1-9]\d*$/)).toBeVisible();
  await requestsLink.click();
  await expect(owner).toHaveURL(/\/app\/requests$/);
  const first = owner.getByRole('table', { name: 'Заявки с сайта' }).getByRole('row').nth(1);
  await expect(first).toContainText(caller);
  await expect(first.getByText('Срочно', { exact: true })).toBeVisible();
  await expect(first).toContainText('+7 (900) 123-45-67');
  await shoot(owner, 'urgent-inbox');
  await first.click();
  await expect(owner).toHaveURL(/\/app\/requests\/\d+$/);
  await expect(owner.getByText(/^Срочный вызов: перевозка умершего\. Позвоните семье/)).toBeVisible();
  await expect(owner.getByText(address)).toBeVisible();
  await shoot(owner, 'urgent-request');
  await context.close();
});
