import type { Session } from '@sp/shared/api/auth';
import { PASSPORT_MSG } from '@sp/shared/api/passports';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, pngImage } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/audit/audit.table';
import { shoppers } from '../shoppers/shoppers.table';

let t: TestApp;
let municipal: Awaited<ReturnType<TestApp['companyOwner']>>;
let cemeteryId: number;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, session: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: t.bearer(session) });
const A = '/api/passports/company/';
const M = '/api/passports/municipal/';

let graveNumber = 0;
async function grave(places = 3): Promise<number> {
  graveNumber += 1;
  const made = await call('POST', '/api/cemeteries/graves/', municipal.session, {
    cemetery_id: cemeteryId,
    number: `П-${graveNumber}`,
    location: { lng: 35.91, lat: 56.86 },
    places_count: places,
  });
  return made.json().id;
}

async function buried(
  session: Session,
  owner: { accountId: number } | { companyId: number },
  name: string,
  graveId: number,
  position = 1,
) {
  const person = await t.services.persons.create(
    { owner, accountId: 'accountId' in owner ? owner.accountId : 0 },
    { first_name: name, last_name: 'Паспортова', date_death: '2020' },
  );
  const placed = await call('POST', '/api/cemeteries/place-grave/', session, {
    grave_id: graveId,
    person_id: person.id,
    position,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return person.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.admin();
  municipal = await t.companyOwner('MUNICIPAL', 'МКУ «Кладбища»');
  cemeteryId = (
    await call('POST', '/api/cemeteries/cemeteries/', admin.session, {
      name: 'Кладбище для паспортов',
      center: { lng: 35.91, lat: 56.86 },
      municipal_company_id: municipal.company.id,
    })
  ).json().id;
});
afterAll(() => t.close());

describe('passport requests of a family (issue 15 §3)', () => {
  it('goes to the grave’s organisation, comes back for corrections, is approved with the next number, once', async () => {
    const family = await t.user();
    const graveId = await grave();
    const mother = await buried(family.session, { accountId: family.account.id }, 'Мария', graveId);
    const asked = await call('POST', `${A}request-passport/`, family.session, {
      person_id: mother,
      holder_name: 'Паспортова Анна Ивановна',
      holder_phone: '+7 900 000-11-22',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const request = asked.json();
    expect(request).toMatchObject({
      kind: 'issue',
      status: 'new',
      decided_by: null,
      municipal_company: { id: municipal.company.id },
      grave: { id: graveId, cemetery: 'Кладбище для паспортов' },
      person: { id: mother, full_name: 'Паспортова Мария' },
    });
    const again = await call('POST', `${A}request-passport/`, family.session, {
      person_id: mother,
      holder_name: 'Паспортова Анна',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(PASSPORT_MSG.alreadyPending);

    // a death certificate's scan, checked by its bytes; the organisation downloads it, no one else
    const attach = (data: Buffer, filename: string) => {
      const body = multipart({}, [{ field: 'file', filename, contentType: 'image/png', data }]);
      return t.app.inject({
        method: 'POST',
        url: `${A}request-passport/${request.id}/files/`,
        payload: body.payload,
        headers: { ...t.bearer(family.session), ...body.headers },
      });
    };
    const scan = await attach(await pngImage(300, 200), 'свидетельство.png');
    expect(scan.statusCode, scan.body).toBe(201);
    expect(scan.json().files).toEqual([
      expect.objectContaining({ name: 'свидетельство.png', kind: 'image' }),
    ]);
    expect((await attach(Buffer.from('просто текст, а не скан'), 'вирус.png')).statusCode).toBe(400);
    const fileId = scan.json().files[0].id;
    const download = await call(
      'GET',
      `${M}request-passport/${request.id}/files/${fileId}/`,
      municipal.session,
    );
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/webp');
    expect(
      (await call('GET', `${A}request-passport/${request.id}/files/${fileId}/`, (await t.user()).session))
        .statusCode,
    ).toBe(404);

    // the badge, and another organisation sees nothing
    const badge = await call(
      'GET',
      `${M}count/?request_passport=1&burial_passport=1&request_update_burial_passport=1`,
      municipal.session,
    );
    expect(badge.json()).toEqual({ count: 1 });
    const other = await t.companyOwner('MUNICIPAL', 'МКУ соседей');
    expect((await call('GET', `${M}request-passport/`, other.session)).json().count).toBe(0);
    expect((await call('GET', `${M}request-passport/${request.id}/`, other.session)).statusCode).toBe(404);
    expect(
      (await call('PUT', `${M}request-passport/${request.id}/`, other.session, { status: 'approved' }))
        .statusCode,
    ).toBe(404);
    const regular = await t.companyOwner();
    expect((await call('GET', `${M}request-passport/`, regular.session)).statusCode).toBe(403);

    // back for corrections with a comment; the family corrects; approved
    const back = await call('PUT', `${M}request-passport/${request.id}/`, municipal.session, {
      status: 'needs_changes',
      comment: 'Укажите отчество держателя полностью',
    });
    expect(back.json().status).toBe('needs_changes');
    const comments = (await call('GET', `${A}comments/?request_id=${request.id}`, family.session)).json();
    expect(comments).toEqual([
      expect.objectContaining({ side: 'municipal', text: 'Укажите отчество держателя полностью' }),
    ]);
    const fixed = await call('PUT', `${A}request-passport/${request.id}/`, family.session, {
      holder_name: 'Паспортова Анна Ивановна',
      holder_phone: '+7 900 000-11-22',
      note: 'Исправила',
    });
    expect(fixed.json().status).toBe('new');
    expect(
      (await call('PUT', `${A}request-passport/${request.id}/`, family.session, { holder_name: 'Ещё раз' }))
        .statusCode,
    ).toBe(409);

    const approved = await call('PUT', `${M}request-passport/${request.id}/`, municipal.session, {
      status: 'approved',
    });
    expect(approved.json()).toMatchObject({
      status: 'approved',
      decided_by: 'municipal',
      passport_id: expect.any(Number),
    });
    expect(
      (await call('PUT', `${M}request-passport/${request.id}/`, municipal.session, { status: 'review' }))
        .statusCode,
    ).toBe(409);

    const passport = (
      await call('GET', `${A}burial-passport/${approved.json().passport_id}/`, family.session)
    ).json();
    expect(passport).toMatchObject({
      number: '000001',
      holder_name: 'Паспортова Анна Ивановна',
      grave: { id: graveId },
      buried: [expect.objectContaining({ full_name: 'Паспортова Мария', position: 1 })],
    });
    expect((await call('GET', `${M}burial-passport/`, municipal.session)).json().count).toBe(1);
    const docx = await call('GET', `${M}burial-passport/${passport.id}/file/?format=docx`, municipal.session);
    expect(docx.statusCode).toBe(200);
    expect(docx.headers['content-type']).toContain('wordprocessingml');
    expect(docx.headers['content-disposition']).toContain(encodeURIComponent('Паспорт захоронения № 000001'));
    expect(
      (await call('GET', `${M}burial-passport/${passport.id}/file/?format=docx`, other.session)).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `${A}burial-passport/${passport.id}/file/?format=docx`, family.session)).statusCode,
    ).toBe(200);
    expect(
      (await call('GET', `${A}burial-passport/${passport.id}/`, (await t.user()).session)).statusCode,
    ).toBe(404);

    // the family's next burial in the same grave is approved by the system
    const father = await buried(family.session, { accountId: family.account.id }, 'Иван', graveId, 2);
    const second = await call('POST', `${A}request-passport/`, family.session, {
      person_id: father,
      holder_name: 'Паспортова Анна Ивановна',
    });
    expect(second.json()).toMatchObject({
      status: 'approved',
      decided_by: 'system',
      passport_id: passport.id,
    });
    const after = (await call('GET', `${M}burial-passport/${passport.id}/`, municipal.session)).json();
    expect(after.buried.map((row: { full_name: string }) => row.full_name)).toEqual([
      'Паспортова Мария',
      'Паспортова Иван',
    ]);

    // a change of the holder goes through moderation and is journalled
    const change = await call('POST', `${A}request-update-burial-passport/`, family.session, {
      passport_id: passport.id,
      holder_name: 'Паспортов Пётр Иванович',
    });
    expect(change.json()).toMatchObject({ kind: 'update', status: 'new' });
    await call('PUT', `${M}request-passport/${change.json().id}/`, municipal.session, { status: 'approved' });
    expect(
      (await call('GET', `${A}burial-passport/${passport.id}/`, family.session)).json().holder_name,
    ).toBe('Паспортов Пётр Иванович');
    const journal = await t.db.select().from(auditLog).where(eq(auditLog.companyId, municipal.company.id));
    expect(journal.filter((row) => row.model === 'BurialPassport').map((row) => row.action)).toEqual([
      'create',
      'update',
      'update',
    ]);
  });

  it('two applicants of one grave: the first approval issues its passport, the second joins it', async () => {
    const graveId = await grave();
    const first = await t.user();
    const second = await t.user();
    const a = await buried(first.session, { accountId: first.account.id }, 'Анна', graveId, 1);
    const b = await buried(second.session, { accountId: second.account.id }, 'Борис', graveId, 2);
    const ask = async (session: Session, person_id: number) =>
      (
        await call('POST', `${A}request-passport/`, session, { person_id, holder_name: 'Держатель Могилы' })
      ).json();
    const ra = await ask(first.session, a);
    const rb = await ask(second.session, b);
    const pa = (
      await call('PUT', `${M}request-passport/${ra.id}/`, municipal.session, { status: 'approved' })
    ).json();
    const pb = await call('PUT', `${M}request-passport/${rb.id}/`, municipal.session, { status: 'approved' });
    expect(pb.statusCode, pb.body).toBe(200);
    expect(pb.json().passport_id).toBe(pa.passport_id);
  });

  it('asks only for the applicant’s own buried person', async () => {
    const family = await t.user();
    const graveId = await grave();
    const person = await buried(family.session, { accountId: family.account.id }, 'Олег', graveId);
    const stranger = await t.user();
    expect(
      (
        await call('POST', `${A}request-passport/`, stranger.session, {
          person_id: person,
          holder_name: 'Чужой Человек',
        })
      ).statusCode,
    ).toBe(400);
    const unburied = await t.services.persons.create(
      { owner: { accountId: family.account.id }, accountId: family.account.id },
      { first_name: 'Нина', last_name: 'Безместная', date_death: '2021' },
    );
    const refused = await call('POST', `${A}request-passport/`, family.session, {
      person_id: unburied.id,
      holder_name: 'Держатель Паспорта',
    });
    expect(refused.json()).toEqual(expect.objectContaining({ person_id: [PASSPORT_MSG.notBuried] }));
  });
});

describe('a blocked municipal organisation', () => {
  it('is sent no request while blocked: nobody there could see it', async () => {
    const family = await t.user();
    const graveId = await grave();
    const person = await buried(family.session, { accountId: family.account.id }, 'Пётр', graveId);
    const ask = () =>
      call('POST', `${A}request-passport/`, family.session, {
        person_id: person,
        holder_name: 'Семья Паспортовых',
      });
    const admin = await t.admin();
    const block = await call('POST', `/api/admin/companies/${municipal.company.id}/block/`, admin.session, {
      reason: 'Проверка документов организации',
    });
    expect(block.statusCode, block.body).toBe(200);
    try {
      const refused = await ask();
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ detail: PASSPORT_MSG.municipalBlocked });
      const mine = (await call('GET', `${A}request-passport/`, family.session)).json();
      expect(mine.count).toBe(0);
    } finally {
      await call('POST', `/api/admin/companies/${municipal.company.id}/unblock/`, admin.session, {});
    }
    const asked = await ask();
    expect(asked.statusCode, asked.body).toBe(201);
  });
});

describe('passport requests of a company, from a deal (issue 15 §3)', () => {
  it('needs the deal under way and a memory page of the deceased', async () => {
    const shop = await t.companyOwner('REGULAR', 'Ритуал для паспортов');
    const shopper = (
      await call('POST', '/api/company-shoppers/shopper/', shop.session, {
        type_shopper: '1',
        phone: '+7 (902) 111-22-33',
        email: '',
        physical_person: { last_name: 'Клиентова', first_name: 'Анна', patronymic: 'Сергеевна' },
      })
    ).json();
    await t.db
      .update(shoppers)
      .set({ confirmedAt: new Date(), confirmedBy: 'phone' })
      .where(eq(shoppers.id, shopper.id));
    const deal = (
      await call('POST', '/api/company-orders/orders/', shop.session, {
        type_order: 1,
        category_order: 2,
        shopper_id: shopper.id,
      })
    ).json();
    const deceased = (
      await call('POST', '/api/company-orders/deceased_on_order/', shop.session, {
        order_id: deal.id,
        first_name: 'Сергей',
        last_name: 'Сделкин',
        date_death: '2026-11-01',
      })
    ).json();
    const personId: number = deceased.id;
    const graveId = await grave();
    const placed = await call('POST', '/api/cemeteries/place-grave/', shop.session, {
      grave_id: graveId,
      person_id: personId,
      position: 1,
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const ask = () =>
      call('POST', `${A}request-passport/`, shop.session, {
        person_id: personId,
        order_id: deal.id,
        holder_name: 'Клиентова Анна Сергеевна',
      });
    expect((await ask()).json()).toEqual(expect.objectContaining({ order_id: [PASSPORT_MSG.dealStatus] }));
    await call('POST', `/api/company-orders/orders/${deal.id}/status/`, shop.session, {
      status: 'in_progress',
    });
    expect((await ask()).json()).toEqual(expect.objectContaining({ person_id: [PASSPORT_MSG.noPage] }));
    await call('PUT', '/api/memory_page/page/', shop.session, { person_id: personId, visibility: 'private' });
    const asked = await ask();
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json()).toMatchObject({
      applicant: { kind: 'company', id: shop.company.id },
      order_id: deal.id,
    });
    const viewer = await t.employee(shop.company.id, { passport_requests: 3 });
    expect((await call('GET', `${A}request-passport/`, viewer.session)).json().count).toBe(1);
    expect(
      (
        await call('POST', `${A}request-passport/`, viewer.session, {
          person_id: personId,
          order_id: deal.id,
          holder_name: 'Кто-то Другой',
        })
      ).statusCode,
    ).toBe(403);
  });
});
