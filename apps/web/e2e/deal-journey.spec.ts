import { gzipSync } from 'node:zlib';
import type { Browser, Response } from '@playwright/test';
import {
  bearer,
  expect,
  latestCode,
  loginWithPassword,
  outboxCount,
  registerPerson,
  SEEN_VERSION_KEY,
  shoot,
  test,
  VERSION,
} from './fixtures';

const OWNER = 'company@demo.ru';
const ADMIN = 'admin@demo.ru';
/** apps/server/bench/js-weight.ts jsTargetKb: a company page may load 200 KB of gzipped JS */
const COMPANY_PAGE_JS_KB = 200;
/** What only the cabinet's deals, tasks and documents ask for: none of it belongs on a public page. */
const CABINET_API = ['/api/company-orders/', '/api/company-tasks/', '/api/documents/'];

/** A signed-out page of its own (cookies and storage apart from the others), the change dialog already seen. */
async function newPage(browser: Browser, baseURL: string | undefined, locale: string | undefined) {
  const context = await browser.newContext({ baseURL, locale, viewport: { width: 1440, height: 900 } });
  await context.addInitScript(([key, version]) => localStorage.setItem(key, version), [
    SEEN_VERSION_KEY,
    VERSION,
  ] as const);
  return context.newPage();
}

/** «1 234,50 ₽», as formatRubles (@sp/shared/format/money) writes rubles */
const rubles = (value: number) =>
  `${value.toLocaleString('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ₽`;
const pad = (n: number) => String(n).padStart(2, '0');
const ddmmyyyy = (date: Date) => `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;

type ServerOrder = {
  id: number;
  number: number;
  status: string;
  category_order: number;
  burial_place: string;
  shopper: { id: number; name: string; is_confirmed: boolean } | null;
  items: { name: string; quantity: number }[];
  deceased: { full_name: string }[];
  totals: { total: number; paid: number; due: number };
};

test('a cart request becomes a deal that is documented, paid and completed; the client’s review, once approved, is on the company page', async ({
  page,
  browser,
  request,
  baseURL,
  locale,
}) => {
  test.setTimeout(420_000);
  const owner = await bearer(request, OWNER);
  const suffix = Date.now().toString(36);
  // the client: an account of their own, whose e-mail the request carries
  const clientEmail = await registerPerson(request, 'Ольга');
  const phone = `+7917${String(Date.now()).slice(-7)}`;
  const note = `Прощание в субботу, ${suffix}`;
  const companies = await request.get('/api/public/companies/', { params: { name: 'Ритуал' } });
  const found = (await companies.json()) as { results: { id: number; landing_id: number; name: string }[] };
  const company = found.results.find((c) => c.name === 'Ритуал-Сервис');
  if (!company) throw new Error('the demo company «Ритуал-Сервис» is not published');

  // ── the guest fills the cart on the company's catalog and sends the request
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/company/${company.landing_id}/catalog`);
  await expect(page.getByRole('heading', { level: 1, name: /Каталог/ })).toBeVisible();
  const productAdd = page
    .getByRole('region', { name: 'Товары' })
    .getByRole('button', { name: /^В корзину:/ })
    .first();
  await expect(productAdd).toBeVisible();
  const productName = ((await productAdd.getAttribute('aria-label')) ?? '').replace(/^В корзину: /, '');
  await productAdd.click();
  const serviceAdd = page
    .getByRole('region', { name: 'Услуги' })
    .getByRole('button', { name: /^В корзину:/ })
    .first();
  const serviceName = ((await serviceAdd.getAttribute('aria-label')) ?? '').replace(/^В корзину: /, '');
  await serviceAdd.click();
  await page.getByRole('button', { name: 'Корзина' }).click();
  const cart = page.getByRole('dialog');
  await expect(cart.getByTestId('cart-line')).toHaveCount(2);
  await cart.getByRole('button', { name: `Увеличить количество: ${productName}` }).click();
  await expect(cart.getByLabel(`Количество: ${productName}`, { exact: true })).toHaveText('2');
  await cart.getByLabel('Имя').fill('Ольга Миронова');
  await cart.getByLabel('E-mail').fill(clientEmail);
  await cart.getByLabel('Телефон').fill(phone);
  await cart.getByLabel('Примечание').fill(note);
  await cart.getByRole('button', { name: 'Отправить заявку в Ритуал-Сервис' }).click();
  await expect(cart.getByText('Ваша заявка успешно отправлена.')).toBeVisible();

  const inbox = await request.get('/api/company-orders/requests/', {
    headers: owner,
    params: { query: clientEmail },
  });
  const requests = (await inbox.json()) as { results: { id: number }[] };
  expect(requests.results).toHaveLength(1);
  const requestId = requests.results[0].id;

  // ── the owner makes the deal from the request
  const manager = await newPage(browser, baseURL, locale);
  await loginWithPassword(manager, OWNER);
  await manager.goto(`/app/requests/${requestId}`);
  await expect(manager.getByRole('heading', { level: 1, name: `Заявка № ${requestId}` })).toBeVisible();
  await manager.getByRole('button', { name: 'Создать сделку' }).click();
  await expect(manager).toHaveURL(/\/app\/orders\/\d+$/);
  const orderId = Number(manager.url().split('/').pop());
  const orderUrl = `/api/company-orders/orders/${orderId}/`;
  // titled with its client (and later its deceased): «Сделка № 31 · клиент Миронова О.»
  const heading = manager.getByRole('heading', { level: 1, name: /^Сделка № \d+ · клиент Миронова О\.$/ });
  await expect(heading).toBeVisible();
  const number = Number(/№ (\d+)/.exec((await heading.textContent()) ?? '')?.[1]);
  await expect(manager.getByRole('combobox', { name: 'Клиент' })).toHaveValue('Миронова Ольга');
  await expect(manager.getByLabel('Примечание')).toHaveValue(note);
  const lines = manager.getByRole('list', { name: 'Состав сделки' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(
    manager
      .getByRole('list', { name: 'Состав сделки' })
      .getByRole('listitem', { name: productName })
      .getByLabel('Кол-во'),
  ).toHaveValue('2');
  await expect(
    manager.getByRole('list', { name: 'Состав сделки' }).getByRole('listitem', { name: serviceName }),
  ).toBeVisible();

  // the client is confirmed by the code sent to the e-mail of their account
  await manager.getByRole('button', { name: 'Подтвердить клиента' }).click();
  const confirm = manager.getByRole('dialog', { name: 'Подтверждение клиента: Миронова Ольга' });
  await confirm.getByRole('radio', { name: `На e-mail ${clientEmail}` }).check();
  const sentBefore = await outboxCount(request, clientEmail);
  await confirm.getByRole('button', { name: 'Отправить код' }).click();
  await expect.poll(() => outboxCount(request, clientEmail)).toBeGreaterThan(sentBefore);
  await confirm.getByLabel('Код из сообщения').fill(await latestCode(request, clientEmail));
  await confirm.getByRole('checkbox', { name: 'Клиент согласен получать уведомления по e-mail' }).check();
  await confirm.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(confirm).toBeHidden();
  await expect(manager.getByText('Подтверждён', { exact: true })).toBeVisible();

  // the deceased: a new person with the dates; the burial place and the funeral on the deal
  const died = new Date(Date.now() - 3 * 86_400_000);
  const funeral = new Date(Date.now() + 2 * 86_400_000);
  const funeralLocal = `${ddmmyyyy(funeral)} 11:00`;
  await manager.getByRole('button', { name: 'Добавить умершего' }).click();
  const deceased = manager.getByRole('dialog', { name: 'Добавить умершего' });
  await deceased.getByLabel('Фамилия').fill('Миронов');
  await deceased.getByLabel('Имя').fill('Виктор');
  await deceased.getByLabel('Отчество').fill('Андреевич');
  await deceased.getByRole('combobox', { name: 'Пол' }).click();
  await manager.getByRole('option', { name: 'Мужской' }).click();
  await deceased.getByLabel('Дата рождения').fill('12.05.1941');
  await deceased.getByLabel('Дата смерти').fill(ddmmyyyy(died));
  await deceased.getByRole('button', { name: 'Добавить' }).click();
  await expect(deceased).toBeHidden();
  const people = manager.getByRole('list', { name: 'Умершие в сделке' });
  await expect(people.getByText('Миронов Виктор Андреевич')).toBeVisible();
  await expect(people.getByText(`12.05.1941 – ${ddmmyyyy(died)}`)).toBeVisible();
  const burialPlace = 'Дмитрово-Черкасское кладбище, участок 12, ряд 4, могила 7';
  await manager.getByLabel('Место захоронения').fill(burialPlace);
  // a site request comes as «Другое»: the manager names it a burial
  await manager.getByRole('combobox', { name: 'Категория' }).click();
  await manager.getByRole('option', { name: 'Захоронение' }).click();
  await manager.getByLabel('Похороны').fill(funeralLocal);

  // a service more from the catalog
  await manager.getByRole('button', { name: 'Добавить из каталога' }).click();
  const catalog = manager.getByRole('dialog', { name: 'Добавить из каталога' });
  await catalog.getByRole('tab', { name: 'Услуги' }).click();
  // a demo service named outright: reading «the last button» raced the tab's switch from the products
  const extraName = 'Установка памятника';
  const extra = catalog.getByRole('button', { name: `Добавить: ${extraName}` });
  await expect(extra).toBeVisible();
  await extra.click();
  await catalog.getByRole('button', { name: 'Готово' }).click();
  await expect(lines).toHaveCount(3);
  await manager.getByRole('button', { name: 'Сохранить' }).click();
  await expect(manager.getByText('Сделка сохранена')).toBeVisible();
  await expect(manager.getByRole('region', { name: 'Несохранённые изменения' })).toBeHidden();

  const kept = (await (await request.get(orderUrl, { headers: owner })).json()) as ServerOrder;
  expect(kept.number).toBe(number);
  expect(kept.shopper).toMatchObject({ name: 'Миронова Ольга', is_confirmed: true });
  expect(kept.deceased.map((person) => person.full_name)).toEqual(['Миронов Виктор Андреевич']);
  expect(kept.burial_place).toBe(burialPlace);
  expect(kept.category_order).toBe(2);
  expect(kept.items.map((item) => item.name)).toEqual([productName, serviceName, extraName]);
  expect(kept.totals.total).toBeGreaterThan(0);
  const total = rubles(kept.totals.total);
  const totals = manager.getByRole('group', { name: 'Итоги сделки' });
  await expect(totals.getByLabel(/^Итого: /)).toHaveText(total);
  const payments = manager.getByRole('region', { name: 'Оплата' });
  await expect(payments.getByLabel(`Сумма сделки: ${total}`)).toBeVisible();

  // ── the contract: «Документы» → «Сформировать» with the built-in договор, then the viewer
  const documents = manager.getByRole('region', { name: 'Документы' });
  await expect(documents.getByText('По сделке ещё нет документов.')).toBeVisible();
  await expect(documents.getByRole('combobox', { name: 'Шаблон' })).toHaveText(
    'Договор на оказание ритуальных услуг',
  );
  await documents.getByRole('button', { name: 'Сформировать' }).click();
  const contractName = `Договор на оказание ритуальных услуг № ${number}`;
  await expect(documents.getByRole('status')).toHaveText(`Готово: ${contractName}. Открыть`);
  await expect(documents.getByRole('link', { name: contractName, exact: true })).toBeVisible();
  await expect(documents.getByText('По сделке ещё нет документов.')).toHaveCount(0);
  // the notice fades after five seconds: the screenshots show the page itself
  await expect(manager.getByText(`Документ «${contractName}» сформирован`)).toBeVisible();
  await expect(manager.getByText(`Документ «${contractName}» сформирован`)).toBeHidden({ timeout: 10_000 });
  await shoot(manager, 'deal-journey-order-documents');

  await documents.getByRole('status').getByRole('link', { name: 'Открыть' }).click();
  await expect(manager).toHaveURL(/\/app\/document-viewer\?document=\d+$/);
  await expect(manager.getByRole('heading', { level: 1, name: contractName })).toBeVisible();
  const status = (await (await request.get('/api/documents/status/', { headers: owner })).json()) as {
    pdf: boolean;
  };
  if (status.pdf) {
    await expect(manager.getByTitle(`Документ: ${contractName}`)).toBeVisible({ timeout: 60_000 });
  } else {
    await expect(manager.getByText(/Преобразование в PDF недоступно/)).toBeVisible();
  }
  await manager.getByRole('link', { name: `Сделка № ${number}` }).click();
  await expect(manager).toHaveURL(new RegExp(`/app/orders/${orderId}$`));

  // ── a payment of the whole total, then «Выполнена»
  await payments.getByRole('button', { name: 'Добавить платёж' }).click();
  const payment = manager.getByRole('dialog', { name: 'Новый платёж' });
  await payment.getByLabel('Сумма').fill(kept.totals.total.toFixed(2).replace('.', ','));
  await payment.getByRole('button', { name: 'Записать' }).click();
  await expect(payment).toBeHidden();
  await expect(payments.getByLabel(`Оплачено: ${total}`)).toBeVisible();
  await expect(payments.getByLabel('К оплате: 0,00 ₽')).toBeVisible();
  await manager.getByRole('button', { name: /^Статус: .+\. Сменить статус$/ }).click();
  await manager.getByRole('menuitem', { name: 'Выполнена' }).click();
  await expect(manager.getByText('Статус: «Выполнена»').first()).toBeVisible();
  await expect(manager.getByRole('button', { name: 'Статус: Выполнена. Сменить статус' })).toBeVisible();
  await expect(
    manager.getByRole('heading', {
      level: 1,
      name: `Сделка № ${number} · Миронов В. А. · клиент Миронова О.`,
    }),
  ).toBeVisible();
  const done = (await (await request.get(orderUrl, { headers: owner })).json()) as ServerOrder;
  expect(done.status).toBe('completed');
  expect(done.totals).toMatchObject({ total: kept.totals.total, paid: kept.totals.total, due: 0 });
  await manager.context().close();

  // ── the client finds the deal in their history and reviews it
  const review = `Спасибо за заботу и точность, всё прошло достойно (${suffix})`;
  const family = await newPage(browser, baseURL, locale);
  await loginWithPassword(family, clientEmail);
  await family.goto('/app/history-orders');
  const row = family
    .getByRole('table', { name: 'Заказы' })
    .getByRole('row')
    .filter({ hasText: `№ ${number}` });
  await expect(row).toContainText('Ритуал-Сервис');
  await expect(row).toContainText('Выполнена');
  await expect(row).toContainText(total);
  await row.click();
  await expect(family).toHaveURL(new RegExp(`/app/history-orders/${orderId}$`));
  await expect(family.getByRole('heading', { level: 1, name: `Заказ № ${number}` })).toBeVisible();
  await expect(family.getByText(`Место захоронения: ${burialPlace}`)).toBeVisible();
  const form = family.getByRole('form', { name: 'Отзыв о сделке' });
  const send = form.getByRole('button', { name: 'Отправить отзыв' });
  await expect(send).toBeDisabled();
  // the fifth star: a label around the star's icon and its text for screen readers
  await form.locator('label', { hasText: '5 звёзд' }).click();
  await expect(form.getByRole('radio', { name: '5 звёзд' })).toBeChecked();
  await expect(send).toBeDisabled();
  await form.getByLabel('Отзыв').fill(review);
  await expect(form.getByTestId('review-counter')).toHaveText(`${review.length} / 1000`);
  await expect(send).toBeEnabled();
  await send.click();
  const mine = family.getByRole('region', { name: 'Ваш отзыв' });
  await expect(mine.getByText(review)).toBeVisible();
  await expect(mine.getByText('На модерации')).toBeVisible();
  await family.context().close();

  // the company page does not show it before the administrator approves it
  const early = await request.get('/api/public/reviews-company/', {
    params: { company_id: company.id, limit: 50 },
  });
  expect(
    ((await early.json()) as { results: { comment: string }[] }).results.map((r) => r.comment),
  ).not.toContain(review);

  // ── the administrator approves it
  const admin = await newPage(browser, baseURL, locale);
  await loginWithPassword(admin, ADMIN);
  await admin.goto('/admin/moderation-reviews');
  await expect(admin.getByRole('heading', { level: 1, name: 'Модерация отзывов' })).toBeVisible();
  const pending = admin.getByRole('table', { name: 'Отзывы' }).getByRole('row').filter({ hasText: review });
  await expect(pending).toContainText(`Сделка №${number}`);
  await pending.getByRole('button', { name: `Одобрить: отзыв о сделке №${number} «Ритуал-Сервис»` }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Да' }).click();
  await expect(admin.getByText('Отзыв опубликован')).toBeVisible();
  await expect(pending).toContainText('Опубликован');
  await admin.context().close();

  // ── a guest sees it on the company page, which loads none of the cabinet's code
  const guest = await newPage(browser, baseURL, locale);
  const scripts: Response[] = [];
  guest.on('response', (response) => {
    if (/javascript/.test(response.headers()['content-type'] ?? '')) scripts.push(response);
  });
  await guest.goto(`/company/${company.landing_id}`);
  // the reviews at the page's foot load as the visitor scrolls down to them
  await expect(guest.getByRole('heading', { level: 1, name: 'Ритуал-Сервис' })).toBeVisible();
  await guest.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const reviews = guest.getByRole('region', { name: 'Отзывы' });
  const ours = reviews.getByRole('listitem').filter({ hasText: review });
  await expect(ours).toBeVisible();
  await expect(ours.getByRole('img', { name: 'Оценка: 5 из 5' })).toBeVisible();
  await guest.waitForLoadState('networkidle');
  for (let seen = -1; seen !== scripts.length; ) {
    seen = scripts.length;
    await guest.waitForTimeout(1500);
  }
  let gzipped = 0;
  const cabinetCode: string[] = [];
  for (const response of scripts) {
    const body = await response.body();
    gzipped += gzipSync(body, { level: 9 }).byteLength;
    const text = body.toString('utf8');
    const name = new URL(response.url()).pathname.split('/').pop() ?? '';
    for (const api of CABINET_API) if (text.includes(api)) cabinetCode.push(`${name} (${api})`);
  }
  expect(cabinetCode, 'the cabinet’s deals, tasks or documents code on /company/{id}').toEqual([]);
  const kb = gzipped / 1024;
  console.log(`/company/${company.landing_id}: ${kb.toFixed(1)} KB gzipped JS in ${scripts.length} files`);
  expect(kb).toBeLessThanOrEqual(COMPANY_PAGE_JS_KB);
  await ours.scrollIntoViewIfNeeded();
  await shoot(guest, 'deal-journey-company-review');
  await guest.context().close();
});
