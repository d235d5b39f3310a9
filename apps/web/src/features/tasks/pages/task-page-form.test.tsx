import type { TaskDetail } from '@sp/shared/api/tasks';
import { DATE_TEXT_MSG } from '@sp/shared/format/date-text';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { TaskPage } from './task-page';

const SLOW = { timeout: 30_000 };

const task: TaskDetail = {
  id: 5,
  title: 'Организация похорон',
  description: '<p>Порядок работ</p>',
  status: 'in_progress',
  assignee: { id: 1, name: 'Мария Ковалёва' },
  deadline: null,
  order: { id: 77, number: 12 },
  person: null,
  template: null,
  created_by: { id: 2, name: 'Олег Воронцов' },
  todos_total: 0,
  todos_done: 0,
  comments_count: 0,
  created_at: '2030-03-01T08:00:00Z',
  updated_at: '2030-03-01T08:00:00Z',
  todos: [],
};

function server() {
  let current = task;
  return stubServer((call: Sent) => {
    const path = new URL(call.url, 'http://x').pathname;
    if (call.method === 'GET' && path === '/api/company-tasks/tasks/5/') return { body: current };
    if (call.method === 'GET' && path === '/api/company-tasks/assignees/') {
      return { body: { results: [{ id: 1, name: 'Мария Ковалёва', is_owner: false }], count: 1 } };
    }
    if (call.method === 'GET' && path === '/api/company-tasks/comments/')
      return { body: { results: [], count: 0 } };
    if (call.method === 'PUT' && path === '/api/company-tasks/tasks/5/') {
      const body = call.body as { title: string };
      if (body.title === 'Дубль') return { status: 400, body: { title: ['Такая задача уже есть'] } };
      current = { ...current, title: body.title };
      return { body: current };
    }
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
  snackbar.close();
});

describe('the task’s form', () => {
  it('checks the title, takes back the changes, saves every field', SLOW, async () => {
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    const sent = server();
    renderWithProviders(
      <Routes>
        <Route path="/app/tasks/:id" element={<TaskPage />} />
      </Routes>,
      '/app/tasks/5',
    );
    const title = (await screen.findByRole('textbox', { name: 'Название' })) as HTMLInputElement;
    const save = screen.getByRole('button', { name: 'Сохранить' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await userEvent.clear(title);
    expect(save.disabled).toBe(false);
    await userEvent.click(save);
    expect(await screen.findByText('Введите название задачи')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Отменить изменения' }));
    expect(title.value).toBe('Организация похорон');
    expect(screen.queryByText('Введите название задачи')).toBeNull();
    expect(save.disabled).toBe(true);

    await userEvent.clear(title);
    await userEvent.type(title, 'Дубль');
    await userEvent.click(save);
    expect(await screen.findByText('Такая задача уже есть')).toBeTruthy();

    await userEvent.clear(title);
    await userEvent.type(title, ' Похороны ');
    await userEvent.click(save);
    await waitFor(() => expect(sent.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(sent.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      title: 'Похороны',
      description: '<p>Порядок работ</p>',
      status: 'in_progress',
      assignee_id: 1,
      deadline: null,
      order_id: 77,
      person_id: null,
    });
    // the saved task becomes the form: nothing left to save
    await waitFor(() => expect(title.value).toBe('Похороны'));
    expect(save.disabled).toBe(true);
    expect(screen.queryByText('Такая задача уже есть')).toBeNull();
  });

  it('takes the deadline as dd.MM.yyyy HH:mm and never sends a half-typed one', SLOW, async () => {
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    const sent = server();
    renderWithProviders(
      <Routes>
        <Route path="/app/tasks/:id" element={<TaskPage />} />
      </Routes>,
      '/app/tasks/5',
    );
    const deadline = (await screen.findByLabelText('Срок')) as HTMLInputElement;
    expect(deadline.placeholder).toBe('дд.мм.гггг чч:мм');
    await userEvent.type(deadline, '20.05.2030');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(DATE_TEXT_MSG.dateTimeIncomplete)).toBeTruthy();
    expect(sent.some((call) => call.method === 'PUT')).toBe(false);

    await userEvent.type(deadline, ' 1800');
    expect(deadline.value).toBe('20.05.2030 18:00');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent.some((call) => call.method === 'PUT')).toBe(true));
    const put = sent.find((call) => call.method === 'PUT') as Sent;
    expect((put.body as { deadline: string }).deadline).toBe(new Date(2030, 4, 20, 18, 0).toISOString());
  });
});
