import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, PASSWORD, test } from './fixtures';

const OUT = fileURLToPath(new URL('../test-results/screens/', import.meta.url));

const OWNER = 'company@demo.ru';

test('a guest fills the cart from the catalog, keeps it over a reload and sends the request to the owner', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const companies = await request.get('/api/public/companies/', { params: { name: 'Ритуал' } });
  expect(companies.ok()).toBe(true);
  const found = (await companies.json()) as { results: { landing_id: number; name: string }[] };
  // results[0] may be its branch «…, филиал на Лесной»: the owner's token speaks for the main company
  const company = found.results.find((c) => c.name === 'Ритуал-Сервис');
  if (!company) throw new Error('the demo company «Ритуал-Сервис» is not published');
  const requester = `Гость корзины ${Date.now().toString(36)}`;

  await page.goto(`/company/${company.landing_id}/catalog`);
  await expect(page.getByRole('heading', { level: 1, name: /Каталог/ })).toBeVisible();
  const products = page.getByRole('region', { name: 'Товары' });
  const services = page.getByRole('region', { name: 'Услуги' });
  const firstAdd = products.getByRole('button', { name: /^В корзину:/ }).first();
  await expect(firstAdd).toBeVisible();
  const productName = ((await firstAdd.getAttribute('aria-label')) ?? '').replace(/^В корзину: /, '');
  await firstAdd.click();
  await expect(products.getByRole('button', { name: `В корзине: ${productName}` })).toBeVisible();
  const secondAdd = (await services.getByRole('button', { name: /^В корзину:/ }).count())
    ? services.getByRole('button', { name: /^В корзину:/ }).first()
    : products.getByRole('button', { name: /^В корзину:/ }).first();
  await secondAdd.click();

  // the cart survives a reload
  await page.reload();
  await expect(page.getByRole('button', { name: `В корзине: ${productName}` })).toBeVisible();
  await page.getByRole('button', { name: 'Корзина' }).click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByTestId('cart-line')).toHaveCount(2);
  await expect(panel.getByTestId('cart-total')).toContainText('2 товара');

  mkdirSync(OUT, { recursive: true });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: `${OUT}cart-panel-${width}.png` });
  }

  // an empty form is checked before it goes: what to fill in, not a failure
  const send = panel.getByRole('button', { name: /^Отправить заявку в / }).first();
  await send.click();
  await expect(panel.getByText('Укажите телефон или e-mail', { exact: true })).toBeVisible();
  await expect(panel.getByLabel('Телефон')).toBeFocused();
  await expect(panel.getByText('Ошибка при отправке заявки. Попробуйте позднее.')).toHaveCount(0);

  await panel.getByLabel('Имя').fill(requester);
  await panel.getByLabel('Телефон').fill('+79005554433');
  await panel
    .getByRole('button', { name: /^Отправить заявку в / })
    .first()
    .click();
  await expect(panel.getByText('Ваша заявка успешно отправлена.')).toBeVisible();
  await expect(panel.getByText('Корзина пуста')).toBeVisible();

  // the owner sees it in the inbox
  const login = await request.post('/api/auth/login/', { data: { email: OWNER, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const inbox = await request.get('/api/company-orders/requests/', {
    params: { query: requester },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(inbox.ok()).toBe(true);
  const list = (await inbox.json()) as { results: { name: string }[] };
  expect(list.results.map((r) => r.name)).toContain(requester);
});
