import { expect, loginWithPassword, PASSWORD, sidebar, test } from './fixtures';

test('a guest on a cabinet page logs in and comes back to it', async ({ page }) => {
  await page.goto('/app/profile');
  await expect(page).toHaveURL(`/auth?plan=login&redirect=${encodeURIComponent('/app/profile')}`);
  await page.getByLabel('Телефон или e-mail').fill('user@demo.ru');
  await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/profile$/);
  await expect(page.getByRole('heading', { name: 'Мой профиль', level: 1 })).toBeVisible();
});

test('a guest on /admin is sent to the login form too', async ({ page }) => {
  await page.goto('/admin/outbox');
  await expect(page).toHaveURL(/\/auth\?plan=login&redirect=%2Fadmin%2Foutbox$/);
});

test('a signed-in account is sent from /auth and / to the dashboard', async ({ page }) => {
  await loginWithPassword(page, 'user@demo.ru');
  await page.goto('/auth?plan=register');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/app\/dashboard$/);
});

test('a reload keeps the session without showing the login page', async ({ page }) => {
  await loginWithPassword(page, 'user@demo.ru');
  await page.goto('/app/profile');
  await expect(page.getByRole('heading', { name: 'Мой профиль', level: 1 })).toBeVisible();

  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  await page.exposeFunction('reportPath', (path: string) => seen.push(path));
  await page.addInitScript(() => {
    // the router changes the URL with history.replaceState; watch every change
    const report = (window as unknown as { reportPath: (path: string) => void }).reportPath;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        void report(location.href);
      };
    }
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Мой профиль', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Вход' })).toHaveCount(0);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((url) => url.includes('/auth'))).toEqual([]);
  expect(page.url()).toMatch(/\/app\/profile$/);
});

test('the read-only viewer sees only permitted links and is kept out of employees', async ({ page }) => {
  await loginWithPassword(page, 'viewer@demo.ru');
  await expect(page.getByRole('heading', { name: 'Здравствуйте, Илья!' })).toBeVisible();
  const links = sidebar(page).getByRole('link');
  // deals read-only: the dashboard and the deals group (the site's requests with its new-count badge), nothing else
  await expect(links).toHaveText([
    'Статистика',
    'Сделки',
    /^Заявки с сайта\d*$/,
    'Заявки агентов',
    'Умершие',
  ]);
  // nothing to create for a reader: no add menu
  await expect(page.getByRole('button', { name: 'Добавить', exact: true })).toHaveCount(0);
  await expect(sidebar(page).getByRole('link', { name: 'Сотрудники' })).toHaveCount(0);
  await expect(sidebar(page).getByRole('link', { name: 'Сообщения об ошибках' })).toHaveCount(0);
  // no branch switch or user mode for an employee without the company's rights
  await expect(page.getByRole('button', { name: 'Переключить филиал' })).toHaveCount(0);

  await page.goto('/app/employees');
  await expect(page).toHaveURL(/\/errors\/403$/);
  await expect(page.getByRole('heading', { name: 'Доступ закрыт' })).toBeVisible();
  await page.goto('/admin/bugs');
  await expect(page).toHaveURL(/\/errors\/403$/);
});

test('an administrator reads the outbox', async ({ page }) => {
  await loginWithPassword(page, 'admin@demo.ru');
  await expect(sidebar(page).getByRole('link', { name: 'Исходящие сообщения' })).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Исходящие сообщения' }).click();
  await expect(page).toHaveURL(/\/admin\/outbox$/);
  await expect(page.getByRole('heading', { name: 'Исходящие сообщения', level: 1 })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Получатель' })).toBeVisible();
});

test('logout leaves the cabinet for good', async ({ page }) => {
  await loginWithPassword(page, 'user@demo.ru');
  await page.getByRole('button', { name: 'Меню профиля' }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/auth\?plan=login&redirect=%2Fapp%2Fdashboard$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Вход', level: 1 })).toBeVisible();
});
