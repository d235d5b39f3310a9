import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { confirmedShopper, orderRow, unconfirmedShopper } from '../test/orders-data';
import { OrdersPage } from './orders-page';

const SLOW = { timeout: 30_000 };

const rows = [
  orderRow(1, 'new'),
  orderRow(2, 'in_progress', {
    shopper: confirmedShopper,
    deceased: [{ id: 102, full_name: 'Сидорова Анна Ивановна' }],
  }),
  orderRow(3, 'completed', { shopper: null, deceased: [] }),
];

function server(extra?: (call: Sent) => { status?: number; body?: unknown } | undefined) {
  return stubServer((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.url.includes('/api/company-orders/orders/summary/')) {
      // the server's heads, deliberately unlike the loaded cards: the board shows these
      return {
        body: {
          results: ['new', 'in_progress', 'awaiting_payment', 'paid', 'completed', 'cancelled'].map(
            (status, index) => ({ status, count: 10 + index, total: 100000.5 * (index + 1), due: 0 }),
          ),
        },
      };
    }
    if (call.method === 'GET' && call.url.startsWith('/api/company-orders/responsibles/')) {
      return {
        body: {
          results: [
            { id: 1, name: 'Анна Иванова', is_owner: true },
            { id: 2, name: 'Олег Петров', is_owner: false },
          ],
          count: 2,
        },
      };
    }
    if (call.method === 'GET' && call.url.includes('/api/company-orders/orders/')) {
      const status = new URL(call.url, 'http://x').searchParams.get('status');
      const list = status ? rows.filter((row) => row.status === status) : rows;
      return { body: { results: list, count: list.length } };
    }
    if (call.method === 'GET' && call.url.includes('/api/company-shoppers/shopper/')) {
      return {
        body: {
          results: [
            { ...unconfirmedShopper, orders_count: 1 },
            { ...confirmedShopper, orders_count: 1 },
          ],
          count: 2,
        },
      };
    }
    return undefined;
  });
}

const params = (call: Sent | undefined) => new URL(call?.url ?? '', 'http://x').searchParams;
const listCalls = (sent: Sent[]) =>
  sent.filter(
    (call) =>
      call.method === 'GET' &&
      call.url.includes('/api/company-orders/orders/') &&
      !call.url.includes('/summary/'),
  );

const signInAs = (modules: Record<string, number> | null) =>
  sessionStore.signIn(
    modules === null
      ? makeSession({ user_type: 2, company_id: 1 })
      : makeSession({ user_type: 3, company_id: 1 }, [{ id: 1, name: 'Роль', modules }]),
  );

async function pick(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
  snackbar.close();
});

describe('the deals list', () => {
  it('shows the deals with money in rubles and dates dd.MM.yyyy', SLOW, async () => {
    signInAs(null);
    const sent = server();
    renderWithProviders(<OrdersPage />, '/app/orders');
    const row = (await screen.findByText('Иванов Пётр Сергеевич')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Захоронение')).toBeTruthy();
    expect(within(row).getByText('Новая')).toBeTruthy();
    expect(within(row).getByText('15 300,50 ₽')).toBeTruthy();
    expect(within(row).getByText('к оплате 10 300,50 ₽')).toBeTruthy();
    expect(within(row).getByText('04.03.2025')).toBeTruthy();
    expect(within(row).getByText('10.03.2025')).toBeTruthy();
    const first = params(listCalls(sent)[0]);
    expect(Object.fromEntries(first)).toEqual({ sort: '-created_at', offset: '0', limit: '10' });
  });

  it('sends every filter the spec names in the query string', SLOW, async () => {
    signInAs(null);
    const sent = server();
    renderWithProviders(<OrdersPage />, '/app/orders');
    await screen.findByText('Иванов Пётр Сергеевич');
    await pick('Статус', 'В работе');
    await pick('Ответственный', 'Олег Петров');
    // the rest of the filters open under «Фильтры»
    await userEvent.click(screen.getByRole('button', { name: 'Фильтры (2)' }));
    await pick('Оплата', 'Есть сумма к оплате');
    await pick('Тип', 'Сделка');
    await pick('Категория', 'Кремация');
    await pick('Сортировка', 'Сумма: по убыванию');
    fireEvent.change(screen.getByLabelText('Создана с'), { target: { value: '01.03.2025' } });
    fireEvent.change(screen.getByLabelText('Создана по'), { target: { value: '31.03.2025' } });
    await userEvent.type(screen.getByLabelText('Поиск: номер, клиент, телефон, умерший'), 'Иванов');
    await userEvent.click(screen.getByRole('combobox', { name: 'Клиент' }));
    await userEvent.click(await screen.findByRole('option', { name: /Петров Олег/ }));
    await waitFor(() => {
      expect(Object.fromEntries(params(listCalls(sent).at(-1)))).toEqual({
        sort: '-total',
        offset: '0',
        limit: '10',
        status: 'in_progress',
        query: 'Иванов',
        start_date: '2025-03-01',
        end_date: '2025-03-31',
        type_order: '1',
        category_order: '3',
        shopper: '8',
        responsible: '2',
        debt: 'true',
      });
    });
    // an end before the start: the field says so and neither end is sent
    fireEvent.change(screen.getByLabelText('Создана по'), { target: { value: '01.02.2025' } });
    expect(await screen.findByText('Дата окончания раньше даты начала')).toBeTruthy();
    await waitFor(() => {
      const last = params(listCalls(sent).at(-1));
      expect(last.get('start_date')).toBeNull();
      expect(last.get('end_date')).toBeNull();
    });
  });

  it('takes the filters a link sets (the home page’s figures) and opens them', SLOW, async () => {
    signInAs(null);
    const sent = server();
    renderWithProviders(
      <OrdersPage />,
      '/app/orders?status=active&start_date=2025-03-01&end_date=2025-03-31&debt=true&responsible=none',
    );
    await waitFor(() => expect(listCalls(sent).length).toBeGreaterThan(0));
    expect(Object.fromEntries(params(listCalls(sent)[0]))).toEqual({
      sort: '-created_at',
      offset: '0',
      limit: '10',
      status: 'new,in_progress,awaiting_payment,paid,completed',
      start_date: '2025-03-01',
      end_date: '2025-03-31',
      responsible: 'none',
      debt: 'true',
    });
    expect(screen.getByRole('combobox', { name: 'Статус' }).textContent).toBe('Все, кроме отменённых');
    expect(screen.getByRole('combobox', { name: 'Оплата' }).textContent).toBe('Есть сумма к оплате');
    expect((screen.getByLabelText('Создана с') as HTMLInputElement).value).toBe('01.03.2025');
  });

  it('names the client and the deceased of a deal, and its responsible', SLOW, async () => {
    signInAs(null);
    server();
    renderWithProviders(<OrdersPage />, '/app/orders');
    const row = (await screen.findByText('Сидорова Анна Ивановна')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Петров Олег')).toBeTruthy();
    expect(within(row).getByText('Анна Иванова')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Клиент', 'Умершие', 'Ответственный']));
  });

  it('pages with the sizes 5, 10, 25 and 50', SLOW, async () => {
    signInAs(null);
    const sent = server();
    renderWithProviders(<OrdersPage />, '/app/orders');
    await screen.findByText('Иванов Пётр Сергеевич');
    await userEvent.click(screen.getByRole('combobox', { name: /per page|на странице/i }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['5', '10', '25', '50']);
    await userEvent.click(screen.getByRole('option', { name: '25' }));
    await waitFor(() => expect(params(listCalls(sent).at(-1)).get('limit')).toBe('25'));
  });
});

describe('the board', () => {
  it('keeps the view in the URL and asks for each status column', SLOW, async () => {
    signInAs(null);
    const sent = server();
    renderWithProviders(
      <Routes>
        <Route path="/app/orders" element={<OrdersPage />} />
      </Routes>,
      '/app/orders',
    );
    await screen.findByText('Иванов Пётр Сергеевич');
    await userEvent.click(screen.getByRole('button', { name: 'Доска' }));
    expect(screen.getByRole('button', { name: 'Доска' }).getAttribute('aria-pressed')).toBe('true');
    for (const label of ['Новая', 'В работе', 'Ожидает оплаты', 'Оплачена', 'Выполнена', 'Отменена']) {
      expect(await screen.findByRole('region', { name: `Колонка «${label}»` })).toBeTruthy();
    }
    await waitFor(() => {
      const statuses = listCalls(sent)
        .map((call) => params(call).get('status'))
        .filter(Boolean);
      expect(new Set(statuses)).toEqual(
        new Set(['new', 'in_progress', 'awaiting_payment', 'paid', 'completed', 'cancelled']),
      );
    });
    // no status filter on the board: every status has its column
    expect(screen.queryByRole('combobox', { name: 'Статус' })).toBeNull();
  });

  it(
    'heads each column with the server’s count and money; cards name client and deceased',
    SLOW,
    async () => {
      signInAs(null);
      const sent = server();
      renderWithProviders(<OrdersPage />, '/app/orders?view=board');
      const work = await screen.findByRole('region', { name: 'Колонка «В работе»' });
      // 11 deals and 200 001,00 ₽ from the server, though one card is loaded
      expect(await within(work).findByLabelText('Сделок: 11')).toBeTruthy();
      expect(
        within(work)
          .getByLabelText(/^Сумма колонки «В работе»/)
          .textContent?.replace(/[\u00a0\u202f]/g, ' '),
      ).toBe('200 001,00 ₽');
      const card = within(work).getByRole('article', { name: 'Сделка № 2' });
      expect(card.textContent).toContain('Клиент: Петров О.');
      expect(card.textContent).toContain('Умерший: Сидорова А. И.');
      // one grouped call for the heads, with the list's filters but the status
      const heads = sent.filter((call) => call.url.includes('/orders/summary/'));
      expect(heads.length).toBeGreaterThan(0);
      expect(params(heads[0]).get('status')).toBeNull();
      // the newest ten of a column
      expect(params(listCalls(sent).find((call) => params(call).get('status') === 'new')).get('limit')).toBe(
        '10',
      );
    },
  );

  it('dims the columns a dragged deal cannot go to and moves it on a drop', SLOW, async () => {
    signInAs(null);
    const sent = server((call) =>
      call.method === 'POST' && call.url.includes('/orders/1/status/')
        ? { body: { ...orderRow(1, 'in_progress'), next_statuses: [] } }
        : undefined,
    );
    renderWithProviders(<OrdersPage />, '/app/orders?view=board');
    const newColumn = await screen.findByRole('region', { name: 'Колонка «Новая»' });
    const card = await within(newColumn).findByRole('article', { name: 'Сделка № 1' });
    expect(card.getAttribute('draggable')).toBe('true');
    fireEvent.dragStart(card);
    const drop = (label: string) =>
      screen.getByRole('region', { name: `Колонка «${label}»` }).getAttribute('data-drop');
    // a new deal of an unconfirmed client: work or cancel only (SPEC §4)
    await waitFor(() => expect(drop('В работе')).toBe('allowed'));
    expect(drop('Новая')).toBe('origin');
    expect(drop('Ожидает оплаты')).toBe('blocked');
    expect(drop('Оплачена')).toBe('blocked');
    expect(drop('Выполнена')).toBe('blocked');
    expect(drop('Отменена')).toBe('allowed');
    fireEvent.dragOver(screen.getByRole('region', { name: 'Колонка «В работе»' }));
    fireEvent.drop(screen.getByRole('region', { name: 'Колонка «В работе»' }));
    await waitFor(() =>
      expect(sent.find((call) => call.method === 'POST')).toMatchObject({
        url: expect.stringContaining('/api/company-orders/orders/1/status/'),
        body: { status: 'in_progress' },
      }),
    );
    await waitFor(() => expect(snackbar.get()?.message).toBe('Сделка № 1: «В работе»'));
  });

  it(
    'a confirmed client lets the deal go further; a drop on a dimmed column sends nothing',
    SLOW,
    async () => {
      signInAs(null);
      const sent = server();
      renderWithProviders(<OrdersPage />, '/app/orders?view=board');
      const column = await screen.findByRole('region', { name: 'Колонка «В работе»' });
      fireEvent.dragStart(await within(column).findByRole('article', { name: 'Сделка № 2' }));
      const drop = (label: string) =>
        screen.getByRole('region', { name: `Колонка «${label}»` }).getAttribute('data-drop');
      await waitFor(() => expect(drop('Оплачена')).toBe('allowed'));
      expect(drop('Ожидает оплаты')).toBe('allowed');
      expect(drop('Выполнена')).toBe('allowed');
      expect(drop('Новая')).toBe('allowed');
      fireEvent.dragEnd(within(column).getByRole('article', { name: 'Сделка № 2' }));
      await waitFor(() => expect(drop('Оплачена')).toBe('none'));

      // the completed deal without a client may only go back to work
      const done = screen.getByRole('region', { name: 'Колонка «Выполнена»' });
      fireEvent.dragStart(within(done).getByRole('article', { name: 'Сделка № 3' }));
      await waitFor(() => expect(drop('В работе')).toBe('allowed'));
      expect(drop('Отменена')).toBe('blocked');
      fireEvent.drop(screen.getByRole('region', { name: 'Колонка «Отменена»' }));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(sent.some((call) => call.method === 'POST')).toBe(false);
    },
  );

  it('«Сменить статус» offers the allowed statuses and shows the server’s refusal', SLOW, async () => {
    signInAs(null);
    server((call) =>
      call.method === 'POST'
        ? {
            status: 400,
            body: {
              detail:
                'Пока клиент не подтверждён, сделка может быть только в статусах «Новая», «В работе» или «Отменена». Подтвердите клиента кодом.',
            },
          }
        : undefined,
    );
    renderWithProviders(<OrdersPage />, '/app/orders?view=board');
    await userEvent.click(await screen.findByRole('button', { name: 'Сменить статус сделки № 1' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['В работе', 'Отменена']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Отменена' }));
    await waitFor(() => expect(snackbar.get()?.severity).toBe('error'));
    expect(snackbar.get()?.message).toContain('Пока клиент не подтверждён');
  });

  it('a read-only employee sees the board without dragging or status menus', SLOW, async () => {
    signInAs({ orders: 3 });
    server();
    renderWithProviders(<OrdersPage />, '/app/orders?view=board');
    const card = await screen.findByRole('article', { name: 'Сделка № 1' });
    expect(card.getAttribute('draggable')).toBe('false');
    expect(screen.queryByRole('button', { name: /Сменить статус/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Новая сделка' })).toBeNull();
  });
});
