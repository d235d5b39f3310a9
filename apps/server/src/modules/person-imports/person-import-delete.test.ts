import { PERSON_IMPORT_MSG } from '@sp/shared/api/person-imports';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../test/multipart';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../platform/audit/audit.table';
import { personImports } from './person-imports.table';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Session = Awaited<ReturnType<TestApp['admin']>>['session'];
const REGISTER = Buffer.from('Фамилия;Имя;Дата смерти\nИванов;Пётр;2001\n');

const upload = async (session: Session): Promise<number> => {
  const form = multipart({}, [{ field: 'file', filename: 'register.csv', data: REGISTER }]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/import-persons/',
    payload: form.payload,
    headers: { ...form.headers, ...t.bearer(session) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().id;
};

const remove = (id: number, session: Session) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/import-persons/${id}/`, headers: t.bearer(session) });

/** Whether the stored file is still there (storage answers null for a missing one). */
const stored = async (key: string) => {
  const opened = await t.services.storage.open(key);
  opened?.stream.destroy();
  return opened !== null;
};

describe('DELETE /api/admin/import-persons/{id}/: an upload never started', () => {
  it('goes with its stored file, journalled; then it is not found', async () => {
    const admin = await t.admin();
    const id = await upload(admin.session);
    const [row] = await t.db.select().from(personImports).where(eq(personImports.id, id));
    expect(await stored(row.fileKey)).toBe(true);

    const response = await remove(id, admin.session);
    expect(response.statusCode, response.body).toBe(204);
    expect(await t.db.select().from(personImports).where(eq(personImports.id, id))).toEqual([]);
    expect(await stored(row.fileKey)).toBe(false);
    const journal = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.model, 'PersonImport'), eq(auditLog.recordId, String(id))));
    expect(journal.map((entry) => entry.action)).toEqual(['create', 'delete']);
    expect(journal[1]).toMatchObject({ accountId: admin.account.id, companyId: null });
    expect(JSON.stringify(journal[1].changes)).toContain('register.csv');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/import-persons/',
      headers: t.bearer(admin.session),
    });
    expect(list.json().results.map((job: { id: number }) => job.id)).not.toContain(id);

    expect((await remove(id, admin.session)).statusCode).toBe(404);
  });

  it('refuses one that was started (409) and keeps it with its file', async () => {
    const admin = await t.admin();
    for (const status of ['queued', 'running', 'done', 'cancelled', 'failed'] as const) {
      const id = await upload(admin.session);
      await t.db.update(personImports).set({ status }).where(eq(personImports.id, id));
      const response = await remove(id, admin.session);
      expect(response.statusCode, status).toBe(409);
      expect(response.json().detail).toBe(PERSON_IMPORT_MSG.deleteNotStarted);
      const [row] = await t.db.select().from(personImports).where(eq(personImports.id, id));
      expect(row.status).toBe(status);
      expect(await stored(row.fileKey)).toBe(true);
    }
  });

  it('is the administrator’s alone (403), and a guest’s is 401', async () => {
    const admin = await t.admin();
    const id = await upload(admin.session);
    const owner = await t.companyOwner();
    for (const session of [(await t.user()).session, owner.session]) {
      expect((await remove(id, session)).statusCode).toBe(403);
    }
    const guest = await t.app.inject({ method: 'DELETE', url: `/api/admin/import-persons/${id}/` });
    expect(guest.statusCode).toBe(401);
    expect(await t.db.select().from(personImports).where(eq(personImports.id, id))).toHaveLength(1);
  });
});
