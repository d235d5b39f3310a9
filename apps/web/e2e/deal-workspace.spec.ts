import { bearer, expect, loginWithPassword, SEEN_VERSION_KEY, shoot, test, VERSION } from './fixtures';

/*
 * Issue 12 §3 and §5: the deal as a workspace — its timeline shows a note, a payment and a status move in the order
 * they happened, newest first; the board's columns are headed by the count and money the server counts.
 */

const OWNER = 'company@demo.ru';

/** «1 234,50 ₽» → 1234.5 */
const rublesOf = (text: string | null) => Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.'));

test('a deal’s timeline: a note, a payment and a status move, newest first', async ({
  page,
  request,
  browser,
  baseURL,
  locale,
}) => {
  test.setTimeout(180_000);
  const headers = await bearer(request, OWNER);
  const made = await request.post('/api/company-orders/orders/', {
    headers,
    data: { type_order: 1, category_order: 2, note: 'Сделка для ленты' },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const { id, number } = (await made.json()) as { id: number; number: number };

  await page.setViewportSize({ width: 1440, height: 900 });
  await loginWithPassword(page, OWNER);
  await page.goto(`/app/orders/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Сделка № ${number}` })).toBeVisible();
  const events = page.getByRole('list', { name: 'События сделки' }).getByRole('listitem');
  await expect(events).toHaveCount(1);
  await expect(events.first()).toContainText('Сделка создана');

  // a note from the box at the top of the timeline
  const note = `Семья просит прощание в 10:30 (${Date.now().toString(36)})`;
  const box = page.getByRole('form', { name: 'Новая заметка' });
  await box.getByLabel('Заметка').fill(note);
  await box.getByRole('button', { name: 'Добавить заметку' }).click();
  await expect(events).toHaveCount(2);
  await expect(events.first()).toContainText(note);
  await expect(box.getByLabel('Заметка')).toHaveValue('');

  // a payment
  const payments = page.getByRole('region', { name: 'Оплата' });
  await payments.getByRole('button', { name: 'Добавить платёж' }).click();
  const dialog = page.getByRole('dialog', { name: 'Новый платёж' });
  await dialog.getByLabel('Сумма').fill('1500');
  await dialog.getByRole('button', { name: 'Записать' }).click();
  await expect(dialog).toBeHidden();
  await expect(events).toHaveCount(3);

  // a status move from the status chip
  await page.getByRole('button', { name: 'Статус: Новая. Сменить статус' }).click();
  await page.getByRole('menuitem', { name: 'В работе' }).click();
  await expect(page.getByRole('button', { name: 'Статус: В работе. Сменить статус' })).toBeVisible();
  await expect(events).toHaveCount(4);

  const read = async () =>
    (await events.allTextContents()).map((text) => text.replace(/[\u00a0\u202f]/g, ' '));
  const expectOrder = async () => {
    const texts = await read();
    expect(texts[0]).toContain('Статус: «Новая» → «В работе»');
    expect(texts[1]).toContain('Платёж 1 500,00 ₽ · наличные');
    expect(texts[2]).toContain(note);
    expect(texts[3]).toContain('Сделка создана');
  };
  await expectOrder();
  // the server keeps the same order
  await page.reload();
  await expect(events).toHaveCount(4);
  await expectOrder();
  await shoot(page, 'deal-workspace-timeline');

  // a read-only employee reads the same timeline, without the note box
  const viewer = await browser.newContext({ baseURL, locale });
  await viewer.addInitScript(([key, version]) => localStorage.setItem(key, version), [
    SEEN_VERSION_KEY,
    VERSION,
  ] as const);
  const reader = await viewer.newPage();
  await reader.setViewportSize({ width: 1440, height: 900 });
  await loginWithPassword(reader, 'viewer@demo.ru');
  await reader.goto(`/app/orders/${id}`);
  await expect(reader.getByRole('list', { name: 'События сделки' }).getByRole('listitem')).toHaveCount(4);
  await expect(reader.getByRole('form', { name: 'Новая заметка' })).toHaveCount(0);
  await shoot(reader, 'deal-workspace-viewer');
  await viewer.close();
});

test('the board’s columns show the server’s count and money, and at least five cards at 1440×900', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const headers = await bearer(request, OWNER);
  const heads = async () => {
    const response = await request.get('/api/company-orders/orders/summary/', { headers });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { results: { status: string; count: number; total: number }[] })
      .results;
  };
  const before = await heads();

  await page.setViewportSize({ width: 1440, height: 900 });
  await loginWithPassword(page, OWNER);
  await page.goto('/app/orders?view=board');
  const column = (label: string) => page.getByRole('region', { name: `Колонка «${label}»` });
  const done = before.find((head) => head.status === 'completed');
  expect(done && done.count >= 5, 'the demo company has five completed deals or more').toBe(true);
  // each head: the count and Σ total the server counted (a column loads only its newest ten)
  for (const [status, label] of [
    ['new', 'Новая'],
    ['in_progress', 'В работе'],
    ['completed', 'Выполнена'],
  ] as const) {
    const head = before.find((entry) => entry.status === status);
    await expect(column(label).getByLabel(`Сделок: ${head?.count}`)).toBeVisible();
    const sum = column(label).getByLabel(new RegExp(`^Сумма колонки «${label}»`));
    await expect.poll(async () => rublesOf(await sum.textContent())).toBeCloseTo(head?.total ?? -1, 2);
  }
  // five cards of the fullest column fit the 1440×900 screen without scrolling
  const cards = column('Выполнена').getByRole('article');
  await expect(cards.nth(4)).toBeVisible();
  const fifth = await cards.nth(4).boundingBox();
  expect(fifth && fifth.y + fifth.height).toBeLessThanOrEqual(900);
  // the newest ten, then «Показать ещё»
  if ((done?.count ?? 0) > 10) {
    await expect(cards).toHaveCount(10);
    await column('Выполнена').getByRole('button', { name: 'Показать ещё' }).click();
    await expect(cards).toHaveCount(Math.min(20, done?.count ?? 0));
  }
  // cards name the client and the deceased
  await expect(cards.first()).toContainText('Клиент:');
  await shoot(page, 'deal-workspace-board', false);

  // a new deal of 2 000 ₽: the «Новая» head counts it at once
  const service = await request.post('/api/company-products/services/', {
    headers,
    data: { name: `Услуга доски ${Date.now().toString(36)}`, price: 2000 },
  });
  expect(service.ok(), await service.text()).toBe(true);
  const made = await request.post('/api/company-orders/orders/', {
    headers,
    data: {
      type_order: 1,
      category_order: 4,
      items: [{ kind: 'service', item_id: ((await service.json()) as { id: number }).id, quantity: 1 }],
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  await page.reload();
  const fresh = before.find((head) => head.status === 'new');
  await expect(column('Новая').getByLabel(`Сделок: ${(fresh?.count ?? 0) + 1}`)).toBeVisible();
  const sum = column('Новая').getByLabel(/^Сумма колонки «Новая»/);
  await expect.poll(async () => rublesOf(await sum.textContent())).toBeCloseTo((fresh?.total ?? 0) + 2000, 2);
});
