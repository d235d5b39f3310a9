import type { Browser, Page } from '@playwright/test';
import {
  expect,
  loginWithPassword,
  registerPerson,
  SEEN_VERSION_KEY,
  sidebar,
  test,
  VERSION,
} from './fixtures';

const CODE = 'JOURNEY-20';

/** A page of its own for another account (its own cookies and storage), signed in. */
async function signedIn(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'ru-RU',
    viewport: { width: 1440, height: 900 },
  });
  await context.addInitScript(([key, version]) => localStorage.setItem(key, version), [
    SEEN_VERSION_KEY,
    VERSION,
  ] as const);
  const page = await context.newPage();
  await loginWithPassword(page, email);
  return page;
}

test('a dealer asks for a code, the administrator accepts it with a share, a family pays with it by card and the dealer earns', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });

  // the demo dealer asks for its own code
  await loginWithPassword(page, 'dealer@demo.ru');
  await sidebar(page).getByRole('link', { name: 'Заявки на промокоды' }).click();
  await page.getByRole('button', { name: 'Запросить промокод' }).click();
  const ask = page.getByRole('dialog', { name: 'Запросить промокод' });
  await ask.getByLabel('Промокод').fill(CODE.toLowerCase());
  await ask.getByLabel('Скидка, %').fill('20');
  await ask.getByLabel('Где и кому вы будете его раздавать').fill('Листовки в поликлиниках Твери');
  await ask.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(CODE) }).getByText('На рассмотрении')).toBeVisible();

  // the administrator accepts it: 25 % of what is paid with it goes to the dealer
  const admin = await signedIn(browser, baseURL, 'admin@demo.ru');
  await admin.goto('/admin/dealers/promo-codes');
  await admin.getByRole('button', { name: `Принять промокод ${CODE}` }).click();
  const accept = admin.getByRole('dialog', { name: 'Принять промокод' });
  await accept.getByLabel('Доля дилера, %').fill('25');
  await accept.getByRole('button', { name: 'Принять', exact: true }).click();
  await expect(accept).toBeHidden();
  await admin.context().close();

  // the dealer's «Промокоды» list it as working
  await sidebar(page).getByRole('link', { name: 'Промокоды дилера' }).click();
  const row = page.getByRole('row', { name: new RegExp(CODE) });
  await expect(row.getByText('Действует')).toBeVisible();
  await expect(row.getByText('25 %')).toBeVisible();

  // a family pays «Семейный» (199,00 ₽) by card with the code: 159,20 ₽
  const family = await signedIn(browser, baseURL, await registerPerson(request, 'Лидия'));
  await family.goto('/app/tariff');
  await family
    .getByRole('article', { name: 'Семейный' })
    .getByRole('button', { name: 'Оплатить картой' })
    .click();
  const byCard = family.getByRole('dialog', { name: 'Оплата картой' });
  await byCard.getByLabel('Промокод').fill(CODE);
  await byCard.getByRole('button', { name: 'Применить' }).click();
  await expect(byCard.getByRole('status')).toHaveText('Скидка 20 %: 159,20 ₽ вместо 199,00 ₽');
  await expect(byCard.getByText('К оплате: 159,20 ₽')).toBeVisible();
  await byCard.getByRole('button', { name: 'Перейти к оплате' }).click();
  await expect(family).toHaveURL(/\/app\/payment\/test\//);
  await family.getByRole('button', { name: 'Оплатить', exact: true }).click();
  const outcome = family.getByRole('dialog', { name: 'Результат оплаты' });
  await expect(outcome.getByText(/^Оплата прошла/)).toBeVisible({ timeout: 15_000 });
  await family.context().close();

  // the dealer's reports: 25 % of 159,20 ₽ by this code
  await sidebar(page).getByRole('link', { name: 'Отчёты' }).click();
  const income = page.getByRole('region', { name: 'Доход дилера за период' });
  await expect(income).toBeVisible();
  const byCode = page
    .getByRole('table', { name: 'По промокодам' })
    .getByRole('row', { name: new RegExp(CODE) });
  await expect(byCode).toContainText('159,20 ₽');
  await expect(byCode).toContainText('39,80 ₽');
});
