import type { DownloadEntry, GeneratedDocument, Requisites } from '@sp/shared/api/documents';
import type { Order } from '@sp/shared/api/orders';
import {
  accountProblem,
  bikProblem,
  corrAccountProblem,
  innProblem,
  kppProblem,
  ogrnProblem,
} from '@sp/shared/validation/requisites';
import { and, eq } from 'drizzle-orm';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auditLog } from '../platform/audit/audit.table';
import { seedDemo } from './seed-demo';
import { seedDemoInvoice } from './seed-demo-billing';
import { seedDemoCatalog } from './seed-demo-catalog';
import { DEMO_COMPANY_DETAILS, DEMO_DOCUMENT_DEALS, seedDemoDocuments } from './seed-demo-documents';
import { seedDemoFamily } from './seed-demo-family';
import { DEMO_FAMILY_DEAL_NUMBERS, seedDemoOrders } from './seed-demo-orders';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
  await seedDemoCatalog(t.db);
  await seedDemoFamily(t.services);
  expect(await seedDemoDocuments(t.services)).toBe(false); // no deals yet
  await seedDemoOrders(t.services);
  expect(await seedDemoDocuments(t.services)).toBe(true);
  expect(await seedDemoDocuments(t.services)).toBe(false);
}, 180_000);
afterAll(() => t.close());

const login = async (email: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email, password: 'demo12345' },
  });
  return { authorization: `Bearer ${response.json().token}` };
};
const get = async (url: string, headers: Record<string, string>) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

/** The body text of a .docx, as Word shows it run into one string. */
function docxText(data: Buffer): string {
  const xml = new PizZip(data).file('word/document.xml')?.asText() ?? '';
  return xml
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"');
}

describe('demo details for documents and documents', () => {
  it('gives both demo companies valid details for documents and an ИНН on the card, journalled', async () => {
    for (const details of DEMO_COMPANY_DETAILS) {
      const owner = await login(details.owner);
      const requisites: Requisites = (await get('/api/documents/requisites/', owner)).json();
      const { company, ...own } = requisites;
      expect(own, details.owner).toEqual(details.requisites);
      expect(company.inn).toBe(details.card.inn);
      expect(company.address).not.toBe('');
      expect(company.phone).not.toBe('');
      expect(company.email).not.toBe('');
      expect(innProblem(company.inn)).toBeNull();
      expect(kppProblem(own.kpp)).toBeNull();
      expect(ogrnProblem(own.ogrn)).toBeNull();
      expect(bikProblem(own.bik)).toBeNull();
      expect(accountProblem(own.bank_account, own.bik)).toBeNull();
      expect(corrAccountProblem(own.corr_account, own.bik)).toBeNull();

      const profile = (await get('/api/company/profile/', owner)).json();
      const journal = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.model, 'Company'), eq(auditLog.recordId, String(profile.id))));
      const changed = journal.flatMap((record) => Object.keys(record.changes));
      expect(changed).toEqual(expect.arrayContaining(['inn', 'legal_name', 'bank_account', 'director_name']));
    }
  });

  it('shows Анна Смирнова the documents of her deal and records the seed’s downloads (before this file downloads anything)', async () => {
    const family = await login('user@demo.ru');
    const { results: mine } = (await get('/api/company-orders/show_orders/?limit=50', family)).json() as {
      results: { id: number; number: number }[];
    };
    const deal = mine.find((row) => row.number === DEMO_FAMILY_DEAL_NUMBERS.awaitingPayment);
    const documents = (await get(`/api/company-orders/documents/${deal?.id}/`, family)).json();
    expect(documents.count).toBe(2);

    const owner = await login('company@demo.ru');
    const history = (
      await get('/api/journal/company/document-download-history/?limit=100', owner)
    ).json() as { results: DownloadEntry[]; count: number };
    expect(history.count).toBe(DEMO_DOCUMENT_DEALS.length * 2 + 1);
    expect(new Set(history.results.map((entry) => entry.account?.name))).toEqual(
      new Set(['Мария Ковалёва', 'Анна Смирнова']),
    );
    const hers = history.results.find((entry) => entry.account?.name === 'Анна Смирнова');
    expect(hers).toMatchObject({ name: 'Счёт', format: 'docx', order: { id: deal?.id } });
  });
  it('makes a contract and an invoice of three open deals of «Ритуал-Сервис», each a .docx naming its client', async () => {
    const manager = await login('manager@demo.ru');
    const { results, count } = (await get('/api/documents/documents/?limit=100', manager)).json() as {
      results: GeneratedDocument[];
      count: number;
    };
    expect(count).toBe(DEMO_DOCUMENT_DEALS.length * 2);
    const byDeal = new Map<number, GeneratedDocument[]>();
    for (const document of results)
      byDeal.set(document.order.id, [...(byDeal.get(document.order.id) ?? []), document]);
    expect(byDeal.size).toBe(DEMO_DOCUMENT_DEALS.length);
    const clients = new Set<string>();
    for (const [orderId, documents] of byDeal) {
      expect(documents.map((document) => document.template_id).sort()).toEqual(['contract', 'invoice']);
      const deal: Order = (await get(`/api/company-orders/orders/${orderId}/`, manager)).json();
      const spec = DEMO_DOCUMENT_DEALS.find((entry) => entry.client === deal.shopper?.name);
      expect(spec, deal.shopper?.name).toBeDefined();
      expect(deal).toMatchObject({ status: spec?.status, category_order: spec?.category });
      clients.add(deal.shopper?.name ?? '');
      for (const document of documents) {
        expect(document).toMatchObject({ format: 'docx', has_pdf: false, order: { number: deal.number } });
        expect(document.created_by?.name).toBe('Мария Ковалёва');
        const file = await get(`/api/documents/documents/${document.id}/?format=docx`, manager);
        expect(file.headers['content-type']).toContain('wordprocessingml');
        const text = docxText(file.rawPayload);
        expect(text, document.file_name).toContain(deal.shopper?.name);
        expect(text).toContain('«Ритуал-Сервис»');
        expect(text).toContain('6950027185');
        expect(text).toContain('40702810363000004512');
      }
    }
    expect(clients.size).toBe(DEMO_DOCUMENT_DEALS.length);

    // «Память-Юг» has its details but no documents
    const south = (await get('/api/documents/documents/', await login('company2@demo.ru'))).json();
    expect(south.count).toBe(0);
  });

  it('leaves «Ритуал-Сервис» one unpaid invoice for administrators to confirm, once', async () => {
    expect(await seedDemoInvoice(t.services)).toBe(true);
    expect(await seedDemoInvoice(t.services)).toBe(false);
    const owner = await login('company@demo.ru');
    const invoices = (await get('/api/company/invoices-payment/', owner)).json();
    expect(invoices.results).toEqual([expect.objectContaining({ status: 'unpaid', amount: 15_000 })]);
    const file = await get(`/api/company/invoices-payment/${invoices.results[0].id}/file/`, owner);
    expect(docxText(file.rawPayload)).toContain('6950027185');
  });
});
