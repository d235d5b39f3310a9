import { expect, loginWithPassword, makePng, PASSWORD, registerPerson, sidebar, test } from './fixtures';

// the change dialog (once per version, each audience its own changes, none on a family's first visit):
// e2e/families.spec.ts

test('a company owner switches to user mode and back', async ({ page }) => {
  await loginWithPassword(page, 'company@demo.ru');
  await expect(page.getByText(/Ритуал-Сервис · .* · Основная/)).toBeVisible();

  await page.getByRole('button', { name: 'Меню профиля' }).click();
  await page.getByRole('menuitem', { name: 'Переключиться в профиль пользователя' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByText('(режим пользователя)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Переключить филиал' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('(режим пользователя)')).toBeVisible();

  await page.getByRole('button', { name: 'Меню профиля' }).click();
  await expect(page.getByRole('menuitem', { name: 'Моя компания' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Вернуться в профиль компании' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByText('(режим пользователя)')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Переключить филиал' })).toBeVisible();
});

test('a company owner switches to the branch and back', async ({ page }) => {
  await loginWithPassword(page, 'company@demo.ru');
  await page.getByRole('button', { name: 'Переключить филиал' }).click();
  const dialog = page.getByRole('dialog', { name: 'Переключить компанию' });
  await dialog.getByRole('button', { name: /Ритуал-Сервис, филиал на Лесной/ }).click();
  await expect(page.getByText('Компания успешно переключена')).toBeVisible();
  await expect(page.getByText(/Ритуал-Сервис, филиал на Лесной · .* · Филиал/)).toBeVisible();

  // back to the main company, so the other tests see the seed as it was
  await page.getByRole('button', { name: 'Переключить филиал' }).click();
  await dialog.getByRole('button').filter({ hasText: 'Основная' }).click();
  await expect(page.getByText(/Ритуал-Сервис · .* · Основная/)).toBeVisible();
});

test('a bug report is checked, sent and read by the administrator', async ({ page }) => {
  const message = `Не открывается фотография в профиле ${Date.now()}`;
  await loginWithPassword(page, 'user@demo.ru');
  await page.getByRole('button', { name: 'Сообщить об ошибке' }).click();
  const dialog = page.getByRole('dialog', { name: 'Сообщить об ошибке' });
  await dialog.getByLabel('Опишите ошибку').fill('Не работает');
  await dialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(dialog.getByText('Размер поля не менее 20 символов')).toBeVisible();
  await dialog.getByLabel('Опишите ошибку').fill(message);
  await dialog.getByLabel('Скриншот').setInputFiles({
    name: 'screen.png',
    mimeType: 'image/png',
    buffer: makePng(),
  });
  await expect(dialog.getByText('screen.png')).toBeVisible();
  await dialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByText('Благодарим Вас, сообщение успешно отправленно')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Меню профиля' }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await loginWithPassword(page, 'admin@demo.ru');
  await sidebar(page).getByRole('link', { name: 'Сообщения об ошибках' }).click();
  await expect(page).toHaveURL(/\/admin\/bugs$/);
  const row = page.getByRole('row', { name: new RegExp(message) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Анна');
  await row.click();
  await expect(page).toHaveURL(/\/admin\/bugs\/\d+$/);
  await expect(page.getByText(message)).toBeVisible();
  // the screenshot is private: fetched with the session from the administrators' route, shown as an object URL
  const screenshot = page.getByRole('img', { name: 'Скриншот' });
  await expect(screenshot).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => screenshot.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
});

test('profile: names, avatar through the crop dialog, and a new password', async ({ page, request }) => {
  const email = await registerPerson(request, 'Вера');
  await loginWithPassword(page, email);
  await expect(page.getByRole('heading', { name: 'Здравствуйте, Вера!' })).toBeVisible();
  await page.getByRole('button', { name: 'Меню профиля' }).click();
  await page.getByRole('menuitem', { name: 'Мой профиль' }).click();
  await expect(page).toHaveURL(/\/app\/profile$/);

  // names
  await page.getByLabel('Имя', { exact: true }).fill('В');
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.getByText('Размер поля от 2 до 15 символов')).toBeVisible();
  await page.getByLabel('Имя', { exact: true }).fill('Варвара');
  await page.getByLabel('Фамилия').fill('Соколова');
  await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
  await expect(page.getByText('Профиль сохранён')).toBeVisible();

  // avatar
  await page.getByRole('button', { name: 'Загрузить фотографию' }).click();
  const crop = page.getByRole('dialog', { name: 'Фотография профиля' });
  await crop.getByLabel('Изображение').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: makePng(200),
  });
  await expect(crop.getByRole('img', { name: 'Предпросмотр' })).toBeVisible();
  await crop.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Редактирование изображения завершено')).toBeVisible();
  await expect(crop).toBeHidden();
  await expect(page.getByRole('button', { name: 'Изменить фотографию' })).toBeVisible();
  const avatar = page.getByRole('img', { name: 'Фотография профиля' });
  await expect(avatar).toHaveAttribute('src', /\/media\//);
  const src = await avatar.getAttribute('src');
  const image = await request.get(src!);
  expect(image.ok()).toBe(true);
  expect(image.headers()['content-type']).toMatch(/^image\//);

  // password
  const newPassword = 'novyi-parol-42';
  await page.getByLabel('Текущий пароль').fill(PASSWORD);
  await page.getByLabel('Новый пароль').fill(newPassword);
  await page.getByRole('button', { name: 'Сменить пароль' }).click();
  await expect(page.getByText('Пароль изменён')).toBeVisible();

  await page.getByRole('button', { name: 'Меню профиля' }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Телефон или e-mail').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page.getByText('Неверный логин или пароль.')).toBeVisible();
  await loginWithPassword(page, email, newPassword);
  await expect(page.getByRole('heading', { name: 'Здравствуйте, Варвара!' })).toBeVisible();
});
