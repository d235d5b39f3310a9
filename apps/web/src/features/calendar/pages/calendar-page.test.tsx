import type { DealEvent } from '@sp/shared/api/orders';
import type { Task } from '@sp/shared/api/tasks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { CalendarPage } from './calendar-page';

const SLOW = { timeout: 30_000 };

const task = (id: number, title: string, status: Task['status'], deadline: string): Task => ({
  id,
  title,
  description: '',
  status,
  assignee: { id: 7, name: 'Мария Ковалёва' },
  deadline,
  order: null,
  person: null,
  template: null,
  created_by: null,
  todos_total: 0,
  todos_done: 0,
  comments_count: 0,
  created_at: '2026-11-01T08:00:00Z',
  updated_at: '2026-11-01T08:00:00Z',
});

const dealDate = (
  order_id: number,
  number: number,
  kind: DealEvent['kind'],
  at: string,
  status: DealEvent['status'],
): DealEvent => ({
  order_id,
  number,
  type_order: 1,
  category_order: kind === 'funeral' ? 2 : 3,
  status,
  kind,
  at,
  deceased: { id: 40 + order_id, full_name: 'Иванов Иван Иванович', short_name: 'Иванов И. И.' },
  shopper: { id: 3, name: 'Иванова Анна Сергеевна' },
  responsible: { id: 7, name: 'Мария Ковалёва' },
});

const TASKS = [
  // 10:00 in Moscow on the 24th
  task(1, 'Перезвонить семье', 'new', '2026-11-24T07:00:00.000Z'),
  task(2, 'Проверить поставку венков', 'done', '2026-11-25T09:00:00.000Z'),
];
const DEALS = [
  dealDate(5, 12, 'funeral', '2026-11-26T08:00:00.000Z', 'in_progress'),
  dealDate(6, 13, 'cremation', '2026-11-27T08:00:00.000Z', 'completed'),
];

/** The server as the calendar sees it; a move it accepts is kept, so the refetch after it finds the event moved. */
function server(refuse = false) {
  const tasks = TASKS.map((row) => ({ ...row }));
  const deals = DEALS.map((row) => ({ ...row }));
  return stubServer((call: Sent) => {
    const url = new URL(call.url, 'http://x');
    if (call.method === 'GET' && url.pathname === '/api/company-tasks/tasks/') {
      return { body: { results: tasks, count: tasks.length } };
    }
    if (call.method === 'GET' && url.pathname === '/api/company-orders/calendar/') {
      return { body: { results: deals, count: deals.length } };
    }
    if (call.method === 'GET' && url.pathname === '/api/company-tasks/assignees/') {
      return { body: { results: [{ id: 7, name: 'Мария Ковалёва', is_owner: false }], count: 1 } };
    }
    if (call.method === 'PATCH' && refuse) {
      return { status: 400, body: { detail: 'Задача не найдена' } };
    }
    const taskMove = /^\/api\/company-tasks\/tasks\/(\d+)\/$/.exec(url.pathname);
    if (call.method === 'PATCH' && taskMove) {
      const row = tasks.find((one) => one.id === Number(taskMove[1]));
      if (!row) return undefined;
      Object.assign(row, call.body);
      return { body: { ...row, todos: [] } };
    }
    const dealMove = /^\/api\/company-orders\/orders\/(\d+)\/dates\/$/.exec(url.pathname);
    if (call.method === 'PATCH' && dealMove) {
      const body = call.body as { funeral_at?: string; cremation_at?: string };
      for (const row of deals.filter((one) => one.order_id === Number(dealMove[1]))) {
        const at = row.kind === 'funeral' ? body.funeral_at : body.cremation_at;
        if (at) row.at = at;
      }
      return { body: { id: Number(dealMove[1]), ...body } };
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

const params = (sent: Sent[], path: string) =>
  Object.fromEntries(
    new URL(
      sent.filter((call) => call.method === 'GET' && call.url.includes(path)).at(-1)?.url ?? '',
      'http://x',
    ).searchParams,
  );

const cell = (day: string) => document.querySelector(`[data-day="${day}"]`) as HTMLElement;

function Where() {
  const location = useLocation();
  return <p>Адрес: {location.search}</p>;
}

function renderCalendar(url: string) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/app/calendar"
        element={
          <>
            <CalendarPage />
            <Where />
          </>
        }
      />
    </Routes>,
    url,
  );
}

// «today» is 15 December 2026 in Moscow: the November the tests look at is another month
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-15T09:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStore.reset();
  snackbar.close();
});

describe('the calendar', () => {
  it('shows the month, Monday first, with the tasks by deadline and the deals’ dates', SLOW, async () => {
    signInAs(null);
    const sent = server();
    renderCalendar('/app/calendar?view=month&date=2026-11-23');
    expect(await screen.findByRole('heading', { name: 'ноябрь 2026' })).toBeTruthy();
    const funeral = await screen.findByRole('link', { name: /Похороны № 12 — Иванов И\. И\./ });
    expect(funeral.getAttribute('href')).toBe('/app/orders/5');
    expect(within(cell('2026-11-26')).getByRole('link', { name: /Похороны № 12/ })).toBeTruthy();
    const callBack = within(cell('2026-11-24')).getByRole('link', { name: /10:00.*Перезвонить семье/ });
    expect(callBack.getAttribute('href')).toBe('/app/tasks/1');
    expect(callBack.getAttribute('draggable')).toBe('true');
    // a done task is struck through; a completed deal's date cannot be moved
    const done = within(cell('2026-11-25')).getByText('Проверить поставку венков');
    expect(getComputedStyle(done).textDecoration).toContain('line-through');
    const cremation = within(cell('2026-11-27')).getByRole('link', { name: /Кремация № 13/ });
    expect(cremation.getAttribute('draggable')).toBe('false');
    expect(screen.queryByRole('button', { name: /^Действия: Кремация № 13/ })).toBeNull();
    // the grid's six weeks, from Monday 26 October to Sunday 6 December
    expect(params(sent, '/api/company-tasks/tasks/')).toMatchObject({
      date_gte: '2026-10-26',
      date_lte: '2026-12-06',
      sort: 'deadline',
    });
    expect(params(sent, '/api/company-orders/calendar/')).toEqual({
      date_gte: '2026-10-26',
      date_lte: '2026-12-06',
    });
  });

  it(
    'switches to the week and the day, keeping them in the address; steps and comes back to today',
    SLOW,
    async () => {
      signInAs(null);
      server();
      renderCalendar('/app/calendar?view=month&date=2026-11-23');
      await screen.findByRole('heading', { name: 'ноябрь 2026' });
      await userEvent.click(screen.getByRole('button', { name: 'Неделя' }));
      expect(await screen.findByRole('heading', { name: '23 – 29 ноября 2026' })).toBeTruthy();
      expect(screen.getByText('Адрес: ?view=week&date=2026-11-23')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Предыдущая неделя' }));
      expect(await screen.findByRole('heading', { name: '16 – 22 ноября 2026' })).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Следующая неделя' }));
      await userEvent.click(screen.getByRole('button', { name: 'Открыть день: вторник, 24 ноября 2026' }));
      expect(await screen.findByRole('heading', { name: 'вторник, 24 ноября 2026' })).toBeTruthy();
      expect(screen.getByText('Адрес: ?view=day&date=2026-11-24')).toBeTruthy();
      expect(screen.getByRole('group', { name: '24 ноября 2026, 10:00' })).toBeTruthy();
      expect(
        within(screen.getByRole('group', { name: '24 ноября 2026, 10:00' })).getByRole('link', {
          name: /Перезвонить семье/,
        }),
      ).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Сегодня' }));
      expect(await screen.findByText('Адрес: ?view=day&date=2026-12-15')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Сегодня' })).toHaveProperty('disabled', true);
    },
  );

  it(
    'filters by the employee: the tasks by assignee, the deals by their responsible manager',
    SLOW,
    async () => {
      signInAs(null);
      const sent = server();
      renderCalendar('/app/calendar?view=week&date=2026-11-23');
      await screen.findByRole('link', { name: /Похороны № 12/ });
      await userEvent.click(screen.getByRole('combobox', { name: 'Сотрудник' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Мария Ковалёва' }));
      await waitFor(() => expect(params(sent, '/api/company-tasks/tasks/').assignee).toBe('7'));
      expect(params(sent, '/api/company-orders/calendar/')).toEqual({
        date_gte: '2026-11-23',
        date_lte: '2026-11-29',
        responsible: '7',
      });
      expect(screen.getByText('Адрес: ?view=week&date=2026-11-23&employee=7')).toBeTruthy();
    },
  );

  it('drags a task to another day keeping its time', SLOW, async () => {
    signInAs({ tasks: 2, orders: 2 });
    const sent = server();
    renderCalendar('/app/calendar?view=month&date=2026-11-23');
    const link = await screen.findByRole('link', { name: /Перезвонить семье/ });
    fireEvent.dragStart(link);
    fireEvent.dragOver(cell('2026-11-28'));
    fireEvent.drop(cell('2026-11-28'));
    await waitFor(() => {
      const patch = sent.find((call) => call.method === 'PATCH');
      expect(patch?.url).toContain('/api/company-tasks/tasks/1/');
      expect(patch?.body).toEqual({ deadline: '2026-11-28T07:00:00.000Z' });
    });
    expect(within(cell('2026-11-28')).getByRole('link', { name: /Перезвонить семье/ })).toBeTruthy();
    await waitFor(() => expect(snackbar.get()?.severity).toBe('success'));
  });

  it('moves a funeral from the keyboard with «Перенести…»', SLOW, async () => {
    signInAs(null);
    const sent = server();
    renderCalendar('/app/calendar?view=month&date=2026-11-23');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Действия: Похороны № 12 — Иванов И. И.' }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Перенести…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Перенести: Похороны № 12 — Иванов И. И.' });
    const field = within(dialog).getByLabelText('Новые дата и время (московское)') as HTMLInputElement;
    expect(field.value).toBe('26.11.2026 11:00');
    await userEvent.clear(field);
    await userEvent.type(field, '28.11.2026 12:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Перенести' }));
    await waitFor(() => {
      const patch = sent.find((call) => call.method === 'PATCH');
      expect(patch?.url).toContain('/api/company-orders/orders/5/dates/');
      expect(patch?.body).toEqual({ funeral_at: '2026-11-28T09:30:00.000Z' });
    });
    expect(within(cell('2026-11-28')).getByRole('link', { name: /12:30.*Похороны № 12/ })).toBeTruthy();
  });

  it('puts the event back and says why when the server refuses', SLOW, async () => {
    signInAs(null);
    server(true);
    renderCalendar('/app/calendar?view=month&date=2026-11-23');
    const link = await screen.findByRole('link', { name: /Перезвонить семье/ });
    fireEvent.dragStart(link);
    fireEvent.drop(cell('2026-11-28'));
    await waitFor(() =>
      expect(snackbar.get()?.message).toBe('Не удалось перенести «Перезвонить семье»: Задача не найдена'),
    );
    expect(within(cell('2026-11-24')).getByRole('link', { name: /Перезвонить семье/ })).toBeTruthy();
    expect(within(cell('2026-11-28')).queryByRole('link', { name: /Перезвонить семье/ })).toBeNull();
  });

  it('a read-only employee sees the events but cannot move them', SLOW, async () => {
    signInAs({ tasks: 3, orders: 3 });
    const sent = server();
    renderCalendar('/app/calendar?view=month&date=2026-11-23');
    const link = await screen.findByRole('link', { name: /Перезвонить семье/ });
    expect(link.getAttribute('draggable')).toBe('false');
    expect(screen.getByRole('link', { name: /Похороны № 12/ }).getAttribute('draggable')).toBe('false');
    expect(screen.queryByRole('button', { name: /^Действия:/ })).toBeNull();
    fireEvent.dragStart(link);
    fireEvent.drop(cell('2026-11-28'));
    expect(sent.some((call) => call.method === 'PATCH')).toBe(false);
  });

  it(
    'without the deals module shows the tasks only and says so; empty periods say so too',
    SLOW,
    async () => {
      signInAs({ tasks: 2 });
      const sent = server();
      renderCalendar('/app/calendar?view=month&date=2026-11-23');
      await screen.findByRole('link', { name: /Перезвонить семье/ });
      expect(screen.getByText('Даты сделок не показаны: у вас нет доступа к разделу «Сделки».')).toBeTruthy();
      expect(sent.some((call) => call.url.includes('/api/company-orders/calendar/'))).toBe(false);
      expect(screen.queryByRole('link', { name: /Похороны/ })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Следующий месяц' }));
      expect(await screen.findByRole('heading', { name: 'декабрь 2026' })).toBeTruthy();
      // the stub answers the same tasks, none of them in December's grid (30 November – 3 January)
      expect(await screen.findByText('В этом периоде нет задач со сроком, похорон и кремаций.')).toBeTruthy();
    },
  );
});
