import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, loginWithPassword, sidebar, test } from './fixtures';

const OUT = fileURLToPath(new URL('../test-results/screens/', import.meta.url));

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Меню профиля' }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

/** A dialog has finished fading in (screenshots taken earlier show the page through it). */
async function settled(page: Page) {
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
}

test('an administrator adds a template category with an item; a company finds it on /app/patterns', async ({
  page,
}) => {
  test.setTimeout(120_000);
  mkdirSync(OUT, { recursive: true });
  const tag = Date.now().toString(36);
  const category = `Памятники ${tag}`;
  const item = `Стела гранитная ${tag}`;

  await page.setViewportSize({ width: 1440, height: 900 });
  await loginWithPassword(page, 'admin@demo.ru');
  await sidebar(page).getByRole('link', { name: 'Шаблоны каталога' }).click();
  await expect(page).toHaveURL(/\/admin\/patterns$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Шаблоны каталога' })).toBeVisible();

  await page.getByRole('button', { name: 'Новая категория' }).click();
  const categoryDialog = page.getByRole('dialog', { name: 'Новая категория шаблонов' });
  await categoryDialog.getByLabel('Название категории').fill(category);
  await categoryDialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Категория создана')).toBeVisible();
  const categories = page.getByRole('table', { name: 'Категории шаблонов: товары' });
  await expect(categories.getByRole('row', { name: new RegExp(category) })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.getByRole('button', { name: 'Новая позиция' }).click();
  const itemDialog = page.getByRole('dialog', { name: 'Новая позиция шаблона' });
  await itemDialog.getByLabel('Название').fill(item);
  await expect(itemDialog.getByLabel('Категория')).toContainText(category);
  await itemDialog.getByLabel('Цена').fill('25 000,5');
  await itemDialog.getByLabel('Единица измерения').fill('шт');
  await itemDialog.getByLabel('Описание').fill('Чёрный гранит, полировка');
  await itemDialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Позиция добавлена')).toBeVisible();
  const items = page.getByRole('table', { name: `Позиции категории «${category}»` });
  await expect(items.getByRole('row', { name: new RegExp(item) })).toContainText(/25\s000,50\s₽ \/ шт/);

  for (const width of [1440, 390] as const) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await page.reload();
    await expect(page.getByRole('status', { name: 'Загрузка' })).toHaveCount(0);
    // a table on a desk, a list of cards on a phone
    const itemsList = page.getByRole(width > 600 ? 'table' : 'region', { name: /^Позиции категории/ });
    await expect(itemsList).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect.soft(overflow, `/admin/patterns scrolls sideways at ${width}`).toBe(false);
    await page.screenshot({ path: `${OUT}admin-patterns-${width}.png`, fullPage: true });
    const firstItem =
      width > 600 ? itemsList.getByRole('row').nth(1) : itemsList.getByRole('article').first();
    await firstItem.click();
    await settled(page);
    await page.screenshot({ path: `${OUT}admin-patterns-item-dialog-${width}.png` });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // the confirmation stays a small dialog, also on a phone
    await firstItem.getByRole('button', { name: `Удалить: ${item}` }).click();
    await settled(page);
    const box = await page.getByRole('dialog', { name: 'Подвердить действие' }).boundingBox();
    expect(box?.width).toBeLessThan(width - 20);
    await page.screenshot({ path: `${OUT}admin-patterns-confirm-${width}.png` });
    await page.getByRole('button', { name: 'Отмена' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await logout(page);

  await loginWithPassword(page, 'company@demo.ru');
  await page.goto('/app/patterns');
  await page.getByLabel('Поиск категории').fill(category);
  const card = page.getByRole('region', { name: category });
  await expect(card.getByRole('checkbox', { name: item })).toBeVisible();
  await expect(card).toContainText(/25\s000,50\s₽ \/ шт/);
});
