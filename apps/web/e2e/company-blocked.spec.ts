import { bearer, expect, loginWithPassword, PASSWORD, test } from './fixtures';

test('the owner of a blocked company with no other one sees its screen, and neither it nor the top bar offers a switch', async ({
  page,
  request,
}) => {
  const admin = await bearer(request, 'admin@demo.ru');
  const login = await request.post('/api/auth/login/', {
    data: { email: 'company2@demo.ru', password: PASSWORD },
  });
  const companyId = ((await login.json()) as { company: { id: number } }).company.id;
  const blocked = await request.post(`/api/admin/companies/${companyId}/block/`, {
    headers: admin,
    data: { reason: 'Проверка блокировки' },
  });
  expect(blocked.ok()).toBe(true);
  try {
    await page.setViewportSize({ width: 1440, height: 900 });
    const listed = page.waitForResponse((response) =>
      response.url().includes('/api/profile/available-companies/'),
    );
    await loginWithPassword(page, 'company2@demo.ru');
    const screen = page.getByRole('alert').filter({ hasText: 'Компания «Память-Юг» заблокирована' });
    await expect(screen).toBeVisible();
    await expect(screen).toContainText('Проверка блокировки');
    // its only company is this one: once the list is read (and the top bar's parts are there), no switch is
    // offered on the screen nor in the top bar
    expect((await listed).ok()).toBe(true);
    await expect(page.getByRole('button', { name: 'Меню профиля' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Переключить филиал' })).toHaveCount(0);
    await expect(screen.getByRole('button', { name: 'Выбрать другую компанию' })).toHaveCount(0);
    await expect(screen.getByRole('button', { name: 'Перейти в профиль пользователя' })).toBeVisible();
  } finally {
    const unblocked = await request.post(`/api/admin/companies/${companyId}/unblock/`, { headers: admin });
    expect(unblocked.ok()).toBe(true);
  }
});
