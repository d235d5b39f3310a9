import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect, loginWithPassword, test } from './fixtures';

const OUT = fileURLToPath(new URL('../test-results/screens/', import.meta.url));

/** Screenshots at 1440 and 390 px: the whole page, or the screen around `around`. */
async function shoot(page: Page, name: string, around?: Locator, marker?: Locator) {
  mkdirSync(OUT, { recursive: true });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await page.waitForTimeout(300);
    if (marker) {
      // the popup opened anew at this width, as a visitor would see it
      await page.keyboard.press('Escape');
      await marker.click();
      await page.waitForTimeout(500); // Leaflet's fade-in and pan
    }
    await around?.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}${name}-${width}.png`, fullPage: !around });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** No tiles in the test (no network): every tile request fails at once, the map stays grey. */
async function noTiles(page: Page) {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.abort());
}

/** The map's code (Leaflet) is a chunk of its own, loaded only with a map. */
/** The map's script, and any stylesheet carrying Leaflet's styles (the bundler names their chunk as it likes). */
function mapChunks(page: Page): string[] {
  const loaded: string[] = [];
  page.on('response', async (response) => {
    const url = response.url();
    if (/\/osm-map-[\w-]+\.js$/.test(url)) loaded.push(url);
    else if (url.endsWith('.css') && (await response.text().catch(() => '')).includes('.leaflet-pane'))
      loaded.push(url);
  });
  return loaded;
}

test('a guest sees «Ритуал-Сервис» of Тверь on the map, opens its popup from the keyboard and goes to its page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await noTiles(page);
  const chunks = mapChunks(page);
  await page.goto('/search');
  await page.getByRole('combobox', { name: 'Город' }).fill('Тверь');
  await page.getByRole('option', { name: /^Тверь/ }).click();
  const list = page.getByRole('list', { name: 'Компании' });
  await expect(list.getByRole('link', { name: 'Ритуал-Сервис' })).toBeVisible();
  expect(chunks).toEqual([]);

  const views = page.getByRole('group', { name: 'Показать результаты' });
  await views.getByRole('button', { name: 'Карта' }).click();
  await expect(page).toHaveURL(/[?&]view=map/);
  await expect(views.getByRole('button', { name: 'Карта' })).toHaveAttribute('aria-pressed', 'true');
  const map = page.getByRole('region', { name: 'Карта: Компании' });
  const marker = map.getByRole('button', { name: 'Ритуал-Сервис' });
  await expect(marker).toBeVisible();
  await expect(map.getByRole('button', { name: 'Память-Юг' })).toHaveCount(0);
  await expect(list).toHaveCount(0);
  await expect(map.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/copyright',
  );
  expect(chunks.some((url) => url.endsWith('.js'))).toBe(true);
  await expect.poll(() => chunks.some((url) => url.endsWith('.css'))).toBe(true);

  // keyboard: the marker is in the tab order, Enter opens its popup and focuses its first link
  await marker.focus();
  await page.keyboard.press('Enter');
  const popupLink = map.getByRole('link', { name: 'Ритуал-Сервис' });
  await expect(popupLink).toBeFocused();
  await expect(popupLink).toHaveAttribute('href', /^\/company\/\d+$/);
  await expect(map.getByRole('link', { name: 'Каталог компании' })).toHaveAttribute(
    'href',
    /^\/company\/\d+\/catalog$/,
  );
  await shoot(page, 'search-map-companies', undefined, marker);
  await page.keyboard.press('Escape');
  await expect(popupLink).toHaveCount(0);
  await expect(marker).toBeFocused();

  // products are grouped under their company; the view survives a reload
  await page.getByLabel('Что ищете').fill('Гроб');
  await page.getByLabel('Что ищете').press('Enter');
  await page.getByRole('tab', { name: /Товары/ }).click();
  await page.reload();
  await expect(page).toHaveURL(/tab=products/);
  await expect(page).toHaveURL(/view=map/);
  const products = page.getByRole('region', { name: 'Карта: Товары' });
  await expect(products.getByRole('button', { name: 'Ритуал-Сервис' })).toHaveCount(1);
  await products.getByRole('button', { name: 'Ритуал-Сервис' }).click();
  await expect(products.getByText(/Гроб сосновый, обитый тканью/)).toBeVisible();
  await shoot(
    page,
    'search-map-products',
    undefined,
    products.getByRole('button', { name: 'Ритуал-Сервис' }),
  );

  // the popup's link (focused on opening) leads to the company page, which shows its point on a small map
  // once asked
  await expect(products.getByRole('link', { name: 'Ритуал-Сервис' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/company\/\d+$/);
  // the page shows the address as text; the small map (and its code) comes with «Показать на карте»
  const contacts = page.getByRole('region', { name: 'Контакты' });
  await contacts.scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Карта: Ритуал-Сервис' })).toHaveCount(0);
  await contacts.getByRole('button', { name: 'Показать на карте' }).click();
  const companyMap = page.getByRole('region', { name: 'Карта: Ритуал-Сервис' });
  await expect(companyMap.getByRole('img', { name: 'Ритуал-Сервис' })).toBeVisible();
  await shoot(page, 'company-page-map');
});

test('the list view of a public page and the company page load no map code', async ({ page }) => {
  const chunks = mapChunks(page);
  await page.goto('/search');
  await expect(page.getByRole('heading', { name: 'Поиск ритуальных услуг' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  const found = await page.request.get('/api/public/companies/?name=Ритуал-Сервис');
  const { results } = (await found.json()) as { results: { landing_id: number }[] };
  await page.goto(`/company/${results[0]?.landing_id}`);
  await expect(page.getByRole('region', { name: 'Контакты' })).toBeVisible();
  await page.getByRole('region', { name: 'Контакты' }).scrollIntoViewIfNeeded();
  await page.waitForLoadState('networkidle');
  expect(chunks).toEqual([]);
});

test('the owner picks the page’s map point by clicking the map', async ({ page }) => {
  test.setTimeout(60_000);
  await noTiles(page);
  await loginWithPassword(page, 'company@demo.ru');
  await page.goto('/app/landing');
  const map = page.getByRole('region', { name: 'Точка на карте' });
  await expect(map.getByRole('img', { name: 'Ритуал-Сервис' })).toBeVisible();
  const latitude = page.getByLabel('Широта');
  const longitude = page.getByLabel('Долгота');
  const before = [await latitude.inputValue(), await longitude.inputValue()];
  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  if (!box) throw new Error('no map');
  // up and to the left of the marker at the centre: north-west of the point
  await page.mouse.click(box.x + box.width / 2 - 80, box.y + box.height / 2 - 60);
  await expect(latitude).not.toHaveValue(before[0]);
  expect(Number(await latitude.inputValue())).toBeGreaterThan(Number(before[0]));
  expect(Number(await longitude.inputValue())).toBeLessThan(Number(before[1]));
  await shoot(page, 'landing-point-picker', map);
  // nothing saved: the demo page keeps its point
});
