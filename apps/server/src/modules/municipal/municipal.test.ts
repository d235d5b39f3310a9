import type { Session } from '@sp/shared/api/auth';
import { MUNICIPAL_MSG } from '@sp/shared/api/passports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, session: Session, payload?: object) =>
  t.app.inject({ method, url, payload, headers: t.bearer(session) });
const APPLY = '/api/company/becoming-municipal-organization/';

describe('becoming a municipal organisation (issue 15 §3)', () => {
  it('a company asks once; an administrator accepts and the company reads as MUNICIPAL at once', async () => {
    const owner = await t.companyOwner('REGULAR', 'МУП «Ритуал» г. Торжок');
    expect((await call('GET', APPLY, owner.session)).json()).toBeNull();
    const short = await call('POST', APPLY, owner.session, { note: 'коротко' });
    expect(short.json()).toEqual(expect.objectContaining({ note: [MUNICIPAL_MSG.note] }));
    const asked = await call('POST', APPLY, owner.session, {
      note: 'Муниципальное предприятие, ведём три кладбища Торжка',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(
      (await call('POST', APPLY, owner.session, { note: 'Ещё раз просим, очень надо' })).json().detail,
    ).toBe(MUNICIPAL_MSG.open);
    const employee = await t.employee(owner.company.id, { companies: 1 });
    expect(
      (await call('POST', APPLY, employee.session, { note: 'Сотрудник не может просить' })).statusCode,
    ).toBe(403);

    const admin = await t.admin();
    expect(
      (
        await call('PUT', `/api/admin/municipal-requests/${asked.json().id}/`, owner.session, {
          accept: true,
        })
      ).statusCode,
    ).toBe(403);
    const open = (await call('GET', '/api/admin/municipal-requests/?status=new', admin.session)).json();
    expect(open.results.map((row: { id: number }) => row.id)).toContain(asked.json().id);
    const accepted = await call('PUT', `/api/admin/municipal-requests/${asked.json().id}/`, admin.session, {
      accept: true,
      comment: 'Проверили по реестру',
    });
    expect(accepted.json()).toMatchObject({ status: 'accepted', comment: 'Проверили по реестру' });
    expect(
      (
        await call('PUT', `/api/admin/municipal-requests/${asked.json().id}/`, admin.session, {
          accept: false,
        })
      ).statusCode,
    ).toBe(409);
    // the owner now passes the municipal pages' access rule
    const requests = await call('GET', '/api/passports/municipal/request-passport/', owner.session);
    expect(requests.statusCode).toBe(200);
    expect(
      (await call('POST', APPLY, owner.session, { note: 'Уже муниципальные, но спросим' })).json().detail,
    ).toBe(MUNICIPAL_MSG.already);
    // an administrator finds it to put in charge of a cemetery, though it has no public page; nobody else asks
    const found = await call('GET', '/api/admin/municipal-companies/?name=торжок', admin.session);
    expect(found.json()).toEqual({
      count: 1,
      results: [{ id: owner.company.id, name: 'МУП «Ритуал» г. Торжок', inn: expect.any(String) }],
    });
    const regular = await t.companyOwner('REGULAR', 'ООО «Торжок-Гранит»');
    const all = (await call('GET', '/api/admin/municipal-companies/?limit=100', admin.session)).json();
    expect(all.results.map((row: { id: number }) => row.id)).not.toContain(regular.company.id);
    expect((await call('GET', '/api/admin/municipal-companies/', owner.session)).statusCode).toBe(403);
  });

  it('a declined company may ask again', async () => {
    const owner = await t.companyOwner();
    const admin = await t.admin();
    const first = (await call('POST', APPLY, owner.session, { note: 'Просим стать муниципальными' })).json();
    await call('PUT', `/api/admin/municipal-requests/${first.id}/`, admin.session, {
      accept: false,
      comment: 'Нет документов',
    });
    expect((await call('GET', APPLY, owner.session)).json()).toMatchObject({
      status: 'declined',
      comment: 'Нет документов',
    });
    expect(
      (await call('POST', APPLY, owner.session, { note: 'Теперь с документами, просим снова' })).statusCode,
    ).toBe(201);
  });
});
