import type { APIRequestContext } from '@playwright/test';
import { bearer, expect, loginWithPassword, registerPerson, shoot, test } from './fixtures';

/** Pays on the «Тестовая оплата» page the app sent the payer to, and waits to be back with the outcome. */
async function payOnTestPage(page: import('@playwright/test').Page) {
  await expect(page).toHaveURL(/\/app\/payment\/test\//);
  await expect(page.getByRole('heading', { name: 'Тестовая оплата' })).toBeVisible();
  await page.getByRole('button', { name: 'Оплатить', exact: true }).click();
  const outcome = page.getByRole('dialog', { name: 'Результат оплаты' });
  await expect(outcome.getByText(/^Оплата прошла/)).toBeVisible({ timeout: 15_000 });
  return outcome;
}

/** A deceased person of the family's and a memory page of it, open to `visibility`. */
async function openPage(request: APIRequestContext, headers: { Authorization: string }, name: string) {
  const person = await request.put('/api/family/person/', {
    headers,
    data: { first_name: name, last_name: 'Лимитова', date_death: '2001' },
  });
  expect(person.ok(), await person.text()).toBe(true);
  const page = await request.put('/api/memory_page/page/', {
    headers,
    data: { person_id: ((await person.json()) as { id: number }).id, visibility: 'public' },
  });
  expect(page.status(), await page.text()).toBe(201);
}

test('a family tops up by card through the test provider, sees the balance grow and buys a tariff from it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = await registerPerson(request, 'Ольга');
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginWithPassword(page, email);

  await page.getByRole('button', { name: /^Баланс/ }).click();
  const menu = page.getByRole('menu', { name: 'Баланс' });
  await expect(menu.getByText('0,00 ₽')).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Пополнить' }).click();
  const topUp = page.getByRole('dialog', { name: 'Пополнение баланса' });
  await topUp.getByLabel('Сумма, ₽').fill('9');
  await topUp.getByRole('button', { name: 'Перейти к оплате' }).click();
  await expect(topUp.getByText('Минимальное пополнение 10')).toBeVisible();
  await topUp.getByLabel('Сумма, ₽').fill('500');
  await topUp.getByRole('button', { name: 'Перейти к оплате' }).click();

  const outcome = await payOnTestPage(page);
  await expect(outcome.getByText('Оплата прошла: 500,00 ₽ зачислены на баланс.')).toBeVisible();
  await outcome.getByRole('button', { name: 'Закрыть' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Баланс: 500,00 ₽' })).toBeVisible();

  // «Семейный» from the balance
  await page.goto('/app/tariff');
  const family = page.getByRole('article', { name: 'Семейный' });
  await family.getByRole('button', { name: 'Оплатить с баланса' }).click();
  const confirm = page.getByRole('dialog', { name: 'Оплата с баланса' });
  await expect(confirm.getByText('На балансе: 500,00 ₽')).toBeVisible();
  await confirm.getByRole('button', { name: 'Оплатить', exact: true }).click();
  await expect(confirm).toBeHidden();
  const current = page.getByRole('region', { name: 'Текущий тариф' });
  await expect(current.getByText('Семейный', { exact: true })).toBeVisible();
  await expect(current.getByText(/^действует до \d\d\.\d\d\.\d{4}$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Баланс: 301,00 ₽' })).toBeVisible();
  await shoot(page, 'tariff-family');
});

test('a family reaches the free tariff’s pages, is offered the upgrade and pays for it by card', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const email = await registerPerson(request, 'Тамара');
  const headers = await bearer(request, email);
  for (const name of ['Анна', 'Борис', 'Вера']) await openPage(request, headers, name);
  const person = await request.put('/api/family/person/', {
    headers,
    data: { first_name: 'Дарья', last_name: 'Лимитова', date_death: '2010' },
  });
  const fourth = await request.put('/api/memory_page/page/', {
    headers,
    data: { person_id: ((await person.json()) as { id: number }).id },
  });
  const { id } = (await fourth.json()) as { id: number };

  await page.setViewportSize({ width: 1440, height: 900 });
  await loginWithPassword(page, email);
  await page.goto(`/app/pages-memory/${id}`);
  // click, not check: the refused choice goes back to «Только мне», which check() would call a failure
  await page.getByRole('radio', { name: /^Всем/ }).click();
  const notice = page.getByRole('dialog', { name: 'Достигнут лимит тарифа' });
  await expect(notice.getByText(/^Достигнут лимит «Страницы памяти» тарифа «Бесплатный»: 3\./)).toBeVisible();
  await expect(notice.getByText(/тариф «Семейный»/)).toBeVisible();
  await notice.getByRole('button', { name: 'Сменить тариф' }).click();
  await expect(page).toHaveURL(/\/app\/tariff$/);
  const usage = page.getByRole('region', { name: 'Текущий тариф' });
  await expect(usage.getByText('3 из 3')).toBeVisible();

  await page
    .getByRole('article', { name: 'Семейный' })
    .getByRole('button', { name: 'Оплатить картой' })
    .click();
  const card = page.getByRole('dialog', { name: 'Оплата картой' });
  await card.getByRole('button', { name: 'Перейти к оплате' }).click();
  const outcome = await payOnTestPage(page);
  await expect(outcome.getByText('Тариф «Семейный» на 1 месяц')).toBeVisible();
  await outcome.getByRole('button', { name: 'Закрыть' }).click();
  await expect(usage.getByText('Семейный', { exact: true })).toBeVisible();
  await expect(usage.getByText('3 из 10')).toBeVisible();

  // now the page opens to everyone
  await page.goto(`/app/pages-memory/${id}`);
  await page.getByRole('radio', { name: /^Всем/ }).check();
  await expect(page.getByText('Доступ: всем')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Достигнут лимит тарифа' })).toBeHidden();
});

test('an administrator marks a company’s invoice paid; the company’s balance grows by it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const company = await bearer(request, 'company@demo.ru');
  const before = (
    (await (await request.get('/api/payments/balance/', { headers: company })).json()) as {
      balance: number;
    }
  ).balance;
  const unpaid = (await (
    await request.get('/api/company/invoices-payment/?status=unpaid', { headers: company })
  ).json()) as { results: { number: string; amount: number }[] };
  const invoice = unpaid.results[0];
  expect(invoice).toBeTruthy();

  await page.setViewportSize({ width: 1440, height: 900 });
  await loginWithPassword(page, 'admin@demo.ru');
  await page.goto('/admin/invoices');
  await expect(page.getByRole('heading', { name: 'Счета компаний', level: 1 })).toBeVisible();
  await page.getByLabel('Номер, компания или ИНН').fill(invoice.number);
  await page.getByRole('button', { name: `Отметить оплаченным счёт № ${invoice.number}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Подвердить действие' });
  await expect(confirm.getByText(/Баланс компании «Ритуал-Сервис» пополнится/)).toBeVisible();
  await confirm.getByRole('button', { name: 'Да' }).click();
  await expect(confirm).toBeHidden();
  await page.getByLabel('Статус').click();
  await page.getByRole('option', { name: 'Оплачен' }).click();
  await expect(
    page.getByRole('row', { name: new RegExp(invoice.number) }).getByText('Оплачен'),
  ).toBeVisible();

  const after = (
    (await (await request.get('/api/payments/balance/', { headers: company })).json()) as {
      balance: number;
    }
  ).balance;
  expect(after).toBeCloseTo(before + invoice.amount, 2);
});
