import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, loginWithPassword, PASSWORD, sidebar, test } from './fixtures';

const OWNER = 'company@demo.ru';

async function bearer(request: APIRequestContext, email: string) {
  const response = await request.post('/api/auth/login/', { data: { email, password: PASSWORD } });
  expect(response.ok()).toBe(true);
  return { Authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

/** Nothing may scroll sideways on a phone. */
async function fitsPhone(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(250);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect.soft(overflow, `${name} scrolls sideways at 390px`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('the owner finds the templates and placeholders, uploads an own template, and opens a deal’s contract in the viewer', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const auth = await bearer(request, OWNER);
  const suffix = Date.now().toString(36);
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginWithPassword(page, OWNER);

  // «Шаблоны документов» in the «Сделки» group: the four built-ins and the catalog with copy buttons
  await sidebar(page).getByRole('link', { name: 'Шаблоны документов' }).click();
  await expect(page).toHaveURL(/\/app\/document-templates$/);
  const builtins = page.getByRole('region', { name: 'Встроенные шаблоны' });
  for (const name of [
    'Договор на оказание ритуальных услуг',
    'Счёт',
    'Акт выполненных работ',
    'Наряд-заказ',
  ]) {
    await expect(builtins.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Скопировать {total_words}' })).toBeVisible();
  await fitsPhone(page, 'document templates');

  // the built-in invoice, downloaded as it is, goes back up as the company's own template
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать .docx: Счёт' }).click();
  const invoice = await download;
  expect(invoice.suggestedFilename()).toBe('Счёт.docx');
  const file = await invoice.path();
  await page.getByRole('button', { name: 'Загрузить шаблон' }).click();
  const dialog = page.getByRole('dialog', { name: 'Загрузка шаблона' });
  await dialog.getByLabel('Файл шаблона .docx').setInputFiles({
    name: 'Счёт компании.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: await readFile(file),
  });
  await dialog.getByLabel(/Название шаблона/).fill(`Счёт ${suffix}`);
  await dialog.getByRole('button', { name: 'Загрузить' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/app\/document-templates\/\d+$/);
  await expect(page.getByRole('heading', { name: `Счёт ${suffix}`, level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Плейсхолдеры в шаблоне' }).getByText('{total_words}'),
  ).toBeVisible();
  const templateId = page.url().split('/').pop();

  // a contract of one of the company's burial deals, made through the API, opens in the viewer
  const deals = await request.get('/api/company-orders/orders/', {
    headers: auth,
    params: { category_order: 2, limit: 1 },
  });
  const deal = ((await deals.json()) as { results: { id: number; number: number }[] }).results[0];
  const made = await request.post('/api/documents/documents/', {
    headers: auth,
    data: { order_id: deal.id, template_id: 'contract', format: 'docx' },
  });
  expect(made.status(), await made.text()).toBe(201);
  const contract = (await made.json()) as { id: number; file_name: string };
  const own = await request.post('/api/documents/documents/', {
    headers: auth,
    data: { order_id: deal.id, template_id: templateId, format: 'docx' },
  });
  expect(own.status(), await own.text()).toBe(201);

  await page.goto(`/app/document-viewer?document=${contract.id}`);
  await expect(page.getByRole('heading', { name: contract.file_name, level: 1 })).toBeVisible();
  const status = (await (await request.get('/api/documents/status/', { headers: auth })).json()) as {
    pdf: boolean;
  };
  if (status.pdf) {
    await expect(page.getByTitle(`Документ: ${contract.file_name}`)).toBeVisible({ timeout: 60_000 });
  } else {
    await expect(page.getByText(/Преобразование в PDF недоступно/)).toBeVisible();
  }
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: `Скачать .docx: ${contract.file_name}` }).click();
  expect((await saved).suggestedFilename()).toBe(`${contract.file_name}.docx`);
  await expect(page.getByRole('link', { name: `Сделка № ${deal.number}` })).toHaveAttribute(
    'href',
    `/app/orders/${deal.id}`,
  );
  await fitsPhone(page, 'document viewer');

  // both the view and the download are in the journal's download history
  const history = await request.get('/api/journal/company/document-download-history/', {
    headers: auth,
    params: { document_id: contract.id },
  });
  const entries = ((await history.json()) as { results: { format: string; inline: boolean }[] }).results;
  expect(entries.some((entry) => entry.format === 'docx' && !entry.inline)).toBe(true);
  if (status.pdf) expect(entries.some((entry) => entry.format === 'pdf' && entry.inline)).toBe(true);
});

test('the journal’s «Скачивания документов»: the demo documents’ downloads, who and which deal, filtered by who', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginWithPassword(page, OWNER);
  await page.goto('/app/journal');
  await page.getByRole('tab', { name: 'Скачивания документов' }).click();
  await expect(page).toHaveURL(/\/app\/journal\?tab=downloads$/);
  const table = page.getByRole('table', { name: 'Скачивания документов' });
  // the demo seed: the manager downloaded each contract and invoice, Анна Смирнова the invoice of her deal
  await expect(table.getByRole('row').filter({ hasText: 'Мария Ковалёва' }).first()).toBeVisible();
  const hers = table.getByRole('row').filter({ hasText: 'Анна Смирнова' });
  await expect(hers).toHaveCount(1);
  await expect(hers).toContainText('Счёт');
  await expect(hers).toContainText('Word (.docx), скачивание');

  await page.getByRole('combobox', { name: 'Кто', exact: true }).click();
  await page.getByRole('option', { name: /Анна Смирнова/ }).click();
  await expect(table.getByRole('row')).toHaveCount(2); // the header and her download
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
    await page.waitForTimeout(300);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect.soft(overflow, `downloads scroll sideways at ${width}px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/screens/journal-downloads-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  const deal = table.getByRole('link', { name: /^Сделка № \d+$/ });
  const number = (await deal.textContent())?.replace(/\D/g, '');
  await deal.click();
  await expect(page).toHaveURL(/\/app\/orders\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Сделка № ${number}` })).toBeVisible();
});
