import type { APIRequestContext } from '@playwright/test';
import { expect, loginWithPassword, PASSWORD, registerPerson, shoot, sidebar, test } from './fixtures';

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/auth/login/', { data: { email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

test('a guest reports a stranger’s page; an administrator takes it down (gone for guests) and restores it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  // someone made a public page of a person not of their family
  const email = await registerPerson(request, 'Глеб');
  const headers = { Authorization: `Bearer ${await tokenOf(request, email)}` };
  const person = await request.put('/api/family/person/', {
    headers,
    data: { first_name: 'Аркадий', last_name: 'Жалобный', date_death: '1999' },
  });
  expect(person.ok(), await person.text()).toBe(true);
  const created = await request.put('/api/memory_page/page/', {
    headers,
    data: { person_id: ((await person.json()) as { id: number }).id, visibility: 'public' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  // a guest reports it from the page itself
  const guest = await browser.newContext({ baseURL, locale: 'ru-RU' });
  const visitor = await guest.newPage();
  await visitor.goto(`/person/${id}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toContainText('Жалобный');
  await visitor.getByRole('button', { name: 'Пожаловаться' }).click();
  const dialog = visitor.getByRole('dialog', { name: 'Пожаловаться на страницу' });
  await dialog.getByLabel('Страницу создал чужой человек').check();
  await dialog.getByLabel('Подробности').fill('Это мой дед, страницу сделал посторонний');
  await dialog.getByLabel('Почта или телефон').fill('vnuk@example.ru');
  await dialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(dialog.getByText('Спасибо, жалоба отправлена')).toBeVisible();

  // the administrator finds it first among the pages with complaints and hides it
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginWithPassword(page, 'admin@demo.ru');
  await sidebar(page).getByRole('link', { name: 'Страницы памяти' }).click();
  await expect(page).toHaveURL(/\/admin\/pages-memory$/);
  const table = page.getByRole('table', { name: 'Страницы памяти' });
  await expect(table.getByRole('row').nth(1)).toContainText('Жалобный Аркадий');
  await page.getByLabel('ФИО человека').fill('Жалобный');
  const row = table.getByRole('row').filter({ hasText: 'Жалобный Аркадий' });
  await expect(row).toContainText('1 открытая');
  await expect(row).toContainText('Страницу создал чужой человек: Это мой дед');
  await shoot(page, 'admin-pages-memory');
  await page.setViewportSize({ width: 1440, height: 900 });
  await row.getByRole('button', { name: 'Скрыть страницу «Жалобный Аркадий»' }).click();
  const hide = page.getByRole('dialog', { name: 'Скрыть страницу' });
  await hide.getByLabel('Причина для хранителя').fill('Страницу создал не родственник');
  await hide.getByRole('button', { name: 'Скрыть' }).click();
  await expect(row).toContainText('Скрыта');
  await expect(row).toContainText('Страницу создал не родственник');

  // gone for guests: the page and the search (a browser that opened it may keep its copy for a minute, as with
  // any change of a public page: a new visitor asks the server)
  const later = await browser.newContext({ baseURL, locale: 'ru-RU' });
  const another = await later.newPage();
  await another.goto(`/person/${id}`);
  await expect(another.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
  const found = await request.get('/api/memory_page/public/?name=Жалобный');
  expect(((await found.json()) as { count: number }).count).toBe(0);

  // restored after a confirmation: the guest sees it again
  await row.getByRole('button', { name: 'Восстановить страницу «Жалобный Аркадий»' }).click();
  await page.getByRole('dialog', { name: 'Подвердить действие' }).getByRole('button', { name: 'Да' }).click();
  await expect(row).toContainText('Всем');
  await another.goto(`/person/${id}`);
  await expect(another.getByRole('heading', { level: 1 })).toContainText('Жалобный');
  await guest.close();
  await later.close();
});
