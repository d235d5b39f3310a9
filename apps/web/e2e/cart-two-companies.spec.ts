import { expect, loginWithPassword, SEEN_VERSION_KEY, sidebar, test, VERSION } from './fixtures';

/** Issue 3 §6: the whole path of a family: two companies' catalogs → one cart → a request → the owner's inbox. */

type PublicCompany = { landing_id: number; name: string };

async function landingOf(
  request: import('@playwright/test').APIRequestContext,
  name: string,
): Promise<number> {
  const response = await request.get('/api/public/companies/', { params: { name } });
  expect(response.ok()).toBe(true);
  const { results } = (await response.json()) as { results: PublicCompany[] };
  const company = results.find((c) => c.name === name);
  if (!company) throw new Error(`the demo company «${name}» is not published`);
  return company.landing_id;
}

test('a guest fills one cart from two companies, sends it to one, and that owner sees it with the badge', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const ritual = await landingOf(request, 'Ритуал-Сервис');
  const south = await landingOf(request, 'Память-Юг');
  const requester = `Гость двух компаний ${Date.now().toString(36)}`;

  for (const landing of [ritual, south]) {
    await page.goto(`/company/${landing}/catalog`);
    const products = page.getByRole('region', { name: 'Товары' });
    const add = products.getByRole('button', { name: /^В корзину:/ }).first();
    await expect(add).toBeVisible();
    await add.click();
    await expect(products.getByRole('button', { name: /^В корзине:/ }).first()).toBeVisible();
  }

  await page.getByRole('button', { name: 'Корзина' }).click();
  const panel = page.getByRole('dialog');
  const ritualCard = panel.getByRole('region', { name: 'Компания Ритуал-Сервис' });
  const southCard = panel.getByRole('region', { name: 'Компания Память-Юг' });
  await expect(ritualCard).toBeVisible();
  await expect(southCard).toBeVisible();

  await panel.getByLabel('Имя').fill(requester);
  await panel.getByLabel('Телефон').fill('+79005557788');
  // the items first, then the contacts, then a button per company
  await panel.getByRole('button', { name: 'Отправить заявку в Память-Юг' }).click();
  await expect(panel.getByText('Ваша заявка успешно отправлена.')).toBeVisible();
  // only the company the request went to leaves the cart
  await expect(southCard).toHaveCount(0);
  await expect(ritualCard).toBeVisible();

  // the owner of «Память-Юг» signs in: the sidebar badge counts the new request, the inbox shows it
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(([key, version]) => localStorage.setItem(key, version), [
    SEEN_VERSION_KEY,
    VERSION,
  ] as const);
  const owner = await context.newPage();
  await loginWithPassword(owner, 'company2@demo.ru');
  const requestsLink = sidebar(owner).getByRole('link', { name: /Заявки с сайта/ });
  await expect(requestsLink.getByLabel(/^Новых заявок: [1-9]\d*$/)).toBeVisible();
  await requestsLink.click();
  await expect(owner).toHaveURL(/\/app\/requests$/);
  const row = owner.getByRole('row', { name: new RegExp(requester) });
  await expect(row).toBeVisible();
  await row.click();
  await expect(owner.getByText(requester).first()).toBeVisible();
  await expect(
    owner.getByText('+79005557788').or(owner.getByText('+7 (900) 555-77-88')).first(),
  ).toBeVisible();

  // «Ритуал-Сервис» did not get it
  const login = await request.post('/api/auth/login/', {
    data: { email: 'company@demo.ru', password: 'demo12345' },
  });
  const { token } = (await login.json()) as { token: string };
  const inbox = await request.get('/api/company-orders/requests/', {
    params: { query: requester },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await inbox.json()) as { count: number }).count).toBe(0);
  await context.close();
});
