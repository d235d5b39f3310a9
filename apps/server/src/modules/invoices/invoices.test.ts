import type { Session } from '@sp/shared/api/auth';
import { INVOICE_MSG } from '@sp/shared/api/invoices';
import { eq } from 'drizzle-orm';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNeverAtMedia } from '../../../test/media-addresses';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { companies } from '../companies/companies.table';
import { invoices } from './invoices.table';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['admin']>>;
let business: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.admin();
  business = (
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/tariffs/',
      headers: t.bearer(admin.session),
      payload: {
        audience: 2,
        name: 'Бизнес',
        price: 2990,
        period_months: 1,
        limits: { employees: 15, branches: 3, documents_per_month: 500, messages_per_month: 2000 },
      },
    })
  ).json();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, session: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: t.bearer(session) });
const BASE = '/api/company/invoices-payment/';

async function companyWithInn(inn = '7701234567') {
  const owner = await t.companyOwner('REGULAR', `Ритуал ${inn}`);
  await t.db
    .update(companies)
    .set({ inn, address: 'г. Тверь, ул. Советская, 1' })
    .where(eq(companies.id, owner.company.id));
  return owner;
}

const docxText = (data: Buffer) =>
  new PizZip(data)
    .file('word/document.xml')!
    .asText()
    .replace(/<[^>]+>/g, '')
    .replace(/\u00a0/g, ' ');

describe('invoices for organisations (issue 14 §4)', () => {
  it('a company asks for a numbered invoice and downloads it; a family cannot; another company sees 404', async () => {
    const bare = await t.companyOwner();
    const noInn = await call('POST', BASE, bare.session, { amount: 5000 });
    expect(noInn.statusCode).toBe(400);
    expect(noInn.json()).toEqual(expect.objectContaining({ inn: [INVOICE_MSG.innRequired] }));

    const owner = await companyWithInn();
    const created = await call('POST', BASE, owner.session, { amount: 12345.67 });
    expect(created.statusCode, created.body).toBe(201);
    const invoice = created.json();
    expect(invoice).toMatchObject({ amount: 12345.67, status: 'unpaid', paid_at: null });
    expect(invoice.number).toMatch(/^СП-20\d\d-\d{6}$/);
    expect(invoice.file_name).toBe(
      `Счёт № ${invoice.number} от ${new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow' }).format(new Date(invoice.created_at))}`,
    );

    const file = await call('GET', `${BASE}${invoice.id}/file/`, owner.session);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('wordprocessingml');
    const text = docxText(file.rawPayload);
    expect(text).toContain(`Счёт на оплату № ${invoice.number}`);
    expect(text).toContain('7701234567');
    expect(text).toContain('ООО «Светлая память» (демо)');
    expect(text).toContain('12 345,67');

    const list = (await call('GET', BASE, owner.session)).json();
    expect(list).toMatchObject({ count: 1, results: [{ id: invoice.id }] });
    const other = await companyWithInn('7709876543');
    expect((await call('GET', `${BASE}${invoice.id}/file/`, other.session)).statusCode).toBe(404);
    expect((await call('GET', BASE, other.session)).json().count).toBe(0);
    const family = await t.user();
    expect((await call('POST', BASE, family.session, { amount: 100 })).statusCode).toBe(403);
    const viewer = await t.employee(owner.company.id, { tariffs: 3 });
    expect((await call('GET', BASE, viewer.session)).json().count).toBe(1);
    expect((await call('POST', BASE, viewer.session, { amount: 100 })).statusCode).toBe(403);
  });

  it('an administrator marks it paid once: the balance is credited and the tariff bought', async () => {
    const owner = await companyWithInn('7705555555');
    const invoice = (await call('POST', BASE, owner.session, { tariff_id: business.id })).json();
    expect(invoice).toMatchObject({ amount: 2990, description: 'Тариф «Бизнес» на 1 месяц' });

    const found = (
      await call('GET', '/api/admin/invoices/?status=unpaid&query=7705555555', admin.session)
    ).json();
    expect(found.results).toEqual([
      expect.objectContaining({ id: invoice.id, company: expect.objectContaining({ id: owner.company.id }) }),
    ]);
    expect((await call('POST', `/api/admin/invoices/${invoice.id}/paid/`, owner.session)).statusCode).toBe(
      403,
    );
    const paid = await call('POST', `/api/admin/invoices/${invoice.id}/paid/`, admin.session);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid' });
    const again = await call('POST', `/api/admin/invoices/${invoice.id}/paid/`, admin.session);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(INVOICE_MSG.notUnpaid);

    expect((await call('GET', '/api/payments/tariff/', owner.session)).json().tariff.name).toBe('Бизнес');
    expect((await call('GET', '/api/payments/balance/', owner.session)).json()).toEqual({ balance: 0 });
    const kinds = (await call('GET', '/api/payments/history/', owner.session))
      .json()
      .results.map((row: { kind: string }) => row.kind);
    expect(kinds).toEqual(['purchase', 'invoice_payment']);
  });

  it('a company cancels an unpaid invoice once; a card pays another', async () => {
    const owner = await companyWithInn('7706666666');
    const first = (await call('POST', BASE, owner.session, { amount: 100 })).json();
    expect((await call('POST', `${BASE}${first.id}/cancel/`, owner.session)).json().status).toBe('canceled');
    expect((await call('POST', `${BASE}${first.id}/cancel/`, owner.session)).statusCode).toBe(409);
    expect(
      (
        await call('POST', '/api/payments/pay/', owner.session, {
          amount_payment: 100,
          company_invoice_id: first.id,
        })
      ).statusCode,
    ).toBe(409);

    const second = (await call('POST', BASE, owner.session, { amount: 700 })).json();
    const pay = await call('POST', '/api/payments/pay/', owner.session, {
      amount_payment: 700,
      company_invoice_id: second.id,
    });
    expect(pay.statusCode, pay.body).toBe(201);
    const providerId = decodeURIComponent(pay.json().payment_url.split('/').pop());
    await call('POST', `/api/payments/test-provider/${providerId}/`, owner.session, { outcome: 'succeeded' });
    const list = (await call('GET', `${BASE}?status=paid`, owner.session)).json();
    expect(list.results.map((row: { id: number }) => row.id)).toEqual([second.id]);
    expect((await call('GET', '/api/payments/balance/', owner.session)).json()).toEqual({ balance: 700 });
    // another company's invoice cannot be paid by this one
    const other = await companyWithInn('7707777777');
    const foreign = await call('POST', '/api/payments/pay/', other.session, {
      amount_payment: 700,
      company_invoice_id: second.id,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('an invoice’s files are never at a /media address', () => {
  it('its .docx and PDF answer 404 at /media to a guest, a stranger and the company; its API serves them', async () => {
    const owner = await companyWithInn('7708888888');
    const hasSoffice: boolean = (await call('GET', '/api/documents/status/', owner.session)).json().pdf;
    const stranger = await t.user();
    const other = await companyWithInn('7708888889');
    const invoice = (await call('POST', BASE, owner.session, { amount: 1500 })).json();
    // the PDF is made (and kept) when first asked for
    if (hasSoffice) {
      const pdf = await call('GET', `${BASE}${invoice.id}/file/?format=pdf`, owner.session);
      expect(pdf.statusCode, pdf.body).toBe(200);
    }
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    const keys = [row.docxKey, row.pdfKey].filter((key): key is string => key !== null);
    expect(keys).toHaveLength(hasSoffice ? 2 : 1);
    for (const key of keys) {
      expect(key).toMatch(/^documents\//);
      await expectNeverAtMedia(t, key, [stranger.session, other.session, owner.session, admin.session]);
    }

    const formats = hasSoffice ? ['docx', 'pdf'] : ['docx'];
    for (const format of formats) {
      expect(
        (await call('GET', `${BASE}${invoice.id}/file/?format=${format}`, owner.session)).statusCode,
      ).toBe(200);
      const byAdmin = await call(
        'GET',
        `/api/admin/invoices/${invoice.id}/file/?format=${format}`,
        admin.session,
      );
      expect(byAdmin.statusCode).toBe(200);
      expect(
        (await call('GET', `${BASE}${invoice.id}/file/?format=${format}`, other.session)).statusCode,
      ).toBe(404);
      expect(
        (await call('GET', `/api/admin/invoices/${invoice.id}/file/?format=${format}`, owner.session))
          .statusCode,
      ).toBe(403);
    }
    expect((await call('GET', `${BASE}${invoice.id}/file/`, stranger.session)).statusCode).toBe(403);
  });
});
