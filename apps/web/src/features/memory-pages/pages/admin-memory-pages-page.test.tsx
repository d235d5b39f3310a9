import type { AdminMemoryPage } from '@sp/shared/api/page-complaints';
import { formatDate } from '@sp/shared/format/date';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { AdminMemoryPagesPage } from './admin-memory-pages-page';

const REPORTED: AdminMemoryPage = {
  id: 21,
  person: { id: 5, full_name: 'Иванов Пётр Ильич', date_birth: '1931-05-01', date_death: '2004-01-01' },
  owner: { kind: 'account', id: 8, name: 'Сидоров Олег', contact: 'oleg@test.ru' },
  visibility: 'public',
  hidden: false,
  hidden_at: null,
  hidden_reason: '',
  visibility_before_hidden: null,
  open_complaints: 2,
  complaints: 2,
  latest_complaint: { reason: 'stranger', text: 'Я его сын', created_at: '2026-03-10T09:00:00Z' },
  created_at: '2026-01-10T09:00:00Z',
};
const HIDDEN: AdminMemoryPage = {
  ...REPORTED,
  id: 22,
  person: { id: 6, full_name: 'Петрова Анна', date_birth: null, date_death: '2010-01-01' },
  owner: { kind: 'company', id: 3, name: 'Ритуал', contact: '' },
  visibility: 'private',
  hidden: true,
  hidden_at: '2026-03-11T09:00:00Z',
  hidden_reason: 'Чужие фотографии',
  visibility_before_hidden: 'link',
  open_complaints: 0,
  complaints: 1,
  latest_complaint: { reason: 'photo', text: '', created_at: '2026-03-09T09:00:00Z' },
};

type Answer = { status?: number; body?: unknown } | undefined;

function server(rows: AdminMemoryPage[], onPost: (call: Sent) => Answer = () => ({ body: rows[0] })) {
  return stubServer((call) => {
    if (call.method === 'GET' && call.url.startsWith('/api/admin/memory-pages/?'))
      return { body: { results: rows, count: rows.length } };
    if (call.method === 'GET' && call.url.includes('/complaints/'))
      return {
        body: {
          count: 1,
          results: [
            {
              id: 1,
              reason: 'stranger',
              text: 'Я его сын',
              contact: 'son@test.ru',
              reporter: null,
              status: 'open',
              closed_at: null,
              created_at: '2026-03-10T09:00:00Z',
            },
          ],
        },
      };
    if (call.method === 'POST') return onPost(call);
    return undefined;
  });
}

const lists = (sent: Sent[]) =>
  sent
    .filter((call) => call.method === 'GET' && call.url.startsWith('/api/admin/memory-pages/?'))
    .map((call) => Object.fromEntries(new URL(call.url, 'http://x').searchParams));
const posts = (sent: Sent[]) => sent.filter((call) => call.method === 'POST');
const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
const SLOW = { timeout: 30_000 };

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
  snackbar.close();
});

function open() {
  sessionStore.signIn(makeSession({ user_type: 4 }));
  renderWithProviders(<AdminMemoryPagesPage />, '/admin/pages-memory');
}

describe('/admin/pages-memory', () => {
  it(
    'lists the pages with their complaints, keeper and access; searches by name and filters',
    SLOW,
    async () => {
      viewport(DESK);
      const sent = server([REPORTED, HIDDEN]);
      open();
      const table = await screen.findByRole('table', { name: 'Страницы памяти' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Страница', 'Хранитель', 'Жалобы', 'Доступ', 'Действия']);
      const row = (await within(table).findByText('Иванов Пётр Ильич')).closest('tr') as HTMLElement;
      expect(within(row).getByText('2 открытые')).toBeTruthy();
      expect(within(row).getByText('Страницу создал чужой человек: Я его сын')).toBeTruthy();
      expect(within(row).getByText(formatDate('2026-03-10T09:00:00Z'))).toBeTruthy();
      expect(within(row).getByText('Сидоров Олег')).toBeTruthy();
      expect(within(row).getByText('Всем')).toBeTruthy();
      const hidden = within(table).getByText('Петрова Анна').closest('tr') as HTMLElement;
      expect(within(hidden).getByText(`Скрыта ${formatDate('2026-03-11T09:00:00Z')}`)).toBeTruthy();
      expect(within(hidden).getByText('Компания «Ритуал»')).toBeTruthy();
      expect(
        within(hidden).getByRole('button', { name: 'Восстановить страницу «Петрова Анна»' }),
      ).toBeTruthy();

      await userEvent.type(screen.getByLabelText('ФИО человека'), 'Иванов');
      await waitFor(() => expect(lists(sent).at(-1)).toMatchObject({ name: 'Иванов', filter: 'all' }));
      await userEvent.click(screen.getByLabelText('Статус'));
      await userEvent.click(await screen.findByRole('option', { name: 'С жалобами' }));
      await waitFor(() => expect(lists(sent).at(-1)).toMatchObject({ filter: 'complaints', offset: '0' }));
    },
  );

  it('hides a page with the reason for its keeper', SLOW, async () => {
    viewport(DESK);
    const sent = server([REPORTED]);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Скрыть страницу «Иванов Пётр Ильич»' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Причина для хранителя/), 'Создал не родственник');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Скрыть' }));
    await dialogClosed();
    expect(posts(sent)).toEqual([
      {
        method: 'POST',
        url: '/api/admin/memory-pages/21/hide/',
        body: { reason: 'Создал не родственник' },
      },
    ]);
    expect(snackbar.get()?.message).toBe('Страница «Иванов Пётр Ильич» скрыта');
  });

  it('restores and closes complaints only after a confirmation', SLOW, async () => {
    viewport(DESK);
    const sent = server([REPORTED, HIDDEN]);
    open();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Восстановить страницу «Петрова Анна»' }),
    );
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/по ссылке/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await dialogClosed();
    expect(posts(sent)).toEqual([]);

    await userEvent.click(
      screen.getByRole('button', { name: 'Закрыть жалобы на страницу «Иванов Пётр Ильич»' }),
    );
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));
    await dialogClosed();
    expect(posts(sent).map((call) => call.url)).toEqual(['/api/admin/memory-pages/21/close-complaints/']);
  });

  it('hands a page to the family’s account and shows the server’s answer on the field', SLOW, async () => {
    viewport(DESK);
    const sent = server([REPORTED], () => ({
      status: 400,
      body: { login: ['Аккаунт с таким телефоном или почтой не найден'] },
    }));
    open();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Передать семье страницу «Иванов Пётр Ильич»' }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Телефон или почта аккаунта семьи/), 'son@test.ru');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Передать' }));
    expect(await within(dialog).findByText('Аккаунт с таким телефоном или почтой не найден')).toBeTruthy();
    expect(posts(sent)).toEqual([
      { method: 'POST', url: '/api/admin/memory-pages/21/hand-over/', body: { login: 'son@test.ru' } },
    ]);
  });

  it('shows every complaint of a page', SLOW, async () => {
    viewport(DESK);
    server([REPORTED]);
    open();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Все жалобы на страницу «Иванов Пётр Ильич»' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('son@test.ru')).toBeTruthy();
    expect(within(dialog).getByText('Открыта')).toBeTruthy();
  });

  it('reads as cards on a phone, and says when nothing is there', SLOW, async () => {
    viewport(PHONE);
    server([REPORTED]);
    open();
    expect(await screen.findByText('Иванов Пётр Ильич')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('button', { name: 'Скрыть страницу «Иванов Пётр Ильич»' })).toBeTruthy();
  });

  it('says so when there are no pages', SLOW, async () => {
    viewport(DESK);
    server([]);
    open();
    expect(await screen.findByText('Страниц памяти пока нет')).toBeTruthy();
  });
});
