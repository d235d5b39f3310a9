import type { APIRequestContext } from '@playwright/test';
import QRCode from 'qrcode';
import { expect, loginWithPassword, makePng, PASSWORD, registerPerson, shoot, test } from './fixtures';

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/login/', { data: { email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

test('a family writes a memory page with photos, publishes it; a guest finds it in search and opens it from its QR code', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const email = await registerPerson(request, 'Ирина');
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginWithPassword(page, email);

  await page.goto('/app/pages-memory');
  await expect(page.getByRole('heading', { name: 'Страницы памяти', level: 1 })).toBeVisible();
  await expect(page.getByText('Страниц памяти пока нет')).toBeVisible();

  // a page for a grandfather the family has not recorded yet
  await page.getByRole('button', { name: 'Создать страницу' }).click();
  const create = page.getByRole('dialog', { name: 'Новая страница памяти' });
  await create.getByRole('tab', { name: 'Новый человек' }).click();
  await create.getByLabel('Фамилия').fill('Озерцов');
  await create.getByLabel(/^Имя/).fill('Глеб');
  await create.getByLabel('Отчество').fill('Аркадьевич');
  await create.getByLabel('Дата рождения').fill('1929');
  await create.getByLabel(/^Дата смерти/).fill('03.2011');
  await create.getByRole('button', { name: 'Создать' }).click();
  await expect(page).toHaveURL(/\/app\/pages-memory\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { name: 'Озерцов Глеб Аркадьевич', level: 1 })).toBeVisible();

  // the words: places, epitaph and a biography with formatting
  const form = page.getByRole('form', { name: 'Текст страницы памяти' });
  await form.getByLabel('Место рождения').fill('Осташков');
  await form.getByLabel('Город, где жил(а)').fill('Вышний Волочёк');
  await form.getByLabel('Город захоронения').fill('Вышний Волочёк');
  await form.getByLabel('Эпитафия').fill('Он учил нас слушать реку');
  const biography = form.getByRole('textbox', { name: 'Биография' });
  await biography.click();
  await page.keyboard.type('Всю жизнь строил мосты через Мсту. ');
  await form.getByRole('button', { name: 'Жирный' }).click();
  await page.keyboard.type('Ветеран труда.');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Страница памяти сохранена')).toBeVisible();

  // photos: two at once, a caption for the first, then the second put first
  await page.getByLabel('Фотографии', { exact: true }).setInputFiles([
    { name: 'мост.png', mimeType: 'image/png', buffer: makePng(320) },
    { name: 'семья.png', mimeType: 'image/png', buffer: makePng(200) },
  ]);
  const gallery = page.getByRole('list', { name: 'Фотографии страницы' });
  await expect(gallery.getByRole('listitem')).toHaveCount(2);
  const caption = gallery.getByLabel('Подпись к фото 1');
  await caption.fill('Мост через Мсту, 1968');
  await caption.press('Enter');
  await expect(page.getByText('Подпись сохранена')).toBeVisible();
  await gallery.getByRole('button', { name: 'Переместить фото 2 раньше' }).click();
  await expect(gallery.getByLabel('Подпись к фото 2')).toHaveValue('Мост через Мсту, 1968');

  // still private: a guest gets the 404 page
  const guest = await browser.newContext({ baseURL });
  await guest.addInitScript(() => localStorage.setItem('release-notes-seen', '2.5.1'));
  const guestPage = await guest.newPage();
  await guestPage.goto(`/person/${id}`);
  await expect(guestPage.getByRole('heading', { name: 'Страница не найдена' })).toBeVisible();

  // published for everyone; the address and the QR code appear
  await page.getByRole('radio', { name: /^Всем/ }).check();
  await expect(page.getByText('Доступ: всем')).toBeVisible();
  await expect(page.getByTestId('page-address')).toHaveText(`${new URL(baseURL!).origin}/person/${id}`);
  await expect(page.getByRole('link', { name: 'QR-код PNG' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^QR-код страницы/ })).toBeVisible();
  await shoot(page, 'memory-page-editor');

  // the guest searches «Люди» by name and year of death
  await guestPage.goto(`/search/${encodeURIComponent('озерцов')}?tab=people&died=2011`);
  const people = guestPage.getByRole('list', { name: 'Люди' });
  await people.getByRole('link', { name: /Озерцов Глеб Аркадьевич/ }).click();
  await expect(guestPage).toHaveURL(new RegExp(`/person/${id}$`));
  await expect(guestPage.getByRole('heading', { level: 1 })).toHaveText('ОзерцовГлеб Аркадьевич');
  await expect(guestPage.getByText('Он учил нас слушать реку')).toBeVisible();
  await expect(guestPage.getByTestId('life-dates')).toHaveText('1929 — 03.2011');
  await expect(guestPage.getByTestId('biography').locator('strong')).toHaveText('Ветеран труда.');
  await expect(guestPage).toHaveTitle('Озерцов Глеб Аркадьевич (1929 – 2011)');
  // the gallery opens in the slider with its counter and arrows
  await guestPage.getByRole('button', { name: 'Открыть фотографию 2: Мост через Мсту, 1968' }).click();
  const slider = guestPage.getByRole('dialog', { name: 'Просмотр изображений' });
  await expect(slider.getByText('2 / 2')).toBeVisible();
  await slider.getByRole('button', { name: 'Следующее изображение' }).click();
  await expect(slider.getByText('1 / 2')).toBeVisible();
  await slider.getByRole('button', { name: 'Закрыть' }).click();
  await shoot(guestPage, 'person-page');

  // the server gives shared links the name and photo (Open Graph)
  const html = await (await request.get(`/person/${id}`)).text();
  expect(html).toContain('<title>Озерцов Глеб Аркадьевич (1929 – 2011)</title>');
  expect(html).toContain('<meta property="og:title" content="Озерцов Глеб Аркадьевич (1929 – 2011)" />');
  expect(html).toMatch(/<meta property="og:image" content="[^"]+\/media\/[^"]+\.webp" \/>/);

  // the QR code for the plaque encodes the page's address; a guest opens that address
  const token = await tokenOf(request, email);
  const settings = (await (
    await request.get(`/api/memory_page/settings/${id}/`, { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { qr_url: string };
  expect(new URL(settings.qr_url).pathname).toBe(`/person/${id}`);
  const svg = await (await guestPage.request.get(`/api/memory_page/qr/${id}.svg`)).text();
  expect(svg).toBe(
    await QRCode.toString(settings.qr_url, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }),
  );
  const png = await guestPage.request.get(`/api/memory_page/qr/${id}.png?download=1`);
  expect(png.headers()['content-type']).toBe('image/png');
  const scanned = new URL(settings.qr_url);
  // the page a QR code opens comes rendered by the server: the name is in the markup before any script runs
  const served = await (await guestPage.request.get(`${scanned.pathname}${scanned.search}`)).text();
  expect(served).toMatch(/<div id="root">.*<h1[^>]*>.*Озерцов.*<\/h1>/s);
  expect(served).not.toMatch(/src="\/assets\/index-/);
  const problems: string[] = [];
  guestPage.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const scripts: string[] = [];
  guestPage.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  await guestPage.goto(`${scanned.pathname}${scanned.search}`);
  await expect(guestPage.getByText('Он учил нас слушать реку')).toBeVisible();
  // its own scripts hydrate it (the photo opens in the slider), without the app's shell and with no mismatch
  await guestPage.getByRole('button', { name: 'Открыть фотографию 2: Мост через Мсту, 1968' }).click();
  await expect(
    guestPage.getByRole('dialog', { name: 'Просмотр изображений' }).getByText('2 / 2'),
  ).toBeVisible();
  expect(scripts.some((script) => script.startsWith('/assets/person-'))).toBe(true);
  expect(scripts.filter((script) => script.startsWith('/assets/index-'))).toEqual([]);
  expect(problems).toEqual([]);
  await guest.close();
});

test('a funeral company makes a page for a client and the family accepts it by code', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const company = await browser.newContext({ baseURL });
  await company.addInitScript(() => localStorage.setItem('release-notes-seen', '2.5.1'));
  const staff = await company.newPage();
  await staff.setViewportSize({ width: 1440, height: 900 });
  await loginWithPassword(staff, 'company@demo.ru');
  await staff.goto('/app/affiliate-program');
  await expect(staff.getByRole('heading', { name: 'Партнёрская программа', level: 1 })).toBeVisible();
  await staff.getByRole('button', { name: 'Создать страницу' }).click();
  const create = staff.getByRole('dialog', { name: 'Страница памяти для клиента' });
  await create.getByRole('tab', { name: 'Новый человек' }).click();
  await create.getByLabel('Фамилия').fill('Лебедева');
  await create.getByLabel(/^Имя/).fill('Нина');
  await create.getByLabel(/^Дата смерти/).fill('2026');
  await create.getByRole('button', { name: 'Создать' }).click();
  await expect(staff).toHaveURL(/\/app\/affiliate-program\/\d+$/);
  const id = Number(staff.url().split('/').pop());
  await expect(staff.getByText(/может вносить изменения без согласования с семьёй/)).toBeVisible();
  await staff.getByRole('link', { name: 'Передать по коду' }).click();
  await staff.getByRole('button', { name: 'Создать код' }).click();
  const code = (await staff.getByTestId('handover-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  await company.close();

  const email = await registerPerson(request, 'Олег');
  await loginWithPassword(page, email);
  await page.goto('/app/pages-memory');
  await page.getByRole('button', { name: 'Принять страницу по коду' }).click();
  const dialog = page.getByRole('dialog', { name: 'Принять страницу по коду' });
  await dialog.getByLabel('Код передачи').fill(code.toLowerCase());
  await dialog.getByRole('button', { name: 'Проверить код' }).click();
  await expect(dialog.getByTestId('handover-preview')).toContainText('Лебедева Нина');
  await expect(dialog.getByTestId('handover-preview')).toContainText('Ритуал-Сервис');
  await dialog.getByRole('button', { name: 'Принять' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/pages-memory/${id}$`));
  await expect(page.getByRole('heading', { name: 'Лебедева Нина', level: 1 })).toBeVisible();
  await page.goto('/app/pages-memory');
  await expect(
    page.getByRole('list', { name: 'Мои страницы памяти' }).getByRole('link', { name: 'Лебедева Нина' }),
  ).toBeVisible();
});
