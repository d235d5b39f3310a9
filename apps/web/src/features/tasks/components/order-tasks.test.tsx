import type { Task } from '@sp/shared/api/tasks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { OrderTasks } from './order-tasks';

const SLOW = { timeout: 30_000 };

const task: Task = {
  id: 3,
  title: 'Заказать венки',
  description: '',
  status: 'new',
  assignee: null,
  deadline: null,
  order: { id: 77, number: 12 },
  person: null,
  template: null,
  created_by: null,
  todos_total: 0,
  todos_done: 0,
  comments_count: 0,
  created_at: '2030-03-01T08:00:00Z',
  updated_at: '2030-03-01T08:00:00Z',
};

function server() {
  return stubServer((call: Sent) => {
    const path = new URL(call.url, 'http://x').pathname;
    if (call.method === 'GET' && path === '/api/tasks/task-tracker/77/')
      return { body: { results: [task], count: 1 } };
    if (call.method === 'GET' && path === '/api/company-tasks/task-templates/') {
      return {
        body: {
          results: [
            {
              id: 4,
              title: 'Организация похорон',
              description: '',
              todos: [],
              tasks_count: 0,
              created_at: '2030-03-01T08:00:00Z',
              updated_at: '2030-03-01T08:00:00Z',
            },
          ],
          count: 1,
        },
      };
    }
    if (call.method === 'POST')
      return { status: 201, body: { ...task, id: 4, title: 'Организация похорон', todos: [] } };
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
  snackbar.close();
});

describe('a deal’s tasks', () => {
  it('lists the deal’s tasks and makes one from a template in one step', SLOW, async () => {
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    const sent = server();
    renderWithProviders(<OrderTasks orderId={77} />);
    const section = await screen.findByRole('region', { name: 'Задачи' });
    expect(await within(section).findByRole('link', { name: 'Заказать венки' })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Добавить задачу' }).getAttribute('href')).toBe(
      '/app/tasks/create?order_id=77',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Из шаблона' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Организация похорон' }));
    await waitFor(() =>
      expect(sent.find((call) => call.method === 'POST')).toMatchObject({
        url: expect.stringContaining('/api/company-tasks/tasks-from-template/'),
        body: { template_id: 4, order_id: 77 },
      }),
    );
  });

  it('is not shown, and asks nothing, without a right on tasks', async () => {
    sessionStore.signIn(
      makeSession({ user_type: 3, company_id: 1 }, [{ id: 1, name: 'Роль', modules: { orders: 2 } }]),
    );
    const sent = server();
    renderWithProviders(<OrderTasks orderId={77} />);
    expect(screen.queryByRole('region', { name: 'Задачи' })).toBeNull();
    expect(sent).toHaveLength(0);
  });
});
