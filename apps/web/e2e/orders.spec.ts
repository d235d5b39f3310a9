import type { APIRequestContext } from '@playwright/test';
import { expect, loginWithPassword, PASSWORD, shoot, test } from './fixtures';

const OWNER = 'company@demo.ru';

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/login/', { data: { email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** «1 234,50 ₽» → 1234.5 */
const rublesOf = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

test('a deal from the add menu: category, client, deceased, two catalog lines with a discount, a payment, a status', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await tokenOf(request, OWNER);
  const auth = { Authorization: `Bearer ${token}` };
  // a client of the company, found in the deal by the phone
  const digits = `916${String(Date.now()).slice(-7)}`;
  const created = await request.post('/api/company-shoppers/shopper/', {
    headers: auth,
    data: {
      type_shopper: '1',
      phone: `+7${digits}`,
      email: '',
      physical_person: { last_name: 'Кузнецова', first_name: 'Алла', patronymic: 'Игоревна' },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await page.setViewportSize({ width: 1440, height: 900 });
  await loginWithPassword(page, OWNER);
  await page.getByRole('button', { name: 'Добавить', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Сделка' }).click();
  await expect(page).toHaveURL(/\/app\/orders\/create\?type=1$/);
  await page
    .getByRole('group', { name: 'Категория сделки' })
    .getByRole('button', { name: /Захоронение/ })
    .click();
  await expect(page).toHaveURL(/\/app\/orders\/\d+$/);
  const orderId = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: /^Сделка № \d+$/ })).toBeVisible();
  await expect(page.getByText('Пока у сделки нет подтверждённого клиента', { exact: false })).toBeVisible();
  // a burial has no cremation date
  await expect(page.getByLabel('Похороны')).toBeVisible();
  await expect(page.getByLabel('Кремация')).toHaveCount(0);

  // the client
  const client = page.getByRole('combobox', { name: 'Клиент' });
  await client.click();
  await client.fill(digits);
  const shown = `+7 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}`;
  await page.getByRole('option', { name: `Кузнецова Алла Игоревна ${shown}` }).click();

  // a deceased: a new person with a partial birth date
  await page.getByRole('button', { name: 'Добавить умершего' }).click();
  const dialog = page.getByRole('dialog', { name: 'Добавить умершего' });
  await dialog.getByLabel('Фамилия').fill('Кузнецов');
  await dialog.getByLabel('Имя').fill('Игорь');
  await dialog.getByLabel('Отчество').fill('Петрович');
  await dialog.getByRole('combobox', { name: 'Пол' }).click();
  await page.getByRole('option', { name: 'Мужской' }).click();
  await dialog.getByLabel('Дата рождения').fill('1948');
  await dialog.getByLabel('Дата смерти').fill('02.03.2025');
  await dialog.getByRole('button', { name: 'Добавить' }).click();
  await expect(dialog).toBeHidden();
  const people = page.getByRole('list', { name: 'Умершие в сделке' });
  await expect(people.getByText('Кузнецов Игорь Петрович')).toBeVisible();
  await expect(people.getByText('1948 – 02.03.2025')).toBeVisible();
  // the client chosen before is still there: adding a person does not lose the unsaved draft
  await expect(client).toHaveValue('Кузнецова Алла Игоревна');

  // two lines from the catalog, the first with 10 %
  await page.getByRole('button', { name: 'Добавить из каталога' }).click();
  const catalog = page.getByRole('dialog', { name: 'Добавить из каталога' });
  const adds = catalog.getByRole('button', { name: /^Добавить: / });
  await expect(adds.first()).toBeVisible();
  await adds.nth(0).click();
  await adds.nth(1).click();
  await catalog.getByRole('button', { name: 'Готово' }).click();
  const lines = page.getByRole('list', { name: 'Состав сделки' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  const first = lines.nth(0);
  await first.getByRole('combobox', { name: 'Скидка: рубли или проценты' }).click();
  await page.getByRole('option', { name: '%' }).click();
  await first.getByRole('textbox', { name: 'Скидка' }).fill('10');
  const totals = page.getByRole('group', { name: 'Итоги сделки' });
  const gross = rublesOf(await totals.getByLabel(/^Сумма без скидок: /).textContent());
  const lineOff = rublesOf(await totals.getByLabel(/^Скидки по строкам: /).textContent());
  const total = rublesOf(await totals.getByLabel(/^Итого: /).textContent());
  expect(lineOff).toBeGreaterThan(0);
  expect(total).toBeCloseTo(gross - lineOff, 2);

  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Сделка сохранена')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Несохранённые изменения' })).toBeHidden();
  const payments = page.getByRole('region', { name: 'Оплата' });
  await expect(payments.getByLabel(/^Сумма сделки: /)).toHaveText(
    (await totals.getByLabel(/^Итого: /).textContent()) ?? '',
  );

  // what the server kept
  const saved = await request.get(`/api/company-orders/orders/${orderId}/`, { headers: auth });
  const order = (await saved.json()) as {
    shopper: { name: string } | null;
    items: { discount: { kind: string; value: number } }[];
    totals: { total: number };
    deceased: { full_name: string }[];
    category_order: number;
    number: number;
  };
  expect(order.shopper?.name).toBe('Кузнецова Алла Игоревна');
  expect(order.category_order).toBe(2);
  expect(order.items.map((item) => item.discount)).toEqual([
    { kind: 'percent', value: 10 },
    { kind: 'amount', value: 0 },
  ]);
  expect(order.totals.total).toBeCloseTo(total, 2);
  expect(order.deceased.map((person) => person.full_name)).toEqual(['Кузнецов Игорь Петрович']);

  // a payment
  await payments.getByRole('button', { name: 'Добавить платёж' }).click();
  const payment = page.getByRole('dialog', { name: 'Новый платёж' });
  await payment.getByLabel('Сумма').fill('1000');
  await payment.getByRole('button', { name: 'Записать' }).click();
  await expect(payment).toBeHidden();
  await expect(payments.getByLabel('Оплачено: 1 000,00 ₽')).toBeVisible();

  // the title names the deceased and the client
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: `Сделка № ${order.number} · Кузнецов И. П. · клиент Кузнецова А. И.`,
    }),
  ).toBeVisible();

  // the status: an unconfirmed client's deal may go to work, not to payment
  await page.getByRole('button', { name: 'Статус: Новая. Сменить статус' }).click();
  await expect(page.getByRole('menuitem', { name: 'Ожидает оплаты' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'В работе' }).click();
  await expect(page.getByText('Статус: «В работе»').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Статус: В работе. Сменить статус' })).toBeVisible();
  await shoot(page, 'order-page');

  // the list and the board
  await page.goto('/app/orders');
  await expect(
    page.getByRole('table', { name: 'Сделки' }).getByRole('row').filter({ hasText: shown }),
  ).toBeVisible();
  await shoot(page, 'orders-list');
  await page.getByRole('button', { name: 'Доска' }).click();
  await expect(page).toHaveURL(/view=board/);
  const work = page.getByRole('region', { name: 'Колонка «В работе»' });
  await expect(work.getByRole('article', { name: `Сделка № ${order.number}` })).toBeVisible();
  await shoot(page, 'orders-board');
});

test('a cart request from the site becomes a deal from /app/requests/{id}', async ({ page, request }) => {
  test.setTimeout(180_000);
  const companies = await request.get('/api/public/companies/', { params: { name: 'Ритуал' } });
  const found = (await companies.json()) as { results: { id: number; name: string }[] };
  const company = found.results.find((c) => c.name === 'Ритуал-Сервис');
  if (!company) throw new Error('the demo company «Ритуал-Сервис» is not published');
  const items = await request.get('/api/public/products/', { params: { company_id: company.id, limit: 2 } });
  const products = (await items.json()) as { results: { id: number; name: string }[] };
  expect(products.results.length).toBeGreaterThan(0);
  const product = products.results[0] as { id: number; name: string };
  const phone = `+7915${String(Date.now()).slice(-7)}`;
  const sent = await request.post('/api/public/request/', {
    data: {
      company: company.id,
      name: 'Елена Соколова',
      email: '',
      phone,
      description: 'Похороны в субботу, кладбище Дмитрово-Черкассы',
      captcha: '',
      action: 'request',
      basket: {
        products_basket: [{ product_id: product.id, count: 2 }],
        services_basket: [],
        composition_products_order: [],
      },
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { id: requestId } = (await sent.json()) as { id: number };

  await page.setViewportSize({ width: 1440, height: 900 });
  await loginWithPassword(page, OWNER);
  await page.goto(`/app/requests/${requestId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Заявка № ${requestId}` })).toBeVisible();
  await page.getByRole('button', { name: 'Создать сделку' }).click();
  await expect(page).toHaveURL(/\/app\/orders\/\d+$/);
  const orderUrl = page.url();
  // the client found by the phone, or made from the request's name and contacts
  await expect(page.getByRole('combobox', { name: 'Клиент' })).toHaveValue(/Соколова/);
  await expect(page.getByLabel('Примечание')).toHaveValue('Похороны в субботу, кладбище Дмитрово-Черкассы');
  const line = page
    .getByRole('list', { name: 'Состав сделки' })
    .getByRole('listitem', { name: product.name });
  await expect(line.getByLabel('Кол-во')).toHaveValue('2');
  await expect(page.getByRole('link', { name: 'из заявки с сайта' })).toHaveAttribute(
    'href',
    `/app/requests/${requestId}`,
  );

  // the request has its deal now: its page links to the deal instead of offering another
  await page.goto(`/app/requests/${requestId}`);
  await expect(page.getByRole('button', { name: 'Создать сделку' })).toHaveCount(0);
  await page.getByRole('link', { name: /^Сделка № \d+$/ }).click();
  await expect(page).toHaveURL(orderUrl);
});

test('the read-only viewer opens a deal and reads it as text, with nothing to act on', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginWithPassword(page, 'viewer@demo.ru');
  await page.goto('/app/orders');
  await expect(page.getByRole('link', { name: 'Новая сделка' })).toHaveCount(0);
  await page.getByRole('table', { name: 'Сделки' }).getByRole('row').nth(1).click();
  await expect(page).toHaveURL(/\/app\/orders\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^(Сделка|Продажа) № \d+/ })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Ответственный' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Примечание' })).toBeVisible();
  await expect(page.locator('main input:disabled, main textarea:disabled')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Сменить статус/ })).toHaveCount(0);
  await expect(page.getByText(/Подтвердите клиента/)).toHaveCount(0);
  for (const name of ['Добавить умершего', 'Добавить из каталога', 'Добавить платёж', 'Добавить заметку']) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: /^Действия со?/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Несохранённые изменения' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'События сделки' })).toBeVisible();
});

test('a client sees her deals at /app/history-orders and her reviews of the completed ones', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginWithPassword(page, 'user@demo.ru');
  await page
    .getByRole('navigation', { name: 'Разделы кабинета' })
    .getByRole('link', { name: 'История заказов' })
    .click();
  await expect(page).toHaveURL(/\/app\/history-orders$/);
  const rows = page.getByRole('table', { name: 'Заказы' }).getByRole('row');
  await expect(rows.filter({ hasText: 'Ритуал-Сервис' }).first()).toBeVisible();
  await shoot(page, 'history-orders');

  // both completed deals have her demo reviews: the monument's approved, the wreaths' waiting for moderation
  await rows.filter({ hasText: 'Выполнена' }).filter({ hasText: 'Смирнов Пётр Николаевич' }).click();
  await expect(page).toHaveURL(/\/app\/history-orders\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Заказ № \d+$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Состав заказа' })).toBeVisible();
  const review = page.getByRole('region', { name: 'Ваш отзыв' });
  await expect(review).toContainText('Заказывали памятник на могилу папы');
  await expect(review).toContainText('Опубликован');
  await expect(review).toContainText('Отзыв опубликован на странице компании.');
  await expect(review.getByRole('button', { name: 'Изменить' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Отзыв о сделке' })).toHaveCount(0);
  await shoot(page, 'history-order');

  await page.goBack();
  await rows.filter({ hasText: 'Выполнена' }).filter({ hasNotText: 'Смирнов Пётр Николаевич' }).click();
  await expect(review).toContainText('Венки к родительскому дню');
  await expect(review).toContainText('На модерации');
  await expect(review.getByRole('button', { name: 'Изменить' })).toBeVisible();

  // the approved one is on the company's public page, the one waiting is not
  const owner = { Authorization: `Bearer ${await tokenOf(request, OWNER)}` };
  const landing = await request.get('/api/company-landing/landing/', { headers: owner });
  expect(landing.ok()).toBe(true);
  await page.goto(`/company/${((await landing.json()) as { id: number }).id}`);
  // the reviews at the page's foot load as the visitor scrolls down to them
  await expect(page.getByRole('heading', { level: 1, name: 'Ритуал-Сервис' })).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const reviews = page.getByRole('region', { name: 'Отзывы' });
  await expect(reviews).toContainText('Анна');
  await expect(reviews).toContainText('Заказывали памятник на могилу папы');
  await expect(reviews).not.toContainText('Венки к родительскому дню');
});
