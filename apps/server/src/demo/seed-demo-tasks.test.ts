import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedDemo } from './seed-demo';
import { seedDemoTasks } from './seed-demo-tasks';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = async (email: string) =>
  (
    await t.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password: 'demo12345' } })
  ).json();

describe('demo tasks', () => {
  it('gives «Ритуал-Сервис» the template «Организация похорон» and tasks in every status, once', async () => {
    expect(await seedDemoTasks(t.db)).toBe(false); // no demo company yet
    await seedDemo(t.db);
    expect(await seedDemoTasks(t.db)).toBe(true);
    expect(await seedDemoTasks(t.db)).toBe(false);

    const manager = await login('manager@demo.ru');
    const headers = { authorization: `Bearer ${manager.token}` };
    const get = async (url: string) => (await t.app.inject({ method: 'GET', url, headers })).json();

    const templates = await get('/api/company-tasks/task-templates/');
    expect(templates.results.map((row: { title: string }) => row.title)).toEqual([
      'Кремация',
      'Организация похорон',
    ]);
    const funeral = templates.results[1];
    expect(funeral.todos).toHaveLength(7);
    expect(funeral.tasks_count).toBe(1);

    const list = await get('/api/company-tasks/tasks/?limit=50&sort=deadline');
    expect(list.count).toBe(6);
    expect(new Set(list.results.map((row: { status: string }) => row.status))).toEqual(
      new Set(['new', 'in_progress', 'done']),
    );
    expect(list.results.every((row: { order: unknown }) => row.order === null)).toBe(true);
    const fromTemplate = list.results.find((row: { title: string }) =>
      row.title.startsWith('Организация похорон'),
    );
    expect(fromTemplate).toMatchObject({
      todos_total: 7,
      todos_done: 3,
      assignee: { name: 'Мария Ковалёва' },
    });
    const call = list.results.find((row: { title: string }) => row.title.startsWith('Перезвонить'));
    expect(call).toMatchObject({ comments_count: 2, assignee: { name: 'Олег Воронцов' } });
    const overdue = list.results.filter(
      (row: { deadline: string | null; status: string }) =>
        row.status !== 'done' && row.deadline !== null && row.deadline < new Date().toISOString(),
    );
    expect(overdue).toHaveLength(1);
  });
});
