import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import PizZip from 'pizzip';
import QRCode from 'qrcode';
import { bearer, expect, loginWithPassword, SEEN_VERSION_KEY, shoot, test, VERSION } from './fixtures';

type DealRow = { id: number; status: string; deceased: { id: number }[] };
type Deal = { id: number; deceased: { id: number; full_name: string; memory_page_id: number | null }[] };
type Grave = { id: number; number: string };

const ASKING = ['in_progress', 'awaiting_payment', 'paid', 'completed'];

/**
 * A deal of «Ритуал-Сервис» that may ask for a passport: in work or later, its deceased with a memory page and a grave
 * on the demo's map, and no request for that grave yet (the demo's requests took two graves).
 */
async function dealToAsk(request: APIRequestContext, headers: { Authorization: string }) {
  const asked = await request.get('/api/passports/company/request-passport/?limit=100', { headers });
  const taken = new Set(
    ((await asked.json()) as { results: { grave: { id: number } }[] }).results.map((row) => row.grave.id),
  );
  const list = await request.get('/api/company-orders/orders/?limit=100', { headers });
  for (const row of ((await list.json()) as { results: DealRow[] }).results) {
    if (!ASKING.includes(row.status) || row.deceased.length === 0) continue;
    const deal = (await (
      await request.get(`/api/company-orders/orders/${row.id}/`, { headers })
    ).json()) as Deal;
    for (const person of deal.deceased) {
      if (!person.memory_page_id) continue;
      const place = await request.get(
        `/api/cemeteries/public-place-grave/?memory_page_id=${person.memory_page_id}`,
      );
      const grave = (await place.json()) as Grave | null;
      if (grave && !taken.has(grave.id)) return { deal, person, grave };
    }
  }
  throw new Error('no deal of the demo may ask for a passport');
}

test('a company asks for a passport from a deal; the clerk returns it, then approves; the passport carries the grave’s QR code', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const company = await bearer(request, 'company@demo.ru');
  const { deal, person, grave } = await dealToAsk(request, company);

  // the manager asks from the deal, without the holder's phone
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginWithPassword(page, 'company@demo.ru');
  await page.goto(`/app/orders/${deal.id}`);
  const deceased = page.getByRole('list', { name: 'Умершие в сделке' });
  await expect(deceased.getByText(person.full_name)).toBeVisible();
  await deceased.getByRole('button', { name: 'Запросить паспорт' }).click();
  const ask = page.getByRole('dialog', { name: 'Запросить паспорт захоронения' });
  await expect(ask.getByText(person.full_name)).toBeVisible();
  await ask.getByRole('textbox', { name: 'ФИО держателя' }).fill('Воробьёв');
  await ask.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(page).toHaveURL(/\/app\/serial-number\/request-list\/\d+$/);
  const requestId = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { name: `Заявка № ${requestId}` })).toBeVisible();

  // the clerk of the cemetery's organisation finds it by the badge and returns it with a comment
  const clerkContext = await browser.newContext({ baseURL, locale: 'ru-RU' });
  await clerkContext.addInitScript(([key, version]) => localStorage.setItem(key, version), [
    SEEN_VERSION_KEY,
    VERSION,
  ] as const);
  const clerk = await clerkContext.newPage();
  await clerk.setViewportSize({ width: 1440, height: 900 });
  await loginWithPassword(clerk, 'municipal@demo.ru');
  await clerk
    .getByRole('link', { name: /Заявки на паспорта/ })
    .first()
    .click();
  await clerk.goto(`/app/serial-number/request-view/${requestId}`);
  await expect(clerk.getByText(person.full_name).first()).toBeVisible();
  await clerk.getByRole('button', { name: 'Вернуть на исправление' }).click();
  const back = clerk.getByRole('dialog', { name: 'Вернуть на исправление' });
  await back
    .getByRole('textbox', { name: 'Что исправить' })
    .fill('Укажите ФИО держателя полностью и телефон.');
  await back.getByRole('button', { name: 'Вернуть' }).click();
  await expect(clerk.getByText('Заявка возвращена на исправление')).toBeVisible();

  // the company reads the comment, corrects the holder and sends it again
  await page.reload();
  await expect(page.getByText('Укажите ФИО держателя полностью и телефон.')).toBeVisible();
  const fix = page.getByRole('form', { name: 'Исправить заявку' });
  await fix.getByRole('textbox', { name: 'ФИО держателя' }).fill('Воробьёв Николай Семёнович');
  await fix.getByRole('textbox', { name: 'Телефон' }).fill('9105550112');
  await fix.getByRole('button', { name: 'Отправить исправленную заявку' }).click();
  await expect(fix).toBeHidden();
  await expect(
    page.getByRole('region', { name: 'Заявка' }).getByText('Воробьёв Николай Семёнович'),
  ).toBeVisible();

  // the clerk approves: the passport is issued with the series' next number
  await clerk.reload();
  await clerk.getByRole('button', { name: 'Одобрить' }).click();
  await clerk
    .getByRole('dialog')
    .getByRole('button', { name: /Одобрить|Да/ })
    .click();
  await expect(clerk.getByText('Паспорт захоронения выдан.')).toBeVisible();
  await clerk.getByRole('link', { name: 'Открыть паспорт' }).click();
  await expect(clerk.getByRole('heading', { name: /^Паспорт захоронения №\s/ })).toBeVisible();
  await expect(clerk.getByText('Воробьёв Николай Семёнович')).toBeVisible();
  await shoot(clerk, 'burial-passport');

  // its .docx carries the QR code of the grave on the public map
  const saved = clerk.waitForEvent('download');
  await clerk.getByRole('button', { name: 'Скачать .docx' }).click();
  const docx = await saved;
  expect(docx.suggestedFilename()).toMatch(/\.docx$/);
  const zip = new PizZip(readFileSync(await docx.path()));
  const png = zip.file('word/media/rIdImage1.png')?.asNodeBuffer();
  const address = `${new URL(baseURL ?? '').origin}/search?tab=graves&grave=${grave.id}`;
  expect(png?.equals(await QRCode.toBuffer(address, { type: 'png', width: 512, margin: 1 }))).toBe(true);

  // with LibreOffice on the server, the PDF too: the passport's text and the QR code's picture
  const office = await request.get('/api/documents/status/', { headers: company });
  if (((await office.json()) as { pdf: boolean }).pdf) {
    const savedPdf = clerk.waitForEvent('download', { timeout: 60_000 });
    await clerk.getByRole('button', { name: 'Скачать PDF' }).click();
    const pdf = await savedPdf;
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const file = await pdf.path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Воробьёв Николай Семёнович');
    const images = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' });
    expect(images.trim().split('\n').length).toBeGreaterThan(2); // the header, a rule, then the QR code
  }

  // the address opens the grave's card on the public map
  await clerk.goto(address);
  await expect(clerk.getByText(person.full_name).first()).toBeVisible();

  // the company sees the passport in its list
  await page.goto('/app/serial-number/passports-list');
  await expect(page.getByText('Воробьёв Николай Семёнович').first()).toBeVisible();
  await clerkContext.close();
});
