import type { TaskComment, TaskDetail, Todo } from '@sp/shared/api/tasks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { TaskPage } from './task-page';

const SLOW = { timeout: 30_000 };

const todo = (id: number, title: string, sort_order: number, is_done = false): Todo => ({
  id,
  task_id: 5,
  title,
  is_done,
  sort_order,
  done_at: is_done ? '2030-03-01T09:00:00Z' : null,
  done_by: is_done ? { id: 1, name: 'Мария Ковалёва' } : null,
  created_at: '2030-03-01T08:00:00Z',
});

function makeTask(todos: Todo[]): TaskDetail {
  return {
    id: 5,
    title: 'Организация похорон',
    description: '<p>Порядок работ</p>',
    status: 'in_progress',
    assignee: { id: 1, name: 'Мария Ковалёва' },
    deadline: '2030-03-02T07:30:00Z',
    order: { id: 77, number: 12 },
    person: null,
    template: { id: 3, title: 'Организация похорон' },
    created_by: { id: 2, name: 'Олег Воронцов' },
    todos_total: todos.length,
    todos_done: todos.filter((item) => item.is_done).length,
    comments_count: 1,
    created_at: '2030-03-01T08:00:00Z',
    updated_at: '2030-03-01T08:00:00Z',
    todos,
  };
}

const comment: TaskComment = {
  id: 9,
  task_id: 5,
  comment: 'Семья просит перезвонить',
  author: { id: 1, name: 'Мария Ковалёва' },
  is_own: true,
  created_at: '2030-03-01T10:00:00Z',
};

function server() {
  let todos = [todo(11, 'Свидетельство', 0, true), todo(12, 'Место на кладбище', 1), todo(13, 'Катафалк', 2)];
  const sent = stubServer((call: Sent) => {
    const path = new URL(call.url, 'http://x').pathname;
    if (call.method === 'GET' && path === '/api/company-tasks/tasks/5/') return { body: makeTask(todos) };
    if (call.method === 'GET' && path === '/api/company-tasks/assignees/') {
      return { body: { results: [{ id: 1, name: 'Мария Ковалёва', is_owner: false }], count: 1 } };
    }
    if (call.method === 'GET' && path === '/api/company-tasks/comments/')
      return { body: { results: [comment], count: 1 } };
    if (call.method === 'PUT' && path === '/api/company-tasks/todo-sort-order-updater/5/') {
      const ids = (call.body as { ids: number[] }).ids;
      todos = ids.map((id, index) => ({
        ...(todos.find((item) => item.id === id) as Todo),
        sort_order: index,
      }));
      return { body: todos };
    }
    if (call.method === 'PUT' && path.startsWith('/api/company-tasks/todo/')) {
      const id = Number(path.split('/')[4]);
      todos = todos.map((item) => (item.id === id ? { ...item, ...(call.body as object) } : item));
      return { body: todos.find((item) => item.id === id) };
    }
    return undefined;
  });
  return sent;
}

const signInAs = (modules: Record<string, number> | null) =>
  sessionStore.signIn(
    modules === null
      ? makeSession({ user_type: 2, company_id: 1 })
      : makeSession({ user_type: 3, company_id: 1 }, [{ id: 1, name: 'Роль', modules }]),
  );

const render = () =>
  renderWithProviders(
    <Routes>
      <Route path="/app/tasks/:id" element={<TaskPage />} />
    </Routes>,
    '/app/tasks/5',
  );

const titles = () =>
  within(screen.getByRole('list', { name: 'Пункты задачи' }))
    .getAllByRole('checkbox')
    .map((box) => box.getAttribute('aria-label'));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
  snackbar.close();
});

describe('the task page', () => {
  it('shows the task, its deal as a link, the to-dos and comments', SLOW, async () => {
    signInAs(null);
    server();
    render();
    expect(await screen.findByRole('heading', { name: 'Организация похорон', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Сделка № 12' }).getAttribute('href')).toBe('/app/orders/77');
    expect(screen.getByText('Выполнено 1 из 3')).toBeTruthy();
    expect(titles()).toEqual(['Свидетельство', 'Место на кладбище', 'Катафалк']);
    expect((screen.getByRole('checkbox', { name: 'Свидетельство' }) as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText('Семья просит перезвонить')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Удалить комментарий' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Название' })).toHaveProperty('value', 'Организация похорон');
  });

  it(
    'moves a to-do with the arrow buttons and by dragging; each new order goes to the sort updater',
    SLOW,
    async () => {
      signInAs(null);
      const sent = server();
      render();
      await screen.findByRole('list', { name: 'Пункты задачи' });
      expect(
        (screen.getByRole('button', { name: 'Переместить вверх: Свидетельство' }) as HTMLButtonElement)
          .disabled,
      ).toBe(true);
      await userEvent.click(screen.getByRole('button', { name: 'Переместить вниз: Свидетельство' }));
      await waitFor(() => expect(titles()).toEqual(['Место на кладбище', 'Свидетельство', 'Катафалк']));
      const sorts = () => sent.filter((call) => call.url.includes('/todo-sort-order-updater/5/'));
      expect(sorts().at(-1)?.body).toEqual({ ids: [12, 11, 13] });

      // «Катафалк» dragged onto the top half of the first line goes first
      const rows = within(screen.getByRole('list', { name: 'Пункты задачи' })).getAllByRole('listitem');
      const last = rows[2];
      const first = rows[0];
      first.getBoundingClientRect = () => ({
        top: 0,
        height: 40,
        bottom: 40,
        left: 0,
        right: 100,
        width: 100,
        x: 0,
        y: 0,
        toJSON: () => ({}),
      });
      fireEvent.dragStart(last);
      fireEvent.dragOver(first, { clientY: 5 });
      fireEvent.drop(first, { clientY: 5 });
      await waitFor(() => expect(sorts().at(-1)?.body).toEqual({ ids: [13, 12, 11] }));
      await waitFor(() => expect(titles()).toEqual(['Катафалк', 'Место на кладбище', 'Свидетельство']));

      await userEvent.click(screen.getByRole('checkbox', { name: 'Катафалк' }));
      await waitFor(() =>
        expect(
          sent.find((call) => call.method === 'PUT' && call.url.endsWith('/api/company-tasks/todo/13/'))
            ?.body,
        ).toEqual({
          is_done: true,
        }),
      );
    },
  );

  it('a read-only employee sees the task and its to-dos but changes nothing', SLOW, async () => {
    signInAs({ tasks: 3 });
    server();
    render();
    await screen.findByRole('list', { name: 'Пункты задачи' });
    expect((screen.getByRole('checkbox', { name: 'Катафалк' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /^Переместить/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Удалить' })).toBeNull();
    expect(screen.queryByLabelText('Новый пункт')).toBeNull();
    expect(screen.queryByLabelText('Комментарий')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Название' }) as HTMLInputElement).disabled).toBe(true);
  });
});
