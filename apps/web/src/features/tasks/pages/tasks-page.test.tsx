import type { Task, TaskTemplate } from '@sp/shared/api/tasks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { TaskCreatePage } from './task-create-page';
import { TasksPage } from './tasks-page';

const SLOW = { timeout: 30_000 };

const task = (id: number, title: string, status: Task['status'], overrides: Partial<Task> = {}): Task => ({
  id,
  title,
  description: '',
  status,
  assignee: null,
  deadline: null,
  order: null,
  person: null,
  template: null,
  created_by: { id: 2, name: 'Олег Воронцов' },
  todos_total: 0,
  todos_done: 0,
  comments_count: 0,
  created_at: '2030-03-01T08:00:00Z',
  updated_at: '2030-03-01T08:00:00Z',
  ...overrides,
});

const rows = [
  task(1, 'Перезвонить семье', 'new', {
    assignee: { id: 7, name: 'Мария Ковалёва' },
    deadline: '2000-01-02T09:00:00Z',
    todos_total: 3,
    todos_done: 1,
  }),
  task(2, 'Заказать венки', 'in_progress', { order: { id: 77, number: 12 } }),
  task(3, 'Проверить поставку', 'done'),
];

const template: TaskTemplate = {
  id: 4,
  title: 'Организация похорон',
  description: '',
  todos: [
    { id: 41, template_id: 4, title: 'Свидетельство', sort_order: 0 },
    { id: 42, template_id: 4, title: 'Катафалк', sort_order: 1 },
  ],
  tasks_count: 0,
  created_at: '2030-03-01T08:00:00Z',
  updated_at: '2030-03-01T08:00:00Z',
};

function server() {
  return stubServer((call: Sent) => {
    const url = new URL(call.url, 'http://x');
    if (call.method === 'GET' && url.pathname === '/api/company-tasks/tasks/') {
      const status = url.searchParams.get('status');
      const list = status ? rows.filter((row) => row.status === status) : rows;
      return { body: { results: list, count: list.length } };
    }
    if (call.method === 'GET' && url.pathname === '/api/company-tasks/assignees/') {
      return { body: { results: [{ id: 7, name: 'Мария Ковалёва', is_owner: false }], count: 1 } };
    }
    if (call.method === 'GET' && url.pathname === '/api/company-tasks/task-templates/') {
      return { body: { results: [template], count: 1 } };
    }
    if (call.method === 'PATCH') return { body: { ...rows[0], status: 'done', todos: [] } };
    if (call.method === 'POST' && url.pathname === '/api/company-tasks/tasks-from-template/') {
      return { status: 201, body: { ...task(9, 'Организация похорон', 'new'), todos: [] } };
    }
    return undefined;
  });
}

const signInAs = (modules: Record<string, number> | null) =>
  sessionStore.signIn(
    modules === null
      ? makeSession({ user_type: 2, company_id: 1 })
      : makeSession({ user_type: 3, company_id: 1 }, [{ id: 1, name: 'Роль', modules }]),
  );

const listCalls = (sent: Sent[]) =>
  sent.filter((call) => call.method === 'GET' && call.url.includes('/api/company-tasks/tasks/'));
const params = (call: Sent | undefined) =>
  Object.fromEntries(new URL(call?.url ?? '', 'http://x').searchParams);

async function pick(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

function Where() {
  const location = useLocation();
  return <p>Адрес: {`${location.pathname}${location.search}`}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
  snackbar.close();
});

describe('the tasks list', () => {
  it(
    'shows status, assignee, an overdue deadline dd.MM.yyyy, to-dos and the deal; filters by the spec’s fields',
    SLOW,
    async () => {
      signInAs(null);
      const sent = server();
      renderWithProviders(<TasksPage />, '/app/tasks');
      const row = (await screen.findByText('Перезвонить семье')).closest('tr') as HTMLElement;
      expect(within(row).getByText('Новая')).toBeTruthy();
      expect(within(row).getByText('Мария Ковалёва')).toBeTruthy();
      expect(within(row).getByText(/^02\.01\.2000/)).toBeTruthy();
      expect(within(row).getByText('просрочена')).toBeTruthy();
      expect(within(row).getByText('1 из 3')).toBeTruthy();
      const deal = screen.getByRole('link', { name: 'Сделка № 12' });
      expect(deal.getAttribute('href')).toBe('/app/orders/77');

      await pick('Статус', 'В работе');
      await pick('Исполнитель', 'Мария Ковалёва');
      await userEvent.type(screen.getByLabelText('Срок с'), '01.03.2030');
      await userEvent.type(screen.getByLabelText('Создана по'), '31.03.2030');
      await userEvent.type(screen.getByLabelText('Поиск по названию и описанию'), 'венки');
      await waitFor(() =>
        expect(params(listCalls(sent).at(-1))).toEqual({
          query: 'венки',
          status: 'in_progress',
          assignee: '7',
          deadline_from_date: '2030-03-01',
          created_to_date: '2030-03-31',
          sort: '-created_at',
          offset: '0',
          limit: '10',
        }),
      );
    },
  );

  it('the board has a column per status; «Сменить статус» moves a card without dragging', SLOW, async () => {
    signInAs({ tasks: 2 });
    const sent = server();
    renderWithProviders(<TasksPage />, '/app/tasks?view=board');
    const fresh = await screen.findByRole('region', { name: 'Колонка «Новая»' });
    expect(await within(fresh).findByText('Перезвонить семье')).toBeTruthy();
    const done = screen.getByRole('region', { name: 'Колонка «Выполнена»' });
    expect(await within(done).findByText('Проверить поставку')).toBeTruthy();
    await userEvent.click(
      within(fresh).getByRole('button', { name: 'Сменить статус задачи «Перезвонить семье»' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Выполнена' }));
    await waitFor(() => {
      const patch = sent.find((call) => call.method === 'PATCH');
      expect(patch?.url).toContain('/api/company-tasks/tasks/1/');
      expect(patch?.body).toEqual({ status: 'done' });
    });
  });

  it('a read-only employee gets no «Новая задача» and no status menu', SLOW, async () => {
    signInAs({ tasks: 3 });
    server();
    renderWithProviders(<TasksPage />, '/app/tasks?view=board');
    await screen.findAllByText('Перезвонить семье');
    expect(screen.queryByRole('link', { name: 'Новая задача' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Сменить статус/ })).toBeNull();
  });
});

describe('a new task', () => {
  it(
    'from a template for a deal: the template’s to-dos are shown, one request makes the task',
    SLOW,
    async () => {
      signInAs(null);
      const sent = server();
      renderWithProviders(
        <Routes>
          <Route path="/app/tasks/create" element={<TaskCreatePage />} />
          <Route path="*" element={<Where />} />
        </Routes>,
        '/app/tasks/create?order_id=77',
      );
      await userEvent.click(await screen.findByRole('button', { name: 'Из шаблона' }));
      await userEvent.click(screen.getByRole('button', { name: 'Создать задачу' }));
      expect(await screen.findByText('Выберите шаблон')).toBeTruthy();
      await pick('Шаблон', 'Организация похорон');
      const todos = screen.getByRole('list', { name: 'Пункты из шаблона' });
      expect(
        within(todos)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Свидетельство', 'Катафалк']);
      await pick('Исполнитель', 'Мария Ковалёва');
      await userEvent.click(screen.getByRole('button', { name: 'Создать задачу' }));
      expect(await screen.findByText('Адрес: /app/tasks/9')).toBeTruthy();
      const posted = sent.find((call) => call.method === 'POST');
      expect(posted?.body).toEqual({
        template_id: 4,
        status: 'new',
        assignee_id: 7,
        deadline: null,
        order_id: 77,
        person_id: null,
      });
    },
  );
});
