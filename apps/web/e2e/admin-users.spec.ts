import { expect, loginWithPassword, PASSWORD, registerPerson, shoot, sidebar, test } from './fixtures';

test('an administrator finds an account, blocks it (its session ends, it cannot sign in) and unblocks it', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const email = await registerPerson(request, 'Зинаида');

  // the account is signed in elsewhere
  const elsewhere = await browser.newContext({ baseURL, locale: 'ru-RU' });
  const theirs = await elsewhere.newPage();
  await loginWithPassword(theirs, email);

  await page.setViewportSize({ width: 1440, height: 900 });
  await loginWithPassword(page, 'admin@demo.ru');
  await sidebar(page).getByRole('link', { name: 'Пользователи' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.getByLabel('Имя, e-mail или телефон').fill(email);
  const table = page.getByRole('table', { name: 'Пользователи' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await shoot(page, 'admin-users');
  await table.getByRole('link', { name: 'Зинаида' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Зинаида' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Аккаунт' })).toContainText(email);
  await expect(page.getByRole('table', { name: 'Сеансы' }).getByText('Активен').first()).toBeVisible();

  await page.getByRole('button', { name: 'Заблокировать' }).click();
  const confirm = page.getByRole('dialog', { name: 'Подвердить действие' });
  await confirm.getByLabel('Причина').fill('Проверка блокировки');
  await confirm.getByRole('button', { name: 'Да' }).click();
  await expect(page.getByText('Аккаунт заблокирован, его сеансы завершены')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Аккаунт' })).toContainText('Заблокирован');
  const history = page.getByRole('region', { name: 'История' });
  // the journal names the administrator and the fields the block changed
  await expect(history).toContainText('Админ Платформы');
  await expect(history).toContainText('Причина, Активен');
  await shoot(page, 'admin-user-blocked');

  // their open cabinet loses its session at the next request, and signing in again is refused
  await theirs.goto('/app/profile');
  await expect(theirs).toHaveURL(/\/auth/);
  const refused = await request.post('/api/auth/login/', { data: { email, password: PASSWORD } });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { detail: string }).detail).toBe(
    'Аккаунт заблокирован. Обратитесь в поддержку.',
  );

  await page.getByRole('button', { name: 'Разблокировать' }).click();
  await page.getByRole('dialog', { name: 'Подвердить действие' }).getByRole('button', { name: 'Да' }).click();
  await expect(page.getByText('Аккаунт разблокирован')).toBeVisible();
  await loginWithPassword(theirs, email);
  await elsewhere.close();
});
