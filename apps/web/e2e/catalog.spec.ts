import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, giveViewerRole, loginWithPassword, makePng, PASSWORD, test } from './fixtures';

const OUT = fileURLToPath(new URL('../test-results/screens/', import.meta.url));
const OWNER = 'company@demo.ru';
const VIEWER = 'viewer@demo.ru';

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Меню профиля' }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/login/', { data: { email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** An administrator adds a product template category with two items, through the API. */
async function addTemplate(request: APIRequestContext, name: string): Promise<void> {
  const headers = { Authorization: `Bearer ${await tokenOf(request, 'admin@demo.ru')}` };
  const category = await request.post('/api/admin/patterns/categories/', {
    headers,
    data: { kind: 'product', name },
  });
  expect(category.ok(), await category.text()).toBe(true);
  const { id } = (await category.json()) as { id: number };
  for (const [item, price] of [
    ['Урна керамическая', 3500],
    ['Урна мраморная', 9900.5],
  ] as const) {
    const created = await request.post('/api/admin/patterns/items/', {
      headers,
      data: { category_id: id, name: `${item} ${name}`, price, unit: 'шт' },
    });
    expect(created.ok(), await created.text()).toBe(true);
  }
}

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('an owner builds a catalog: category, product with a price and a photo, service, composition; archive and restore; a read-only viewer', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const category = `Гробы ${tag}`;
  const product = `Гроб сосновый ${tag}`;
  const service = `Копка могилы ${tag}`;
  const composition = `Эконом ${tag}`;

  await loginWithPassword(page, OWNER);

  // a category of products
  await page.goto('/app/products/categories');
  await page.getByRole('button', { name: 'Новая категория' }).click();
  const categoryDialog = page.getByRole('dialog', { name: 'Новая категория' });
  await categoryDialog.getByLabel('Название категории').fill(category);
  await categoryDialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Категория создана')).toBeVisible();
  await expect(row(page, category)).toHaveCount(1);

  // a product in it with a price typed the Russian way, then a photo
  await page.goto('/app/products');
  await page.getByRole('main').getByRole('button', { name: 'Добавить' }).click();
  const productDialog = page.getByRole('dialog', { name: 'Новый товар' });
  await productDialog.getByLabel('Название').fill(product);
  await productDialog.getByRole('combobox', { name: 'Категория' }).click();
  await page.getByRole('option', { name: category }).click();
  await productDialog.getByLabel('Артикул').fill(`G-${tag}`);
  await productDialog.getByLabel('Единица измерения').fill('шт');
  await productDialog.getByLabel('Цена').fill('12 345,50');
  await productDialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Товар создан. Теперь можно добавить фотографии.')).toBeVisible();
  const editDialog = page.getByRole('dialog', { name: `Изменить: ${product}` });
  await editDialog.getByRole('button', { name: 'Добавить фото' }).click();
  const upload = page.getByRole('dialog', { name: 'Загрузка фотографии' });
  await upload
    .getByLabel('Файл')
    .setInputFiles({ name: 'coffin.png', mimeType: 'image/png', buffer: makePng(128) });
  await upload.getByRole('button', { name: 'Загрузить' }).click();
  await expect(page.getByText('Фотография добавлена')).toBeVisible();
  await expect(editDialog.getByText('Фотографии (1 из 10)')).toBeVisible();
  await editDialog.getByRole('button', { name: 'Открыть фото 1' }).click();
  await expect(page.getByText('1 / 1')).toBeVisible();
  await page.getByRole('button', { name: 'Закрыть' }).click();
  await editDialog.getByRole('button', { name: 'Отмена' }).click();
  const productRow = row(page, product);
  await expect(productRow).toContainText(/12\s345,50\s₽ \/ шт/);
  await expect(productRow).toContainText(category);
  await expect(productRow.getByRole('img', { name: product })).toBeVisible();

  // a service
  await page.goto('/app/services');
  await page.getByRole('main').getByRole('button', { name: 'Добавить' }).click();
  const serviceDialog = page.getByRole('dialog', { name: 'Новая услуга' });
  await serviceDialog.getByLabel('Название').fill(service);
  await serviceDialog.getByLabel('Цена').fill('8000');
  await serviceDialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Услуга создана. Теперь можно добавить фотографии.')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Отмена' }).click();
  await expect(row(page, service)).toContainText(/8\s000,00\s₽/);

  // a composition of both
  await page.goto('/app/composition');
  await page.getByRole('link', { name: 'Новое решение' }).click();
  await expect(page).toHaveURL(/\/app\/composition\/new$/);
  await page.getByLabel('Название').fill(composition);
  const picker = page.getByLabel('Добавить товар или услугу');
  await picker.fill(tag);
  await page.getByRole('option', { name: new RegExp(product) }).click();
  await picker.fill(tag);
  await page.getByRole('option', { name: new RegExp(service) }).click();
  await page.getByRole('textbox', { name: `Количество: ${service}` }).fill('2');
  await expect(page.getByTestId('items-sum')).toHaveText(/28\s345,50\s₽/);
  await page.getByLabel('Цена решения').fill('27 000');
  await expect(page.getByText(/Выгода для клиента: 1\s345,50\s₽/)).toBeVisible();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Готовое решение создано')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/composition\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(composition);
  await page.goto('/app/composition');
  await expect(row(page, composition)).toContainText(/27\s000,00\s₽/);
  await expect(row(page, composition)).toContainText('2 позиции');

  // the product is in a composition: deleting it offers the archive instead; archive, then restore
  await page.goto('/app/products');
  await row(page, product)
    .getByRole('button', { name: `Удалить: ${product}` })
    .click();
  await page.getByRole('dialog', { name: 'Подвердить действие' }).getByRole('button', { name: 'Да' }).click();
  const offer = page.getByRole('dialog', { name: 'Подвердить действие' });
  await expect(offer).toContainText(`входит в готовое решение «${composition}»`);
  await offer.getByRole('button', { name: 'Отмена' }).click();
  await row(page, product)
    .getByRole('button', { name: `В архив: ${product}` })
    .click();
  await expect(page.getByText(`Товар «${product}» отправлен в архив`)).toBeVisible();
  await expect(row(page, product)).toHaveCount(0);
  await page.getByRole('switch', { name: 'Архив' }).check();
  await expect(row(page, product)).toContainText('В архиве');
  await row(page, product)
    .getByRole('button', { name: `Восстановить из архива: ${product}` })
    .click();
  await expect(page.getByText(`Товар «${product}» возвращён из архива`)).toBeVisible();
  await expect(row(page, product)).toHaveCount(0);
  await page.getByRole('switch', { name: 'Архив' }).uncheck();
  await expect(row(page, product)).toHaveCount(1);

  // a template category goes into the catalog in one step
  const template = `Урны ${tag}`;
  await addTemplate(request, template);
  await page.goto('/app/patterns');
  const card = page.getByRole('region', { name: template });
  await card.getByRole('checkbox', { name: `${template} — вся категория` }).check();
  await expect(card.getByRole('checkbox', { name: `Урна мраморная ${template}` })).toBeChecked();
  await page.getByRole('button', { name: 'Добавить в мой каталог (1)' }).click();
  await expect(page.getByText('Добавлено: 1 категория, 2 товара, 0 услуг')).toBeVisible();
  await page.goto('/app/products');
  await page.getByLabel('Поиск по названию').fill(template);
  await expect(row(page, `Урна мраморная ${template}`)).toContainText(/9\s900,50\s₽ \/ шт/);
  await logout(page);

  // an employee with a read-only catalog role sees the list and opens records read-only
  const undo = await giveViewerRole(request, 'Каталог: чтение', { services: 3 });
  try {
    await loginWithPassword(page, VIEWER);
    await page.goto('/app/products');
    await expect(row(page, product)).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Добавить' })).toHaveCount(0);
    await expect(row(page, product).getByRole('button', { name: /^(Удалить|В архив|Изменить)/ })).toHaveCount(
      0,
    );
    await row(page, product)
      .getByRole('button', { name: `Просмотреть: ${product}` })
      .click();
    const readOnly = page.getByRole('dialog', { name: `Товар «${product}»` });
    await expect(readOnly.getByLabel('Название')).toBeDisabled();
    await expect(readOnly.getByRole('button', { name: 'Добавить фото' })).toHaveCount(0);
    await expect(readOnly.getByRole('button', { name: 'Закрыть' })).toBeVisible();
    await expect(readOnly.getByRole('button', { name: /^(Сохранить|Удалить)$/ })).toHaveCount(0);
  } finally {
    await undo();
  }
});

test('catalog pages at 1440 and 390 px', async ({ page }) => {
  test.setTimeout(120_000);
  mkdirSync(OUT, { recursive: true });
  await loginWithPassword(page, OWNER);
  const pages = [
    ['catalog-products', '/app/products'],
    ['catalog-product-categories', '/app/products/categories'],
    ['catalog-services', '/app/services'],
    ['catalog-compensations', '/app/services/compensations'],
    ['catalog-compositions', '/app/composition'],
    ['catalog-composition-new', '/app/composition/new'],
    ['catalog-catalogs', '/app/catalogs'],
    ['catalog-patterns', '/app/patterns'],
  ] as const;
  for (const width of [1440, 390] as const) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    for (const [name, path] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status', { name: 'Загрузка' })).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect.soft(overflow, `${name} scrolls sideways at ${width}`).toBe(false);
      await page.screenshot({ path: `${OUT}${name}-${width}.png`, fullPage: true });
    }
    await page.goto('/app/products');
    await page.getByRole('switch', { name: 'Архив' }).uncheck();
    await page.getByLabel('Поиск по названию').fill('Гроб сосновый');
    await page
      .getByRole('button', { name: /^Изменить: Гроб сосновый/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: `${OUT}catalog-product-dialog-${width}.png` });
    await page.keyboard.press('Escape');
    await page.goto('/app/composition');
    await page
      .getByRole('button', { name: /^Изменить: / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/app\/composition\/\d+$/);
    await expect(page.getByRole('list', { name: 'Позиции' })).toBeVisible();
    await page.screenshot({ path: `${OUT}catalog-composition-${width}.png`, fullPage: true });
    await page.goto('/app/catalogs');
    await page.getByRole('button', { name: 'Новый каталог' }).click();
    const catalog = page.getByRole('dialog', { name: 'Новый каталог' });
    await catalog.getByLabel('Товары').click();
    await page.getByRole('option').first().click();
    await catalog.getByRole('heading', { name: 'Новый каталог' }).click();
    await page.screenshot({ path: `${OUT}catalog-catalog-dialog-${width}.png` });
    await page.keyboard.press('Escape');
  }
  await page.getByRole('button', { name: 'Меню профиля' }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await loginWithPassword(page, 'admin@demo.ru');
  for (const width of [1440, 390] as const) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await page.goto('/admin/categories/products');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: `${OUT}catalog-admin-categories-${width}.png`, fullPage: true });
  }
});
