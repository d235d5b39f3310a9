import type { APIRequestContext } from '@playwright/test';
import { expect, loginWithPassword, PASSWORD, shoot, sidebar, test } from './fixtures';

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/login/', { data: { email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

test('the owner records an agent’s call, opens the request and makes a deal from it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginWithPassword(page, 'company@demo.ru');
  await sidebar(page).getByRole('link', { name: 'Заявки агентов' }).click();
  await expect(page).toHaveURL(/\/app\/requests_agents$/);
  await expect(page.getByRole('heading', { name: 'Заявки агентов', level: 1 })).toBeVisible();

  // the demo's request the manager recorded is new for the owner
  const table = page.getByRole('table', { name: 'Заявки агентов' });
  const demo = table.getByRole('row').filter({ hasText: 'Лебедев Андрей Николаевич' });
  await expect(demo.getByText('Новая')).toBeVisible();
  await shoot(page, 'agent-requests-list');

  // an agent from the morgue calls: the dispatcher takes it down
  await page.getByRole('link', { name: 'Добавить заявку агента' }).click();
  await expect(page).toHaveURL(/\/app\/requests_agents\/new$/);
  await page.getByLabel('ФИО агента').fill('Зайцев К. М.');
  await page.getByLabel('Телефон агента').fill('9051112233');
  await expect(page.getByLabel('Телефон агента')).toHaveValue('+7 (905) 111-22-33');
  await page.getByLabel('Организация агента').fill('Городская больница № 6, морг');
  await page.getByLabel('ФИО контактного лица').fill('Павлова Ирина Сергеевна');
  await page.getByLabel('Телефон семьи').fill('9157001122');
  await page.getByLabel('Фамилия', { exact: true }).fill('Павлов');
  await page.getByLabel('Имя', { exact: true }).fill('Сергей');
  await page.getByLabel('Отчество', { exact: true }).fill('Ильич');
  await page.getByLabel('Дата смерти').fill('02.03.2025');
  await page.getByLabel('Где находится сейчас').fill('Тверь, ул. Санкт-Петербургское шоссе, 76, морг');
  await page.getByRole('combobox', { name: 'Услуга' }).click();
  await page.getByRole('option', { name: 'Кремация' }).click();
  await page.getByLabel('Вознаграждение агенту, ₽').fill('-1');
  await page.getByRole('button', { name: 'Добавить заявку' }).click();
  await expect(page.getByText('Сумма не может быть отрицательной')).toBeVisible();
  await page.getByLabel('Вознаграждение агенту, ₽').fill('2 500,50');
  await page.getByLabel('Комментарий').fill('Семья просит кремацию и урну домой.');
  await shoot(page, 'agent-request-form');
  await page.getByRole('button', { name: 'Добавить заявку' }).click();

  // the saved request opens read-only
  await expect(page).toHaveURL(/\/app\/requests_agents\/view\/\d+$/);
  const requestId = Number(page.url().split('/').at(-1));
  await expect(page.getByRole('heading', { name: `Заявка агента № ${requestId}` })).toBeVisible();
  await expect(page.getByText('Павлов Сергей Ильич')).toBeVisible();
  await expect(page.getByText('02.03.2025')).toBeVisible();
  await expect(page.getByText('2 500,50 ₽')).toBeVisible();
  await shoot(page, 'agent-request-view');

  // the deal: the client, the deceased and the note come with it
  await page.getByRole('button', { name: 'Создать сделку' }).click();
  await expect(page).toHaveURL(/\/app\/orders\/\d+$/);
  const dealId = Number(page.url().split('/').at(-1));
  const headers = { Authorization: `Bearer ${await tokenOf(request, 'company@demo.ru')}` };
  const deal = await (await request.get(`/api/company-orders/orders/${dealId}/`, { headers })).json();
  expect(deal).toMatchObject({
    type_order: 1,
    category_order: 3,
    status: 'new',
    shopper: { name: 'Павлова Ирина Сергеевна', phone: '+7 (915) 700-11-22' },
    deceased: [{ full_name: 'Павлов Сергей Ильич', date_death: '2025-03-02' }],
  });
  expect(deal.note).toContain('Агент: Зайцев К. М., +7 (905) 111-22-33 (Городская больница № 6, морг).');
  expect(deal.note).toContain('Где находится умерший: Тверь, ул. Санкт-Петербургское шоссе, 76, морг.');

  // back on the request: it links to its deal and is no longer changed or deleted
  await page.goto(`/app/requests_agents/view/${requestId}`);
  await expect(page.getByRole('link', { name: `Сделка № ${deal.number}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Создать сделку' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Изменить' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Удалить' })).toHaveCount(0);
  const again = await request.post('/api/company-orders/order_from_request_agent/', {
    headers,
    data: { agent_request: requestId },
  });
  expect(again.status()).toBe(400);
});
