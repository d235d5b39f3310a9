import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const OUT = fileURLToPath(new URL('../test-results/screens/', import.meta.url));

async function shoot(page: Page, name: string) {
  mkdirSync(OUT, { recursive: true });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${OUT}${name}-${width}.png`, fullPage: true });
  }
}

test('a guest picks the city Тверь, finds «Ритуал-Сервис» and its coffins', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/search');
  await expect(page.getByRole('heading', { name: 'Поиск ритуальных услуг' })).toBeVisible();
  // index.html asked for the page's own chunks beside the entry rather than after it had run
  const early = page.locator('head link[rel="modulepreload"]');
  expect(await early.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toContainEqual(
    expect.stringMatching(/^\/assets\/search-[\w-]{8}\.js$/),
  );

  await page.getByRole('combobox', { name: 'Город' }).fill('Тверь');
  await page.getByRole('option', { name: /^Тверь/ }).click();
  await expect(page).toHaveURL(/[?&]city=\d+/);

  const companies = page.getByRole('list', { name: 'Компании' });
  await expect(companies.getByRole('link', { name: 'Ритуал-Сервис' })).toBeVisible();
  await expect(companies.getByText('Память-Юг')).toHaveCount(0);
  await expect(companies.getByRole('link', { name: 'Каталог' }).first()).toHaveAttribute(
    'href',
    /^\/company\/\d+\/catalog$/,
  );
  await shoot(page, 'search-companies');

  await page.getByLabel('Что ищете').fill('Гроб');
  await page.getByLabel('Что ищете').press('Enter');
  await expect(page).toHaveURL(/\/search\/%D0%93%D1%80%D0%BE%D0%B1\?city=\d+/);
  await page.getByRole('tab', { name: /Товары/ }).click();
  const products = page.getByRole('list', { name: 'Товары' });
  await expect(products.getByText('Гроб сосновый, обитый тканью')).toBeVisible();
  await expect(products.getByRole('link', { name: 'Ритуал-Сервис' }).first()).toBeVisible();
  await expect(products.getByText(/\d,\d\d ₽/).first()).toBeVisible();
  await shoot(page, 'search-products');

  // the city survives a reload: it lives in the address
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Город' })).toHaveValue('Тверь');
});

test('on a phone, a guest finds a person from the home page’s search field and opens the memory page', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const field = page.getByLabel('Найти человека или ритуальную услугу');
  await expect(field).toBeVisible();
  await field.fill('Смирнов Пётр');
  await field.press('Enter');

  // a search of people: its own heading, no products, no catalogue tabs
  await expect(page).toHaveURL(/\/search\/[^?]+\?tab=people$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Поиск человека' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Найти человека' })).toHaveAttribute('aria-current', 'page');
  const people = page.getByRole('list', { name: 'Люди' });
  const card = people.getByRole('link', { name: /Смирнов Пётр Николаевич/ });
  await expect(card).toBeInViewport();
  await shoot(page, 'search-people');

  await page.setViewportSize({ width: 390, height: 844 });
  await card.click();
  await expect(page).toHaveURL(/\/person\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Смирнов');
  await expect(page.getByText('Светлая память о добром и мудром человеке')).toBeVisible();

  // a malformed address is the Russian 404 page, not the API's words
  await page.goto('/company/abc/catalog');
  await expect(page.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  await expect(page.getByText(/Invalid input|NaN/)).toHaveCount(0);
});
