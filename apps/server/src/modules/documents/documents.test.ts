import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { BUILTIN_TEMPLATE_KEYS, DOCUMENT_MSG } from '@sp/shared/api/documents';
import { rublesInWords } from '@sp/shared/format/number-words';
import { REQUISITES_MSG } from '@sp/shared/validation/requisites';
import { and, eq } from 'drizzle-orm';
import PizZip from 'pizzip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  docxParts,
  HOSTILE_TEXTS,
  honestParts,
  hostileTemplate,
  lieAboutSize,
  MEGABYTE,
  zipOf,
} from '../../../test/docx-fixtures';
import { expectNeverAtMedia } from '../../../test/media-addresses';
import { multipart, pngImage } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/audit/audit.table';
import { shoppers } from '../shoppers/shoppers.table';
import { buildDocx, paragraph, table } from './builtin/docx-builder';
import { customDocuments, documentTemplates } from './documents.table';
import { createOfficeConverter } from './office';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
type Owner = Awaited<ReturnType<TestApp['companyOwner']>>;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  session?: Session,
  payload?: object,
) => t.app.inject({ method, url, payload, headers: session ? t.bearer(session) : {} });

const TEMPLATES = '/api/documents/templates/';
const DOCUMENTS = '/api/documents/documents/';
const HISTORY = '/api/journal/company/document-download-history/';
const ACCOUNTS = '/api/journal/company/accounts/';
const REGISTER = '/api/documents/burial-register-documents/';

const hasSoffice = (await createOfficeConverter().binary()) !== null;
const hasPdftotext = spawnSync('pdftotext', ['-v']).error === undefined;
const hasPdfimages = spawnSync('pdfimages', ['-v']).error === undefined;

function upload(
  session: Session,
  file: { filename: string; data: Buffer } | null,
  fields: Record<string, string> = {},
) {
  const body = multipart(fields, file ? [{ field: 'file', ...file }] : []);
  return t.app.inject({
    method: 'POST',
    url: TEMPLATES,
    payload: body.payload,
    headers: { ...body.headers, ...t.bearer(session) },
  });
}

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

const pdfText = (data: Buffer) => spawnSync('pdftotext', ['-', '-'], { input: data }).stdout.toString();

const created = (response: Awaited<ReturnType<typeof call>>) => {
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};

let shop: Owner;
let rival: Owner;
let viewer: { session: Session };
let writer: { session: Session; account: { id: number } };
let historian: { session: Session };
let order: { id: number; number: number; total: number };
let rivalOrder: { id: number };
let shopperId: number;

beforeAll(async () => {
  t = await createTestApp();
  shop = await t.companyOwner('REGULAR', 'Ритуал-Сервис');
  rival = await t.companyOwner('REGULAR', 'Соседи');
  viewer = await t.employee(shop.company.id, { documents: 3 });
  writer = await t.employee(shop.company.id, { documents: 2 });
  historian = await t.employee(shop.company.id, { journal: 3 });

  const coffin = created(
    await call('POST', '/api/company-products/products/', shop.session, {
      name: 'Гроб сосновый полированный',
      unit: 'шт.',
      price: 12500,
    }),
  ).id;
  const hearse = created(
    await call('POST', '/api/company-products/services/', shop.session, {
      name: 'Катафалк по городу',
      unit: 'усл.',
      price: 4000.5,
    }),
  ).id;
  shopperId = created(
    await call('POST', '/api/company-shoppers/shopper/', shop.session, {
      type_shopper: '1',
      phone: '+7 (905) 111-22-33',
      email: 'maria@mail.ru',
      physical_person: {
        last_name: 'Иванова',
        first_name: 'Мария',
        patronymic: 'Петровна',
        address: 'г. Тверь, ул. Советская, д. 5, кв. 12',
        doc_series: '2805',
        doc_number: '123456',
        doc_issued_by: 'ОУФМС России по Тверской обл.',
        doc_issued_date: '2006-05-20',
        doc_division_code: '690-001',
      },
    }),
  ).id;
  const deal = created(
    await call('POST', '/api/company-orders/orders/', shop.session, {
      type_order: 1,
      category_order: 2,
      shopper_id: shopperId,
      funeral_at: '2026-11-21T08:00:00.000Z',
      burial_place: 'Дмитрово-Черкасское кладбище, участок 12',
      items: [
        { kind: 'product', item_id: coffin, quantity: 1, discount: { kind: 'percent', value: 10 } },
        { kind: 'service', item_id: hearse, quantity: 2 },
      ],
    }),
  );
  order = { id: deal.id, number: deal.number, total: deal.totals.total };
  created(
    await call('POST', '/api/company-orders/deceased_on_order/', shop.session, {
      order_id: deal.id,
      last_name: 'Иванов',
      first_name: 'Пётр',
      patronymic: 'Семёнович',
      date_birth: '1941-02-03',
      date_death: '2026-11-18',
    }),
  );
  rivalOrder = created(
    await call('POST', '/api/company-orders/orders/', rival.session, { type_order: 1, category_order: 2 }),
  );
});
afterAll(() => t.close());

describe('templates', () => {
  it('lists the four built-ins with the placeholders they use, all of them known', async () => {
    const response = await call('GET', `${TEMPLATES}?limit=100`, viewer.session);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.count).toBe(4);
    expect(body.results.map((entry: { id: string }) => entry.id)).toEqual([...BUILTIN_TEMPLATE_KEYS]);
    const contract = body.results[0];
    expect(contract).toMatchObject({
      name: 'Договор на оказание ритуальных услуг',
      builtin: true,
      unknown_placeholders: [],
    });
    expect(contract.placeholders).toEqual(
      expect.arrayContaining(['client_party', 'items', 'items.name', 'total_words']),
    );
    for (const entry of body.results) expect(entry.unknown_placeholders).toEqual([]);

    const file = await call('GET', `${TEMPLATES}invoice/file/`, viewer.session);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Счёт.docx')}`,
    );
    expect(docxText(file.rawPayload)).toContain('Счёт на оплату № {order_number}');
  });

  it('refuses what is not a .docx template, naming the problem', async () => {
    const notZip = await upload(writer.session, {
      filename: 'договор.docx',
      data: Buffer.from('просто текст'),
    });
    expect(notZip.statusCode).toBe(400);
    expect(notZip.json()).toEqual({ file: [DOCUMENT_MSG.notDocx] });

    const zip = new PizZip();
    zip.file('readme.txt', 'не документ');
    const noXml = await upload(writer.session, {
      filename: 'архив.docx',
      data: zip.generate({ type: 'nodebuffer' }),
    });
    expect(noXml.statusCode).toBe(400);
    expect(noXml.json()).toEqual({ file: [DOCUMENT_MSG.noDocumentXml] });

    const unclosed = await upload(writer.session, {
      filename: 'плохой.docx',
      data: buildDocx('Плохой', [paragraph('Клиент: {client_name и дальше')]),
    });
    expect(unclosed.statusCode).toBe(400);
    expect(unclosed.json().file[0]).toBe(
      'Незакрытый тег «client_name»: после него нет закрывающей фигурной скобки «}»',
    );

    const loop = await upload(writer.session, {
      filename: 'цикл.docx',
      data: buildDocx('Цикл', [paragraph('{#items}{name}')]),
    });
    expect(loop.statusCode).toBe(400);
    expect(loop.json().file.join(' ')).toContain('items');

    const none = await upload(writer.session, null, { name: 'Без файла' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ file: [DOCUMENT_MSG.fileRequired] });
  });

  it('a good template is uploaded, shown with its placeholders, renamed, downloaded and deleted; journalled', async () => {
    const data = buildDocx('Расписка', [
      paragraph('Расписка к сделке № {order_number} от {doc_date_words}'),
      paragraph('Клиент: {client_name}, {client_passport}. Особое: {vip_note}'),
      table({
        widths: [4819, 4819],
        rows: [{ cells: [{ content: '{#items}{name}' }, { content: '{sum}{/items}' }] }],
      }),
      paragraph('Итого: {total} руб. ({total_words})'),
    ]);
    const body = created(await upload(writer.session, { filename: 'C:\\шаблоны\\Расписка.docx', data }));
    expect(body).toMatchObject({
      name: 'Расписка',
      file_name: 'Расписка.docx',
      builtin: false,
      size: expect.any(Number),
      unknown_placeholders: ['vip_note'],
    });
    expect(body.placeholders).toEqual([
      'order_number',
      'doc_date_words',
      'client_name',
      'client_passport',
      'vip_note',
      'items',
      'items.name',
      'items.sum',
      'total',
      'total_words',
    ]);
    expect(body.created_by?.id).toBeDefined();

    const list = (await call('GET', `${TEMPLATES}?limit=100`, viewer.session)).json();
    expect(list.count).toBe(5);
    expect(list.results.at(-1).id).toBe(body.id);
    expect((await call('GET', `${TEMPLATES}?query=распис`, viewer.session)).json().count).toBe(1);

    const renamed = await call('PATCH', `${TEMPLATES}${body.id}/`, writer.session, {
      name: 'Расписка о получении',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().name).toBe('Расписка о получении');
    expect((await call('PATCH', `${TEMPLATES}contract/`, shop.session, { name: 'Моё' })).json()).toEqual({
      detail: DOCUMENT_MSG.builtinReadOnly,
    });
    expect((await call('PATCH', `${TEMPLATES}${body.id}/`, writer.session, { name: '  ' })).json()).toEqual({
      name: [DOCUMENT_MSG.nameRequired],
    });

    // what is kept is the checked archive written anew: the same parts, byte for byte inside
    const file = await call('GET', `${TEMPLATES}${body.id}/file/`, viewer.session);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBe(body.size);
    expect(docxParts(file.rawPayload)).toEqual(docxParts(data));

    // another company sees none of it
    expect((await call('GET', `${TEMPLATES}${body.id}/`, rival.session)).statusCode).toBe(404);
    expect((await call('GET', `${TEMPLATES}${body.id}/file/`, rival.session)).statusCode).toBe(404);
    expect((await call('DELETE', `${TEMPLATES}${body.id}/`, rival.session)).statusCode).toBe(404);
    expect((await call('GET', TEMPLATES, rival.session)).json().count).toBe(4);

    // deleting needs full rights
    expect((await call('DELETE', `${TEMPLATES}${body.id}/`, writer.session)).statusCode).toBe(403);
    expect((await call('DELETE', `${TEMPLATES}contract/`, shop.session)).statusCode).toBe(400);
    expect((await call('DELETE', `${TEMPLATES}${body.id}/`, shop.session)).statusCode).toBe(204);
    expect((await call('GET', `${TEMPLATES}${body.id}/`, shop.session)).statusCode).toBe(404);

    const journal = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.model, 'DocumentTemplate'), eq(auditLog.recordId, body.id)))
      .orderBy(auditLog.id);
    expect(journal.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    expect(journal[1].changes.name).toEqual({ old: 'Расписка', new: 'Расписка о получении' });
  });

  it('a read-only employee reads and downloads but does not upload; a guest and a user are turned away', async () => {
    const data = buildDocx('Т', [paragraph('{client_name}')]);
    expect((await upload(viewer.session, { filename: 't.docx', data })).statusCode).toBe(403);
    expect((await call('GET', `${TEMPLATES}act/`, viewer.session)).statusCode).toBe(200);
    expect((await call('GET', `${TEMPLATES}act/file/`, viewer.session)).statusCode).toBe(200);
    expect((await call('GET', TEMPLATES)).statusCode).toBe(401);
    const user = await t.user();
    expect((await call('GET', TEMPLATES, user.session)).statusCode).toBe(403);
    const stranger = await t.employee(shop.company.id, { orders: 1 });
    expect((await call('GET', TEMPLATES, stranger.session)).statusCode).toBe(403);
  });
});

describe('documents of a deal', () => {
  let contractId: number;

  it('generates the contract as .docx with the client, the items and the total in words', async () => {
    const body = created(
      await call('POST', DOCUMENTS, writer.session, {
        order_id: order.id,
        template_id: 'contract',
        format: 'docx',
      }),
    );
    contractId = body.id;
    expect(body).toMatchObject({
      name: 'Договор на оказание ритуальных услуг',
      file_name: `Договор на оказание ритуальных услуг № ${order.number}`,
      order: { id: order.id, number: order.number },
      template_id: 'contract',
      format: 'docx',
      has_pdf: false,
    });

    const file = await call('GET', `${DOCUMENTS}${body.id}/`, viewer.session);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('wordprocessingml');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="document-${body.id}.docx"; filename*=UTF-8''${encodeURIComponent(
        `Договор на оказание ритуальных услуг № ${order.number}.docx`,
      )}`,
    );
    const text = docxText(file.rawPayload);
    expect(text).toContain(`ДОГОВОР № ${order.number}`);
    expect(text).toContain('Иванова Мария Петровна, паспорт серия 2805 № 123456');
    expect(text).toContain('Гроб сосновый полированный');
    expect(text).toContain('Катафалк по городу');
    expect(text).toContain('Иванов Пётр Семёнович (03.02.1941 — 18.11.2026)');
    expect(text).toContain('21.11.2026 11:00');
    // 12 500 − 10 % + 2 × 4 000,50 = 19 251,00
    expect(order.total).toBe(19251);
    expect(text).toContain('19\u00a0251,00');
    expect(text).toContain(rublesInWords(1_925_100));
    expect(text).toContain('Девятнадцать тысяч двести пятьдесят один рубль 00 копеек');
    expect(text).not.toMatch(/\{[a-z_#/]+\}/);

    const journal = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.model, 'CustomDocument'), eq(auditLog.recordId, String(body.id))));
    expect(journal).toHaveLength(1);
  });

  it('fills the company’s details for documents, checked by their digits', async () => {
    const bad = await call('PUT', '/api/documents/requisites/', writer.session, { kpp: '12' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ kpp: [REQUISITES_MSG.kppFormat] });
    expect((await call('PUT', '/api/documents/requisites/', viewer.session, {})).statusCode).toBe(403);
    const saved = await call('PUT', '/api/documents/requisites/', writer.session, {
      legal_name: 'ООО «Ритуал-Сервис»',
      kpp: '773601001',
      ogrn: '1027700132195',
      bank_name: 'ПАО Сбербанк',
      bik: '044525225',
      bank_account: '40702810938000012345',
      corr_account: '30101810400000000225',
      director_position: 'Генеральный директор',
      director_name: 'Кузнецов А. В.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      legal_name: 'ООО «Ритуал-Сервис»',
      company: { name: 'Ритуал-Сервис' },
    });

    const invoice = created(
      await call('POST', DOCUMENTS, writer.session, { order_id: order.id, template_id: 'invoice' }),
    );
    const text = docxText((await call('GET', `${DOCUMENTS}${invoice.id}/`, writer.session)).rawPayload);
    expect(text).toContain(`Счёт на оплату № ${order.number} от`);
    expect(text).toContain('40702810938000012345');
    expect(text).toContain('ООО «Ритуал-Сервис», КПП 773601001');
    expect(text).toContain('Кузнецов А. В.');
  });

  it.skipIf(!hasSoffice)('generates a PDF with LibreOffice; the .docx of it is there too', async () => {
    const body = created(
      await call('POST', DOCUMENTS, writer.session, {
        order_id: order.id,
        template_id: 'work-order',
        format: 'pdf',
      }),
    );
    expect(body).toMatchObject({ format: 'pdf', has_pdf: true });
    const pdf = await call('GET', `${DOCUMENTS}${body.id}/?inline=1`, viewer.session);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^inline; /);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    if (hasPdftotext) {
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain('Иванов Пётр Семёнович');
      expect(text).toContain('НАРЯД-ЗАКАЗ');
    }
    const docx = await call('GET', `${DOCUMENTS}${body.id}/?format=docx`, viewer.session);
    expect(docxText(docx.rawPayload)).toContain('Иванов Пётр Семёнович');

    // a .docx document gets its PDF on first request, kept afterwards
    const later = await call('GET', `${DOCUMENTS}${contractId}/?format=pdf`, viewer.session);
    expect(later.statusCode).toBe(200);
    expect(later.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('GET', `${DOCUMENTS}${contractId}/info/`, viewer.session)).json().has_pdf).toBe(true);

    const preview = await call('GET', `/api/documents/image-filedoc/${contractId}/`, viewer.session);
    if (spawnSync('pdftoppm', ['-v']).error === undefined) {
      expect(preview.statusCode).toBe(200);
      expect(preview.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    }
  });

  it('generates from the company’s own template', async () => {
    const template = created(
      await upload(writer.session, {
        filename: 'Квитанция.docx',
        data: buildDocx('Квитанция', [
          paragraph('Квитанция по сделке № {order_number}: {client_short_name}, {deceased_name}'),
          paragraph('{#items}{n}. {name} — {quantity} {unit} — {sum}{/items}'),
        ]),
      }),
    );
    const body = created(
      await call('POST', DOCUMENTS, writer.session, { order_id: order.id, template_id: Number(template.id) }),
    );
    expect(body).toMatchObject({ name: 'Квитанция', template_id: template.id });
    const text = docxText((await call('GET', `${DOCUMENTS}${body.id}/`, writer.session)).rawPayload);
    expect(text).toContain(`Квитанция по сделке № ${order.number}: Иванова М. П., Иванов Пётр Семёнович`);
    expect(text).toContain('1. Гроб сосновый полированный — 1 шт. — 11\u00a0250,00');
    expect(text).toContain('2. Катафалк по городу — 2 усл. — 8\u00a0001,00');

    // the template's deletion leaves the document, its link emptied
    expect((await call('DELETE', `${TEMPLATES}${template.id}/`, shop.session)).statusCode).toBe(204);
    const kept = await call('GET', `${DOCUMENTS}${body.id}/info/`, writer.session);
    expect(kept.json()).toMatchObject({ name: 'Квитанция', template_id: null });
  });

  it('lists a deal’s documents; another company’s deal, document or template answers 404', async () => {
    const list = await call('GET', `${DOCUMENTS}?order_id=${order.id}&limit=50`, viewer.session);
    expect(list.statusCode).toBe(200);
    expect(list.json().count).toBeGreaterThanOrEqual(3);
    expect(list.json().results[0].created_by).not.toBeNull();

    expect((await call('GET', `${DOCUMENTS}?order_id=${rivalOrder.id}`, shop.session)).statusCode).toBe(404);
    expect(
      (await call('POST', DOCUMENTS, shop.session, { order_id: rivalOrder.id, template_id: 'contract' }))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', `${DOCUMENTS}${contractId}/`, rival.session)).statusCode).toBe(404);
    expect((await call('GET', `${DOCUMENTS}${contractId}/info/`, rival.session)).statusCode).toBe(404);
    expect((await call('DELETE', `${DOCUMENTS}${contractId}/`, rival.session)).statusCode).toBe(404);
    expect((await call('GET', `${DOCUMENTS}?order_id=${order.id}`, rival.session)).statusCode).toBe(404);

    const rivalTemplate = created(
      await upload(rival.session, {
        filename: 'Чужой.docx',
        data: buildDocx('Ч', [paragraph('{client_name}')]),
      }),
    );
    const foreign = await call('POST', DOCUMENTS, shop.session, {
      order_id: order.id,
      template_id: rivalTemplate.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ template_id: [DOCUMENT_MSG.templateNotFound] });
    expect(
      (await call('POST', DOCUMENTS, shop.session, { order_id: order.id, template_id: 'letter' })).statusCode,
    ).toBe(400);
  });

  it('a read-only employee downloads but does not generate or delete', async () => {
    expect(
      (await call('POST', DOCUMENTS, viewer.session, { order_id: order.id, template_id: 'act' })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `${DOCUMENTS}${contractId}/`, viewer.session)).statusCode).toBe(403);
    expect((await call('GET', `${DOCUMENTS}${contractId}/?format=docx`, viewer.session)).statusCode).toBe(
      200,
    );
    const ordersOnly = await t.employee(shop.company.id, { orders: 1 });
    expect((await call('GET', `${DOCUMENTS}${contractId}/`, ordersOnly.session)).statusCode).toBe(403);
  });

  it('records every download: who, when, which format; the journal lists them', async () => {
    const before = (
      await call('GET', `${HISTORY}?document_id=${contractId}&limit=100`, historian.session)
    ).json();
    await call('GET', `${DOCUMENTS}${contractId}/?format=docx`, writer.session);
    const after = await call('GET', `${HISTORY}?document_id=${contractId}&limit=100`, historian.session);
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json().count).toBe(before.count + 1);
    expect(after.json().results[0]).toMatchObject({
      model_name: 'CustomDocument',
      document_id: contractId,
      order: { id: order.id, number: order.number },
      name: 'Договор на оказание ритуальных услуг',
      format: 'docx',
      inline: false,
      account: { id: expect.any(Number) },
    });

    const templates = (await call('GET', `${HISTORY}?model_name=DocumentTemplate`, historian.session)).json();
    expect(templates.results.map((entry: { template_id: string }) => entry.template_id)).toEqual(
      expect.arrayContaining(['invoice', 'act']),
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await call('GET', `${HISTORY}?date_from=2000-01-01&date_to=2000-01-02`, historian.session)).json()
        .count,
    ).toBe(0);
    expect(
      (await call('GET', `${HISTORY}?date_from=${today}&date_to=2000-01-01`, historian.session)).statusCode,
    ).toBe(400);
    expect((await call('GET', HISTORY, viewer.session)).statusCode).toBe(403);
    expect((await call('GET', HISTORY, rival.session)).json().count).toBe(0);
  });

  it('the journal’s «Кто» of the downloads lists who downloaded, also those who changed nothing', async () => {
    const reader = await t.employee(shop.company.id, { documents: 3 });
    expect((await call('GET', `${DOCUMENTS}${contractId}/?format=docx`, reader.session)).statusCode).toBe(
      200,
    );
    const ids = async (url: string, session: Session) =>
      ((await call('GET', url, session)).json().results as { id: number }[]).map((entry) => entry.id);
    const downloaders = await ids(`${ACCOUNTS}?of=downloads`, historian.session);
    expect(downloaders).toEqual(expect.arrayContaining([reader.account.id, writer.account.id]));
    expect(await ids(ACCOUNTS, historian.session)).not.toContain(reader.account.id);
    const rivals = await ids(`${ACCOUNTS}?of=downloads`, rival.session);
    expect(rivals).not.toContain(reader.account.id);
    expect(rivals).not.toContain(writer.account.id);
    expect((await call('GET', `${ACCOUNTS}?of=everyone`, historian.session)).statusCode).toBe(400);
  });

  it('the deal’s client sees and downloads its documents; nobody else', async () => {
    const client = await t.user();
    await t.db
      .update(shoppers)
      .set({ accountId: client.account.id, confirmedAt: new Date(), confirmedBy: 'phone' })
      .where(eq(shoppers.id, shopperId));
    const list = await call('GET', `/api/company-orders/documents/${order.id}/`, client.session);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().results.map((entry: { id: number }) => entry.id)).toContain(contractId);
    const file = await call('GET', `${DOCUMENTS}${contractId}/?format=docx`, client.session);
    expect(file.statusCode).toBe(200);

    const stranger = await t.user();
    expect(
      (await call('GET', `/api/company-orders/documents/${order.id}/`, stranger.session)).statusCode,
    ).toBe(404);
    expect((await call('GET', `${DOCUMENTS}${contractId}/`, stranger.session)).statusCode).toBe(404);
    expect((await call('GET', `/api/company-orders/documents/${order.id}/`, shop.session)).statusCode).toBe(
      403,
    );
  });

  it('deletes a document with full rights, journalled', async () => {
    const body = created(
      await call('POST', DOCUMENTS, shop.session, { order_id: order.id, template_id: 'act' }),
    );
    expect((await call('DELETE', `${DOCUMENTS}${body.id}/`, writer.session)).statusCode).toBe(403);
    expect((await call('DELETE', `${DOCUMENTS}${body.id}/`, shop.session)).statusCode).toBe(204);
    expect((await call('GET', `${DOCUMENTS}${body.id}/`, shop.session)).statusCode).toBe(404);
  });
});

describe('untrusted templates (issue 10 §4)', () => {
  const MARKER = `local-file-marker-${Date.now()}`;
  let dir: string;
  let textFile: string;
  let imageFile: string;
  let server: http.Server;
  let url: string;
  /** every request LibreOffice (or anything) made to the test's web server */
  const hits: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'sp-hostile-'));
    textFile = path.join(dir, 'secret.txt');
    imageFile = path.join(dir, 'secret.png');
    writeFileSync(textFile, `${MARKER}\n`);
    writeFileSync(imageFile, await pngImage(40, 40));
    server = http.createServer((request, response) => {
      hits.push(request.url ?? '');
      response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  /** No part links outside the package (but the web-site hyperlink) or holds a field that includes a file. */
  function expectClean(data: Buffer) {
    const parts = docxParts(data);
    for (const [name, xml] of parts) {
      if (name.endsWith('.rels')) {
        for (const [tag] of xml.matchAll(/<Relationship\b[^>]*>/g)) {
          if (/TargetMode="External"/.test(tag)) expect(tag).toContain('Target="https://ritual.example.ru/"');
          else expect(tag).not.toMatch(/Target="[a-z]+:/);
        }
      }
      expect(xml, name).not.toMatch(
        /INCLUDETEXT|INCLUDEPICTURE|\bLINK\b|&#76;INK|\bDDE(AUTO)?\b|\bIMPORT\b|altChunk|attachedTemplate|OLEObject/,
      );
      for (const secret of [textFile, imageFile, url, MARKER]) expect(xml, name).not.toContain(secret);
    }
    return parts;
  }

  it('an uploaded template keeps no external link and no field that includes a file; its .docx and PDF reach neither', async () => {
    const data = await hostileTemplate({ url, textFile, imageFile });
    const template = created(await upload(writer.session, { filename: 'Подарок.docx', data }));
    expect(template.placeholders).toEqual(['client_name']);
    const stored = await call('GET', `${TEMPLATES}${template.id}/file/`, writer.session);
    expect(stored.rawPayload.length).toBe(template.size);
    const parts = expectClean(stored.rawPayload);
    // what the fields showed stays as plain text; the placeholder and the site's hyperlink stay
    const body = parts.get('word/document.xml') ?? '';
    for (const shown of [
      HOSTILE_TEXTS.includedText,
      HOSTILE_TEXTS.linkedText,
      HOSTILE_TEXTS.pictureCaption,
    ]) {
      expect(body).toContain(shown);
    }
    expect(body).toContain('{client_name}');
    expect(body).toMatch(/<w:hyperlink r:id="rIdSite">/);
    expect(parts.get('word/footer1.xml')).toContain('Подвал');

    const docx = created(
      await call('POST', DOCUMENTS, writer.session, {
        order_id: order.id,
        template_id: Number(template.id),
        format: 'docx',
      }),
    );
    const file = (await call('GET', `${DOCUMENTS}${docx.id}/`, writer.session)).rawPayload;
    expectClean(file);
    expect(docxText(file)).toContain('Клиент: Иванова Мария Петровна');

    if (hasSoffice) {
      const pdfDocument = created(
        await call('POST', DOCUMENTS, writer.session, {
          order_id: order.id,
          template_id: Number(template.id),
          format: 'pdf',
        }),
      );
      const pdf = (await call('GET', `${DOCUMENTS}${pdfDocument.id}/`, writer.session)).rawPayload;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      if (hasPdftotext) {
        const text = pdfText(pdf);
        expect(text).toContain('Клиент: Иванова Мария Петровна');
        expect(text).toContain(HOSTILE_TEXTS.includedText);
        expect(text).not.toContain(MARKER);
      }
      // the local picture is not drawn into the PDF
      if (hasPdfimages) {
        const images = spawnSync('pdfimages', ['-list', '-'], { input: pdf }).stdout.toString();
        expect(images.trim().split('\n').slice(2)).toEqual([]);
      }
    }
    expect(hits).toEqual([]);
  });

  it('a template kept before the check is cleaned again before a document is made of it', async () => {
    const template = created(
      await upload(writer.session, {
        filename: 'Старый.docx',
        data: buildDocx('Старый', [paragraph('{client_name}')]),
      }),
    );
    const [row] = await t.db
      .select({ fileKey: documentTemplates.fileKey })
      .from(documentTemplates)
      .where(eq(documentTemplates.id, Number(template.id)));
    await t.services.storage.put(row.fileKey, await hostileTemplate({ url, textFile, imageFile }));

    const docx = created(
      await call('POST', DOCUMENTS, writer.session, { order_id: order.id, template_id: Number(template.id) }),
    );
    const file = (await call('GET', `${DOCUMENTS}${docx.id}/`, writer.session)).rawPayload;
    expectClean(file);
    expect(docxText(file)).toContain('Клиент: Иванова Мария Петровна');
    expect(hits).toEqual([]);
  });

  it('a zip bomb is refused with 400 before it is inflated, and the server goes on answering', async () => {
    const honest = honestParts(buildDocx('Бомба', [paragraph('{client_name}')]));
    // 200 MB of zeros deflate to about 200 KB: well under the 10 MB upload limit
    const bomb = await zipOf([...honest, { name: 'word/media/zeros.bin', zeros: 200 * MEGABYTE }]);
    expect(bomb.length).toBeLessThan(MEGABYTE);
    // the same, its headers saying the part unpacks to 1 000 bytes
    const liar = lieAboutSize(bomb, 'word/media/zeros.bin', 1000);
    const crowd = await zipOf([
      ...honest,
      ...Array.from({ length: 2001 }, (_, index) => ({ name: `word/media/${index}.txt`, data: 'x' })),
    ]);
    const heavy = await zipOf([
      ...honest,
      ...[1, 2, 3].map((index) => ({ name: `word/media/part${index}.bin`, zeros: 19 * MEGABYTE })),
    ]);
    const before = (await call('GET', `${TEMPLATES}?limit=100`, viewer.session)).json().count;

    const refused = async (data: Buffer, message: string) => {
      const response = await upload(writer.session, { filename: 'Бомба.docx', data });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ file: [message] });
    };
    const started = performance.now();
    await refused(bomb, 'Часть документа «word/media/zeros.bin» после распаковки больше 20 МБ');
    await refused(
      liar,
      'Часть документа «word/media/zeros.bin» распаковывается больше заявленного размера: файл повреждён',
    );
    await refused(crowd, 'В архиве больше 2000 частей: это не документ Word (.docx)');
    await refused(heavy, 'Документ после распаковки больше 50 МБ');
    // loosely: the refusals come from the zip's directory and the first bytes past a declared size
    expect(performance.now() - started).toBeLessThan(10_000);

    const after = await call('GET', `${TEMPLATES}?limit=100`, viewer.session);
    expect(after.statusCode).toBe(200);
    expect(after.json().count).toBe(before);
  });
});

describe('the burial register', () => {
  it('lists the deceased of burial deals with the funeral day, filtered by period; exports the book', async () => {
    const all = await call('GET', REGISTER, viewer.session);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({
      count: 1,
      results: [
        {
          n: 1,
          order: { id: order.id, number: order.number },
          person: { full_name: 'Иванов Пётр Семёнович', date_birth: '1941-02-03', date_death: '2026-11-18' },
          funeral_at: '2026-11-21T08:00:00.000Z',
          burial_place: 'Дмитрово-Черкасское кладбище, участок 12',
          shopper: { id: shopperId, name: 'Иванова Мария Петровна', phone: '+7 (905) 111-22-33' },
        },
      ],
    });
    expect(
      (await call('GET', `${REGISTER}?date_start=2026-11-21&date_end=2026-11-21`, viewer.session)).json()
        .count,
    ).toBe(1);
    expect((await call('GET', `${REGISTER}?date_start=2026-11-22`, viewer.session)).json().count).toBe(0);
    expect((await call('GET', `${REGISTER}?query=сидоров`, viewer.session)).json().count).toBe(0);
    expect((await call('GET', `${REGISTER}?query=пётр`, viewer.session)).json().count).toBe(1);
    expect((await call('GET', REGISTER, rival.session)).json().count).toBe(0);

    const book = await call('GET', `${REGISTER}?export=docx&date_start=2026-11-01`, viewer.session);
    expect(book.statusCode).toBe(200);
    const text = docxText(book.rawPayload);
    expect(text).toContain('КНИГА РЕГИСТРАЦИИ ЗАХОРОНЕНИЙ');
    expect(text).toContain('за период с 1 ноября 2026 г.');
    expect(text).toContain('Иванов Пётр Семёнович');
    expect(text).toContain('21.11.2026 11:00');
  });
});

describe('without LibreOffice', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ env: { SOFFICE_PATH: '/nonexistent/soffice' } });
  });
  afterAll(() => bare.close());

  it('a PDF answers 503 with a clear message; the .docx still works', async () => {
    const owner = await bare.companyOwner();
    const ask = (method: 'GET' | 'POST', url: string, payload?: object) =>
      bare.app.inject({ method, url, payload, headers: bare.bearer(owner.session) });
    expect((await ask('GET', '/api/documents/status/')).json()).toEqual({ pdf: false });
    const deal = (await ask('POST', '/api/company-orders/orders/', { type_order: 2 })).json();
    const pdf = await ask('POST', DOCUMENTS, { order_id: deal.id, template_id: 'invoice', format: 'pdf' });
    expect(pdf.statusCode).toBe(503);
    expect(pdf.json()).toEqual({ detail: DOCUMENT_MSG.pdfUnavailable });
    expect((await ask('GET', `${DOCUMENTS}?order_id=${deal.id}`)).json().count).toBe(0);

    const docx = await ask('POST', DOCUMENTS, { order_id: deal.id, template_id: 'invoice', format: 'docx' });
    expect(docx.statusCode, docx.body).toBe(201);
    expect((await ask('GET', `${DOCUMENTS}${docx.json().id}/`)).statusCode).toBe(200);
    const asPdf = await ask('GET', `${DOCUMENTS}${docx.json().id}/?format=pdf`);
    expect(asPdf.statusCode).toBe(503);
    expect(asPdf.json()).toEqual({ detail: DOCUMENT_MSG.pdfUnavailable });
  });
});

describe('the tariff’s documents a month (issue 14 §2)', () => {
  it('past the limit a document is refused with 402 naming it; those made stay readable', async () => {
    const before = (await call('GET', '/api/payments/tariff/', shop.session)).json();
    const used = before.usage.documents_per_month as number;
    expect(used).toBeGreaterThan(0);
    await t.grantTariff(
      { companyId: shop.company.id },
      { employees: null, branches: null, documents_per_month: used, messages_per_month: null },
    );
    const refused = await call('POST', DOCUMENTS, writer.session, {
      order_id: order.id,
      template_id: 'contract',
      format: 'docx',
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().detail).toMatch(/^Достигнут лимит «Документы в месяц» тарифа «Тестовый 2»: \d+\./);
    const list = await call('GET', `${DOCUMENTS}?order_id=${order.id}&limit=50`, viewer.session);
    expect(list.statusCode).toBe(200);
    expect(list.json().count).toBeGreaterThan(0);
    const after = (await call('GET', '/api/payments/tariff/', shop.session)).json();
    expect(after.usage.documents_per_month).toBe(used);
  });
});

describe('the files of templates and documents are never at a /media address', () => {
  it('their keys answer 404 at /media to a guest, a stranger and the company itself; their API serves them to who may read them', async () => {
    const keeper = await t.companyOwner('REGULAR', 'Архив документов');
    const stranger = await t.user();
    const deal = created(
      await call('POST', '/api/company-orders/orders/', keeper.session, { type_order: 1, category_order: 2 }),
    );
    const template = created(
      await upload(keeper.session, {
        filename: 'Квитанция.docx',
        data: buildDocx('Квитанция', [paragraph('Квитанция по сделке № {order_number}')]),
      }),
    );
    const document = created(
      await call('POST', DOCUMENTS, keeper.session, { order_id: deal.id, template_id: Number(template.id) }),
    );
    // the PDF and the first page's picture are made (and kept) when first asked for
    if (hasSoffice) {
      expect((await call('GET', `${DOCUMENTS}${document.id}/?format=pdf`, keeper.session)).statusCode).toBe(
        200,
      );
      expect(
        (await call('GET', `/api/documents/image-filedoc/${document.id}/`, keeper.session)).statusCode,
      ).toBe(200);
    }
    const [templateRow] = await t.db
      .select()
      .from(documentTemplates)
      .where(eq(documentTemplates.id, Number(template.id)));
    const [documentRow] = await t.db
      .select()
      .from(customDocuments)
      .where(eq(customDocuments.id, document.id));
    const keys = [
      templateRow.fileKey,
      documentRow.docxKey,
      documentRow.pdfKey,
      documentRow.previewKey,
    ].filter((key): key is string => key !== null);
    expect(keys).toHaveLength(hasSoffice ? 4 : 2);
    expect(keys[0]).toMatch(/^document-templates\//);
    for (const key of keys.slice(1)) expect(key).toMatch(/^documents\//);
    for (const key of keys)
      await expectNeverAtMedia(t, key, [stranger.session, rival.session, keeper.session]);

    // the checked API: the company's staff read them; another company and a stranger get 404
    expect((await call('GET', `${TEMPLATES}${template.id}/file/`, keeper.session)).statusCode).toBe(200);
    expect((await call('GET', `${DOCUMENTS}${document.id}/?format=docx`, keeper.session)).statusCode).toBe(
      200,
    );
    expect((await call('GET', `${TEMPLATES}${template.id}/file/`, rival.session)).statusCode).toBe(404);
    for (const session of [rival.session, stranger.session]) {
      expect((await call('GET', `${DOCUMENTS}${document.id}/`, session)).statusCode).toBe(404);
      expect((await call('GET', `/api/documents/image-filedoc/${document.id}/`, session)).statusCode).toBe(
        404,
      );
    }
  });
});
