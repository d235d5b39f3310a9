import type { Session } from '@sp/shared/api/auth';
import { TARIFF_MSG } from '@sp/shared/api/tariffs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, pngImage } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { memoryPages } from '../memory-pages/memory-pages.table';
import { purchases } from './tariffs.table';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, session: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: t.bearer(session) });

const deceased = (accountId: number, first_name: string) =>
  t.services.persons.create(
    { owner: { accountId }, accountId },
    { first_name, last_name: 'Лимитов', date_birth: '1930', date_death: '2001' },
  );

const newPage = async (
  owner: { account: { id: number }; session: Session },
  name: string,
  visibility: string,
) =>
  call('PUT', '/api/memory_page/page/', owner.session, {
    person_id: (await deceased(owner.account.id, name)).id,
    visibility,
  });

/** Money for a purchase, as a card top-up would bring it. */
const credit = (holder: { accountId: number } | { companyId: number }, kopecks: number) =>
  t.services.ledger.post({
    kind: 'top_up',
    description: 'Пополнение',
    entries: [
      { side: { holder }, amount: kopecks },
      { side: { platform: 'card_clearing' }, amount: -kopecks },
    ],
  });

describe('a family’s tariff limits (issue 14 §2)', () => {
  it('opens three pages to others on the free tariff; the fourth answers 402 naming the limit and the tariff', async () => {
    const family = await t.user();
    for (const [name, visibility] of [
      ['Анна', 'public'],
      ['Борис', 'link'],
      ['Вера', 'public'],
    ])
      expect((await newPage(family, name, visibility)).statusCode).toBe(201);
    // a private page takes no place
    const privatePage = await newPage(family, 'Глеб', 'private');
    expect(privatePage.statusCode).toBe(201);

    const fourth = await newPage(family, 'Дарья', 'public');
    expect(fourth.statusCode).toBe(402);
    expect(fourth.json().detail).toBe(TARIFF_MSG.limitReachedTop('Страницы памяти', 'Бесплатный', 3));
    expect(fourth.json().error_code).toBe('tariffs.limit_reached_top');
    // opening the private one is refused the same way, and it stays private
    const opened = await call('PUT', `/api/memory_page/page/${privatePage.json().id}/`, family.session, {
      visibility: 'public',
    });
    expect(opened.statusCode).toBe(402);
    const [row] = await t.db.select().from(memoryPages).where(eq(memoryPages.id, privatePage.json().id));
    expect(row.visibility).toBe('private');

    // a tariff on sale that allows more is named, and buying it lifts the limit
    const admin = await t.admin();
    const family10 = await call('POST', '/api/admin/tariffs/', admin.session, {
      audience: 1,
      name: 'Семейный',
      price: 199,
      period_months: 1,
      limits: { memory_pages: 10, storage_mb: 2000, tree_persons: 1000 },
    });
    expect(family10.statusCode, family10.body).toBe(201);
    const named = await newPage(family, 'Егор', 'public');
    expect(named.json().detail).toBe(TARIFF_MSG.limitReached('Страницы памяти', 'Бесплатный', 3, 'Семейный'));

    await credit({ accountId: family.account.id }, 19_900);
    const bought = await call('POST', '/api/payments/tariff/', family.session, {
      tariff_id: family10.json().id,
    });
    expect(bought.statusCode).toBe(201);
    expect((await newPage(family, 'Жанна', 'public')).statusCode).toBe(201);
    const current = (await call('GET', '/api/payments/tariff/', family.session)).json();
    expect(current.limits.memory_pages).toBe(10);
    expect(current.usage).toMatchObject({ memory_pages: 4, tree_persons: 0 });

    // the tariff ends: the four pages stay, open and editable; a fifth is refused
    await t.db
      .update(purchases)
      .set({ startsAt: new Date(Date.now() - 40 * 86_400_000), endsAt: new Date(Date.now() - 86_400_000) })
      .where(eq(purchases.accountId, family.account.id));
    const pages = await call('GET', '/api/memory_page/page/?limit=20', family.session);
    expect(pages.json().count).toBe(5);
    const kept = pages.json().results.find((page: { visibility: string }) => page.visibility === 'public');
    const edited = await call('PUT', `/api/memory_page/page/${kept.id}/`, family.session, {
      epitaph: 'Помним',
    });
    expect(edited.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/memory_page/public/${kept.id}/` })).statusCode,
    ).toBe(200);
    expect((await newPage(family, 'Зоя', 'link')).statusCode).toBe(402);
  });

  it('limits the tree’s persons and the files’ megabytes', async () => {
    const family = await t.user();
    await t.grantTariff(
      { accountId: family.account.id },
      { memory_pages: 3, storage_mb: 0, tree_persons: 1 },
    );
    const first = await call('POST', '/api/family/node/', family.session, { first_name: 'Иван' });
    expect(first.statusCode, first.body).toBe(201);
    const second = await call('POST', '/api/family/node/', family.session, {
      first_name: 'Мария',
      relation: 'spouse',
      family_node_id: first.json().id,
    });
    expect(second.statusCode).toBe(402);
    expect(second.json().detail).toMatch(/^Достигнут лимит «Персоны в древе» тарифа «Тестовый 1»: 1\./);
    expect((await call('GET', '/api/family/tree/', family.session)).json().nodes).toHaveLength(1);

    const body = multipart({}, [
      { field: 'file', filename: 'фото.png', contentType: 'image/png', data: await pngImage(400, 300) },
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/user-files/media/',
      payload: body.payload,
      headers: { ...t.bearer(family.session), ...body.headers },
    });
    expect(upload.statusCode).toBe(402);
    expect(upload.json().detail).toMatch(/^Достигнут лимит «Фото и файлы, МБ»/);
    expect((await call('GET', '/api/user-files/media/', family.session)).json().count).toBe(0);
  });
});

describe('a company’s tariff limits (issue 14 §2)', () => {
  const invite = (session: Session, email: string) =>
    call('POST', '/api/company/invite/', session, { email, role_ids: [] });

  it('holds three staff places on «Старт», open invitations included; usage shows them', async () => {
    const owner = await t.companyOwner();
    for (const email of ['a@test.ru', 'b@test.ru', 'c@test.ru'])
      expect((await invite(owner.session, email)).statusCode).toBe(201);
    const fourth = await invite(owner.session, 'd@test.ru');
    expect(fourth.statusCode).toBe(402);
    expect(fourth.json().detail).toBe(TARIFF_MSG.limitReachedTop('Сотрудники', 'Старт', 3));
    const current = (await call('GET', '/api/payments/tariff/', owner.session)).json();
    expect(current.tariff.name).toBe('Старт');
    expect(current.usage).toEqual({
      employees: 3,
      branches: 0,
      documents_per_month: 0,
      messages_per_month: 0,
    });
  });

  it('two invitations at the same moment for the last place: one is sent', async () => {
    const owner = await t.companyOwner();
    for (const email of ['e@test.ru', 'f@test.ru']) await invite(owner.session, email);
    const answers = await Promise.all([
      invite(owner.session, 'g@test.ru'),
      invite(owner.session, 'h@test.ru'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 402]);
  });

  it('a branch past the limit is refused; an invitation holds its place', async () => {
    const main = await t.companyOwner('REGULAR', 'Сеть «Покой»');
    const first = await t.companyOwner('REGULAR', 'Покой-Север');
    const second = await t.companyOwner('REGULAR', 'Покой-Юг');
    const invited = await call('POST', '/api/company/invite-filial/', main.session, {
      company_id: first.company.id,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const over = await call('POST', '/api/company/invite-filial/', main.session, {
      company_id: second.company.id,
    });
    expect(over.statusCode).toBe(402);
    expect(over.json().detail).toBe(TARIFF_MSG.limitReachedTop('Филиалы', 'Старт', 1));
  });

  it('an employee with the tariffs module reads the company’s tariff; the owner takes no staff place', async () => {
    const owner = await t.companyOwner();
    await t.grantTariff({ companyId: owner.company.id }, { employees: 50, branches: 5 });
    const worker = await t.employee(owner.company.id, { tariffs: 3 });
    const read = (await call('GET', '/api/payments/tariff/', worker.session)).json();
    expect(read.tariff.name).toBe('Тестовый 2');
    expect(read.usage.employees).toBe(1);
  });
});
