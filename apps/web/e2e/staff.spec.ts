import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, freshEmail, latestCode, loginWithPassword, PASSWORD, sidebar, test } from './fixtures';

const OUT = fileURLToPath(new URL('../test-results/screens/', import.meta.url));
const OWNER = 'company@demo.ru';

/** The invitation link sent to `recipient`, read from the outbox as the administrator. */
async function invitationLink(request: APIRequestContext, recipient: string): Promise<string> {
  const login = await request.post('/api/auth/login/', {
    data: { email: 'admin@demo.ru', password: PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  let link: string | null = null;
  await expect
    .poll(async () => {
      const response = await request.get('/api/admin/outbox/?limit=50', {
        headers: { Authorization: `Bearer ${token}` },
      });
      const { results } = (await response.json()) as { results: { recipient: string; text: string }[] };
      const message = results.find((m) => m.recipient === recipient && m.text.includes('?invite='));
      link = message?.text.match(/\/app\/dashboard\?invite=[^\s)]+/)?.[0] ?? null;
      return link;
    })
    .not.toBeNull();
  return link!;
}

async function logout(page: Page) {
  await page.getByRole('button', { name: 'Меню профиля' }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

test('an owner gives a read-only deals role to an invited newcomer, who then sees only that', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const roleName = `Просмотр сделок ${Date.now().toString(36)}`;
  const email = freshEmail('staff');

  // the owner creates a read-only role on «Сделки»
  await loginWithPassword(page, OWNER);
  await sidebar(page).getByRole('link', { name: 'Роли' }).click();
  await expect(page).toHaveURL(/\/app\/employees\/roles$/);
  await page.getByRole('button', { name: 'Новая роль' }).click();
  const editor = page.getByRole('dialog', { name: 'Новая роль' });
  await editor.getByLabel('Название роли').fill(roleName);
  await editor.getByRole('radio', { name: 'Сделки: Только чтение' }).check();
  await editor.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Роль создана')).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: roleName });
  await expect(card).toContainText('0 сотрудников');
  await expect(card).toContainText('Сделки: только чтение');

  // … and invites a new e-mail with it
  await sidebar(page).getByRole('link', { name: 'Приглашения' }).click();
  await expect(page).toHaveURL(/\/app\/employees\/invite$/);
  await page.getByLabel('Телефон или e-mail').fill(email);
  await page.getByRole('checkbox', { name: roleName }).check();
  await page.getByRole('button', { name: 'Отправить приглашение' }).click();
  await expect(page.getByText(`Приглашение отправлено: ${email}`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Ожидающие приглашения' })).toContainText(email);
  await logout(page);

  // the invitee registers on /auth with the code from the outbox
  await page.goto('/auth?plan=register');
  await page.getByLabel('Телефон или e-mail').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await page.getByLabel('Код подтверждения').fill(await latestCode(request, email));
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);

  // opens the invitation link and accepts
  await page.goto(await invitationLink(request, email));
  const invitations = page.getByRole('region', { name: 'Приглашения в компании' });
  await expect(invitations).toContainText('«Ритуал-Сервис» приглашает вас стать сотрудником');
  await expect(invitations).toContainText(roleName);
  await invitations.getByRole('button', { name: 'Принять приглашение компании «Ритуал-Сервис»' }).click();
  await expect(page.getByText('Вы приняли приглашение в компанию «Ритуал-Сервис»')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(invitations).toHaveCount(0);
  await expect(page.getByText('Сотрудник', { exact: true })).toBeVisible();
  await expect(page.getByText(/Ритуал-Сервис · .* · Основная/)).toBeVisible();

  // the sidebar shows what a read-only deals role opens: the dashboard and the deals group (deals, the site's
  // and the agents' requests, the deceased); no staff or branch pages
  const links = await sidebar(page)
    .getByRole('link')
    .evaluateAll((all) => all.map((a) => a.getAttribute('href')));
  expect(links).toEqual([
    '/app/dashboard',
    '/app/orders',
    '/app/requests',
    '/app/requests_agents',
    '/app/deceased',
  ]);
  await page.goto('/app/employees');
  await expect(page).toHaveURL(/\/errors\/403$/);
  await page.goto('/app/dashboard');
  await logout(page);

  // the owner sees the newcomer with the role
  await loginWithPassword(page, OWNER);
  await sidebar(page).getByRole('link', { name: 'Сотрудники', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/employees$/);
  await page.getByLabel('Поиск по имени, телефону или e-mail').fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(roleName);
  await expect(row.getByRole('button', { name: /^Изменить роли/ })).toBeVisible();
});

test('staff and branch pages at 1440 and 390 px', async ({ page }) => {
  mkdirSync(OUT, { recursive: true });
  await loginWithPassword(page, OWNER);
  const pages = [
    ['staff-employees', '/app/employees'],
    ['staff-roles', '/app/employees/roles'],
    ['staff-invite', '/app/employees/invite'],
    ['branches', '/app/branches'],
    ['branches-invite', '/app/branches/invite'],
    ['invite-filial', '/app/invite_filial'],
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
    await page.goto('/app/employees/roles');
    await page.getByRole('button', { name: /^Изменить роль «Менеджер»/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.screenshot({ path: `${OUT}staff-role-editor-${width}.png` });
    await page.keyboard.press('Escape');
  }
});
