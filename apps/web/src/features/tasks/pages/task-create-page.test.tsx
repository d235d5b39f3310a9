import type { Task } from '@sp/shared/api/tasks';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { TaskCreatePage } from './task-create-page';

const SLOW = { timeout: 30_000 };

const created: Task = {
  id: 9,
  title: 'Заказать венки',
  description: '',
  status: 'new',
  assignee: null,
  deadline: null,
  order: null,
  person: null,
  template: null,
  created_by: { id: 2, name: 'Олег Воронцов' },
  todos_total: 2,
  todos_done: 0,
  comments_count: 0,
  created_at: '2030-03-01T08:00:00Z',
  updated_at: '2030-03-01T08:00:00Z',
};

function server(refuse: boolean) {
  return stubServer((call: Sent) => {
    const url = new URL(call.url, 'http://x');
    if (call.method === 'GET' && url.pathname === '/api/company-tasks/assignees/') {
      return { body: { results: [{ id: 7, name: 'Мария Ковалёва', is_owner: false }], count: 1 } };
    }
    if (call.method === 'GET' && url.pathname === '/api/company-tasks/task-templates/') {
      return { body: { results: [], count: 0 } };
    }
    if (call.method === 'POST' && url.pathname === '/api/company-tasks/tasks/') {
      if (refuse)
        return { status: 400, body: { order_id: ['Сделка не найдена'], title: ['Слишком длинно'] } };
      return { status: 201, body: { ...created, todos: [] } };
    }
    return undefined;
  });
}

function Where() {
  const location = useLocation();
  return <p>Адрес: {`${location.pathname}${location.search}`}</p>;
}

const render = (url: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/app/tasks/create" element={<TaskCreatePage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    url,
  );

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
  snackbar.close();
});

describe('a new task from scratch', () => {
  it('asks for a title, then sends the fields and the filled to-dos in order', SLOW, async () => {
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    const sent = server(false);
    render('/app/tasks/create?order_id=77');
    expect((await screen.findByRole('link', { name: 'Открыть сделку' })).getAttribute('href')).toBe(
      '/app/orders/77',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Создать задачу' }));
    expect(await screen.findByText('Введите название задачи')).toBeTruthy();
    // the message stays while the title is typed, until the next try
    await userEvent.type(screen.getByRole('textbox', { name: 'Название' }), '  Заказать венки ');
    expect(screen.getByText('Введите название задачи')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Добавить пункт' }));
    await userEvent.click(screen.getByRole('button', { name: 'Добавить пункт' }));
    await userEvent.click(screen.getByRole('button', { name: 'Добавить пункт' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Пункт 1' }), 'Позвонить в салон');
    await userEvent.type(screen.getByRole('textbox', { name: 'Пункт 3' }), ' Забрать венки ');
    await userEvent.click(screen.getByRole('button', { name: 'Убрать пункт 1' }));
    expect((screen.getByRole('textbox', { name: 'Пункт 2' }) as HTMLInputElement).value).toBe(
      ' Забрать венки ',
    );
    expect(screen.queryByRole('textbox', { name: 'Пункт 3' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Создать задачу' }));
    expect(await screen.findByText('Адрес: /app/tasks/9')).toBeTruthy();
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Заказать венки',
      description: '',
      status: 'new',
      assignee_id: null,
      deadline: null,
      order_id: 77,
      person_id: null,
      todos: ['Забрать венки'],
    });
  });

  it('shows the server’s field messages where they belong', SLOW, async () => {
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    server(true);
    render('/app/tasks/create?order_id=77');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Название' }), 'Заказать венки');
    await userEvent.click(screen.getByRole('button', { name: 'Создать задачу' }));
    expect(await screen.findByText('Сделка не найдена')).toBeTruthy();
    expect(screen.getByText('Слишком длинно')).toBeTruthy();
    // switching the way clears them
    await userEvent.click(screen.getByRole('button', { name: 'Из шаблона' }));
    await waitFor(() => expect(screen.queryByText('Сделка не найдена')).toBeNull());
    expect(screen.getByText('Шаблонов пока нет: создайте их в разделе «Шаблоны задач».')).toBeTruthy();
  });
});
