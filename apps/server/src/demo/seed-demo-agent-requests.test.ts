import { agentRequestBodySchema } from '@sp/shared/api/agent-requests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedDemo } from './seed-demo';
import { seedDemoAgentRequests } from './seed-demo-agent-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = async (email: string) =>
  (
    await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password: 'demo12345' } })
  ).json();

describe('demo agent requests', () => {
  it('gives «Ритуал-Сервис» two agent requests, one new, valid for the form, once', async () => {
    expect(await seedDemoAgentRequests(t.db)).toBe(false); // no demo company yet
    await seedDemo(t.db);
    expect(await seedDemoAgentRequests(t.db)).toBe(true);
    expect(await seedDemoAgentRequests(t.db)).toBe(false);

    const owner = await login('company@demo.ru');
    const headers = { authorization: `Bearer ${owner.token}` };
    const list = await t.app.inject({ method: 'GET', url: '/api/company-orders/request_agent/', headers });
    const { results, count } = list.json();
    expect(count).toBe(2);
    expect(results.map((row: { is_new: boolean }) => row.is_new)).toEqual([true, false]);
    expect(results[0]).toMatchObject({ created_by: { name: 'Мария Ковалёва' }, fee: 5000, order: null });
    // each one passes the form's own rules, so «Изменить» saves it as it is
    for (const row of results) expect(agentRequestBodySchema.safeParse(row).success).toBe(true);
  });
});
