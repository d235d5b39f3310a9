import { bearer, expect, loginWithPassword, sidebar, test } from './fixtures';

const DEALER = 'Дилерский центр «Память»';

test('an administrator accepts a dealer’s code with its share, makes and switches off a platform code, and reads the dealer’s statistic', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // the demo dealer asks for a code of its own (a fresh one: other journeys read the demo's)
  const code = `E2E-${Date.now().toString(36).toUpperCase().slice(-8)}`;
  const asked = await request.post('/api/company/dealer-request-promo-code/', {
    headers: await bearer(request, 'dealer@demo.ru'),
    data: {
      code,
      discount_percent: 12,
      audience: null,
      max_uses: 50,
      valid_until: null,
      note: 'Листовки в салонах',
    },
  });
  expect(asked.ok(), await asked.text()).toBe(true);

  await page.setViewportSize({ width: 1440, height: 900 });
  await loginWithPassword(page, 'admin@demo.ru');

  // «Промокоды дилеров»: the request waits among the new ones; accepted with a 10 % share
  await sidebar(page).getByRole('link', { name: 'Промокоды дилеров' }).click();
  await expect(page).toHaveURL(/\/admin\/dealers\/promo-codes$/);
  const requests = page.getByRole('table', { name: 'Промокоды дилеров' });
  const request_ = requests.getByRole('row').filter({ hasText: code });
  await expect(request_).toContainText('Листовки в салонах');
  await expect(request_).toContainText(DEALER);
  await request_.getByRole('button', { name: `Принять промокод ${code}` }).click();
  const accept = page.getByRole('dialog', { name: 'Принять промокод' });
  await accept.getByLabel('Доля дилера, %').fill('10');
  await accept.getByRole('button', { name: 'Принять' }).click();
  await expect(page.getByText(`Промокод ${code} действует`)).toBeVisible();
  await expect(requests.getByText(code)).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Статус' }).click();
  await page.getByRole('option', { name: 'Действует' }).click();
  const decided = requests.getByRole('row').filter({ hasText: code });
  await expect(decided).toContainText('Доля дилера: 10 %');

  // «Промокоды»: the dealer's code with its terms; a platform code made and switched off
  await sidebar(page).getByRole('link', { name: 'Промокоды', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/promo-codes$/);
  const codes = page.getByRole('table', { name: 'Промокоды' });
  await page.getByRole('searchbox', { name: 'Промокод' }).fill(code.toLowerCase());
  const dealerCode = codes.getByRole('row').filter({ hasText: code });
  await expect(codes.getByRole('row')).toHaveCount(2);
  for (const text of [DEALER, '12 %', '10 %', '0 из 50', 'без срока', 'Действует'])
    await expect(dealerCode).toContainText(text);

  // its terms changed: a bigger share and no limit of uses
  await dealerCode.getByRole('button', { name: `Изменить промокод ${code}` }).click();
  const edit = page.getByRole('dialog', { name: `Промокод ${code}` });
  await edit.getByLabel('Доля дилера, %').fill('15');
  await edit.getByLabel('Сколько раз можно использовать').fill('');
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText(`Промокод ${code} сохранён`)).toBeVisible();
  await expect(dealerCode).toContainText('15 %');
  await expect(dealerCode).not.toContainText('из 50');

  const own = `${code}-P`;
  await page.getByRole('button', { name: 'Создать промокод' }).click();
  const form = page.getByRole('dialog', { name: 'Новый промокод' });
  await form.getByLabel('Промокод').fill(own);
  await form.getByLabel('Скидка, %').fill('5');
  await form.getByRole('combobox', { name: 'Для кого' }).click();
  await page.getByRole('option', { name: 'Компании' }).click();
  await form.getByLabel('Действует до').fill('31122099');
  await form.getByRole('button', { name: 'Создать' }).click();
  await expect(page.getByText(`Промокод ${own} создан`)).toBeVisible();
  const platform = codes.getByRole('row').filter({ hasText: own });
  for (const text of ['Платформа', '5 %', 'Компании', '31.12.2099', 'Действует'])
    await expect(platform).toContainText(text);
  await platform.getByRole('button', { name: `Отключить промокод ${own}` }).click();
  await page.getByRole('dialog', { name: 'Подвердить действие' }).getByRole('button', { name: 'Да' }).click();
  await expect(page.getByText(`Промокод ${own} отключён`)).toBeVisible();
  await expect(platform).toContainText('Отключён');

  // «Заявки дилеров»: the demo dealer's request, accepted
  await sidebar(page).getByRole('link', { name: 'Заявки дилеров' }).click();
  await page.getByRole('combobox', { name: 'Статус' }).click();
  await page.getByRole('option', { name: 'Принятые' }).click();
  const accepted = page
    .getByRole('table', { name: 'Заявки дилеров' })
    .getByRole('row')
    .filter({ hasText: DEALER });
  await expect(accepted).toContainText('Принята');

  // «Статистика дилеров» → the dealer's own report, for the same period
  await sidebar(page).getByRole('link', { name: 'Статистика дилеров' }).click();
  await page.getByRole('table', { name: 'Статистика дилеров' }).getByRole('link', { name: DEALER }).click();
  await expect(page).toHaveURL(/\/admin\/dealers\/statistic\/\d+\?date_start=/);
  await expect(page.getByRole('heading', { level: 1, name: `Статистика дилера «${DEALER}»` })).toBeVisible();
  const income = page.getByRole('region', { name: 'Доход дилера за период' });
  await expect(income).toContainText('Вознаграждение');
  await expect(income.getByRole('textbox', { name: 'С', exact: true })).toHaveValue(/^01\.\d{2}\.\d{4}$/);

  // on a phone the lists are cards and nothing scrolls sideways
  const statistic = new URL(page.url()).pathname;
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, list] of [
    ['/admin/promo-codes', 'Промокоды'],
    ['/admin/dealers/promo-codes', 'Промокоды дилеров'],
    ['/admin/dealers/requests', 'Заявки дилеров'],
    ['/admin/dealers/statistic', 'Статистика дилеров'],
    [statistic, 'Доход дилера за период'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('region', { name: list })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways on a phone`).toBeLessThanOrEqual(0);
  }
});
