import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, loginWithPassword, makePng, SEEN_VERSION_KEY, test, VERSION } from './fixtures';

const OUT = fileURLToPath(new URL('../test-results/screens/', import.meta.url));
const OWNER = 'company@demo.ru';
const PURPLE = 'rgb(106, 27, 154)';

async function shoot(page: Page, name: string) {
  mkdirSync(OUT, { recursive: true });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${OUT}${name}-${width}.png`, fullPage: true });
  }
}

test('the owner fills and publishes the company page, and a guest sees it in its colour', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const about = `Работаем круглосуточно, без выходных ${Date.now().toString(36)}.`;

  await loginWithPassword(page, OWNER);
  await page
    .getByRole('navigation', { name: 'Разделы кабинета' })
    .getByRole('link', { name: 'Сайт', exact: true })
    .click();
  await expect(page).toHaveURL(/\/app\/landing$/);
  await expect(page.getByRole('heading', { name: 'Сайт компании' })).toBeVisible();

  await page.getByLabel('Заголовок страницы').fill('Ритуальные услуги с заботой о семье');
  const description = page.getByRole('textbox', { name: 'Описание компании' });
  await description.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.getByRole('button', { name: 'Жирный' }).click();
  await page.keyboard.type('Ритуал-Сервис');
  await page.getByRole('button', { name: 'Жирный' }).click();
  await page.keyboard.type(` — ${about}`);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Маркированный список' }).click();
  await page.keyboard.type('Организация похорон');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Перевозка');
  await expect(page.getByText(/^\d+ \/ 5000$/)).toBeVisible();

  await page.getByRole('textbox', { name: 'Цвет', exact: true }).fill('#6a1b9a');
  await page.getByLabel('Телефон').fill('+7 495 000-00-00');
  await page.getByLabel('Часы работы').fill('Круглосуточно');
  await page.getByLabel('Широта').fill('55.7539');
  await page.getByLabel('Долгота').fill('37.6208');
  await expect(page.getByRole('link', { name: 'Показать на карте' })).toHaveAttribute(
    'href',
    /openstreetmap\.org\/\?mlat=55\.7539&mlon=37\.6208/,
  );
  await page.getByLabel('Страница опубликована').check();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Страница компании сохранена')).toBeVisible();

  // a slide, through the upload dialog
  await page.getByLabel('Подпись нового слайда').fill('Наш зал прощания');
  await page.getByRole('button', { name: 'Добавить слайд' }).click();
  const upload = page.getByRole('dialog', { name: 'Новый слайд' });
  await upload
    .getByLabel('Файл')
    .setInputFiles({ name: 'hall.png', mimeType: 'image/png', buffer: makePng(320) });
  await upload.getByRole('button', { name: 'Загрузить' }).click();
  await expect(page.getByText('Слайд добавлен')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Слайды' }).getByRole('listitem')).not.toHaveCount(0);

  const open = page.getByRole('link', { name: /Открыть страницу/ });
  await expect(open).toBeVisible();
  const href = await open.getAttribute('href');
  expect(href).toMatch(/^\/company\/\d+$/);
  await shoot(page, 'landing-editor');

  // a guest, in a browser of their own
  const context = await browser.newContext({ baseURL, locale: 'ru-RU' });
  await context.addInitScript(([key, version]) => localStorage.setItem(key, version), [
    SEEN_VERSION_KEY,
    VERSION,
  ] as const);
  const guest = await context.newPage();
  await guest.goto(href!);
  await expect(guest.getByRole('heading', { level: 1, name: 'Ритуал-Сервис' })).toBeVisible();
  await expect(guest).toHaveTitle('Ритуал-Сервис');
  await expect(guest.getByTestId('company-header')).toHaveCSS('background-color', PURPLE);
  await expect(guest.getByRole('heading', { name: 'О компании' })).toHaveCSS('color', PURPLE);
  const text = guest.getByTestId('company-description');
  await expect(text).toContainText(about);
  await expect(text.locator('strong')).toHaveText('Ритуал-Сервис');
  await expect(text.getByRole('listitem')).toHaveText(['Организация похорон', 'Перевозка']);
  await expect(guest.getByRole('region', { name: 'Контакты' })).toContainText('Круглосуточно');
  await expect(guest.getByRole('img', { name: 'Наш зал прощания' })).toBeVisible();
  await shoot(guest, 'company-page');

  // ?toform=true brings the visitor to the contacts
  await guest.setViewportSize({ width: 390, height: 844 });
  await guest.goto(`${href}?toform=true`);
  await expect(guest.getByRole('region', { name: 'Контакты' })).toBeInViewport();

  // an unknown page is the 404 page
  await guest.goto('/company/999999');
  await expect(guest.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();
  await context.close();
});
