import { expect, freshEmail, latestCode, loginWithPassword, PASSWORD, test } from './fixtures';

test('a guest sees the landing and goes on to the login form', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Светлая память');
  await expect(page.getByRole('heading', { name: 'Что есть на платформе' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/auth\?plan=login$/);
  await expect(page.getByRole('heading', { name: 'Вход', level: 1 })).toBeVisible();

  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Создать аккаунт' }).click();
  await expect(page).toHaveURL(/\/auth\?plan=register$/);
  await expect(page.getByRole('heading', { name: 'Регистрация', level: 1 })).toBeVisible();
});

test('a person registers, confirms the code from the outbox and is greeted by name', async ({
  page,
  request,
}) => {
  const email = freshEmail('anna');
  await page.goto('/auth?plan=register');
  await expect(page.getByLabel('Частное лицо')).toBeChecked();
  await page.getByLabel('Имя').fill('Глеб');
  await page.getByLabel('Телефон или e-mail').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

  await expect(page.getByRole('heading', { name: 'Подтверждение' })).toBeVisible();
  await expect(page.getByText(`Мы отправили код подтверждения на ${email}`)).toBeVisible();
  await page.getByLabel('Код подтверждения').fill(await latestCode(request, email));
  await page.getByRole('button', { name: 'Подтвердить' }).click();

  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Здравствуйте, Глеб!' })).toBeVisible();
  // a family's home, and on its very first visit no release notes
  await expect(
    page.getByText('Семейное древо и страницы памяти ваших близких — здесь, на главной.'),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Разделы кабинета' }).getByRole('link', { name: 'Главная' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a company registers and its dashboard shows the company', async ({ page, request }) => {
  const email = freshEmail('firm');
  await page.goto('/auth?plan=register');
  await page.getByLabel('Компания', { exact: true }).check();
  await page.getByLabel('Название компании').fill('Обелиск');
  await page.getByLabel('Телефон или e-mail').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();

  await page.getByLabel('Код подтверждения').fill(await latestCode(request, email));
  await page.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByText(/Обелиск · .* · Основная/)).toBeVisible();
  // the company owner has the company menu and the branch switch
  await page.getByRole('button', { name: 'Меню профиля' }).click();
  await expect(page.getByRole('menuitem', { name: 'Моя компания' })).toBeVisible();
});

test('login by password greets the demo person', async ({ page }) => {
  await loginWithPassword(page, 'user@demo.ru');
  await expect(page.getByRole('heading', { name: 'Здравствуйте, Анна!' })).toBeVisible();
});

test('login by phone number works too', async ({ page }) => {
  await loginWithPassword(page, '+7 900 000-00-01');
  await expect(page.getByRole('heading', { name: 'Здравствуйте, Анна!' })).toBeVisible();
});

test('login by a code from the outbox', async ({ page, request }) => {
  await page.goto('/auth?plan=login');
  await page.getByRole('button', { name: 'По коду' }).click();
  await page.getByLabel('Телефон или e-mail').fill('manager@demo.ru');
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByText('Введите код из 5 цифр, отправленный на manager@demo.ru.')).toBeVisible();
  await page.getByLabel('Код подтверждения').fill(await latestCode(request, 'manager@demo.ru'));
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Здравствуйте, Мария!' })).toBeVisible();
});

test('a wrong password is refused with the spec message', async ({ page }) => {
  await page.goto('/auth?plan=login');
  await page.getByLabel('Телефон или e-mail').fill('user@demo.ru');
  await page.getByLabel('Пароль', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(page.getByText('Неверный логин или пароль.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?plan=login$/);
});

test('field rules show the spec messages and clear after 4 seconds', async ({ page }) => {
  await page.goto('/auth?plan=login');
  const submit = page.getByRole('button', { name: 'Войти', exact: true });
  await submit.click();
  await expect(page.getByText('Поле обязательно для заполнения')).toHaveCount(2);

  await page.getByLabel('Телефон или e-mail').fill('anna@mail');
  await page.getByLabel('Пароль', { exact: true }).fill('short');
  await submit.click();
  await expect(page.getByText('Неверный формат почты')).toBeVisible();
  await expect(page.getByText('Размер поля не менее 8 символов')).toBeVisible();
  await expect(page.getByText('Неверный формат почты')).toBeHidden({ timeout: 6_000 });

  await page.getByRole('button', { name: 'По коду' }).click();
  await page.getByLabel('Телефон или e-mail').fill('ab');
  await page.getByRole('button', { name: 'Получить код' }).click();
  await expect(page.getByText('Размер поля не менее 3 символов')).toBeVisible();
});
