import type { GuestBook, GuestEntry } from '@sp/shared/api/guest-book';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { GuestBookModerationPanel } from './guest-book-moderation';

const BOOK: GuestBook = {
  page_id: 5,
  moderation: 'approval',
  accepts_entries: true,
  notify: true,
  counts: { pending: 1, approved: 1, hidden: 0, candles: 1, new: 2 },
};

const entry = (overrides: Partial<GuestEntry>): GuestEntry => ({
  id: 1,
  kind: 'memory',
  name: 'Мария',
  text: 'Помню его руки.',
  status: 'pending',
  is_new: true,
  created_at: '2026-11-20T10:00:00Z',
  moderated_at: null,
  ...overrides,
});

const PENDING = entry({});
const APPROVED = entry({ id: 2, name: 'Олег', text: 'Светлая память.', status: 'approved', is_new: false });
const CANDLE = entry({ id: 3, kind: 'candle', name: '', text: '', status: 'approved' });

function serve(): Sent[] {
  return stubServer((call) => {
    const url = call.url;
    if (url.includes('/guest-book/seen/')) return { status: 204 };
    if (url.includes('/guest-book/entries/') && call.method === 'PUT')
      return { body: { ...PENDING, status: (call.body as { status: string }).status } };
    if (url.includes('/guest-book/entries/') && call.method === 'DELETE') return { status: 204 };
    if (url.includes('/guest-book/entries/')) {
      const results = url.includes('status=pending') ? [PENDING] : [PENDING, APPROVED, CANDLE];
      return { body: { results, count: results.length } };
    }
    if (url.includes('/guest-book/') && call.method === 'PUT')
      return { body: { ...BOOK, ...(call.body as object) } };
    if (url.includes('/guest-book/')) return { body: BOOK };
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

const open = (rights = { canModerate: true, canDelete: true }) =>
  renderWithProviders(<GuestBookModerationPanel pageId={5} visibility="public" {...rights} />);

describe('the keeper’s guest book in the page editor', () => {
  it('opens on the entries waiting for approval, marks the book seen, and approves', async () => {
    const sent = serve();
    open();
    const list = await screen.findByRole('list', { name: 'Записи книги памяти' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Ждёт одобрения')).toBeTruthy();
    expect(within(list).getByText('Помню его руки.')).toBeTruthy();
    expect(within(list).getByText('Новая')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ждут одобрения · 1' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await waitFor(() => expect(sent.filter((call) => call.url.includes('/seen/'))).toHaveLength(1));
    await userEvent.click(within(list).getByRole('button', { name: 'Одобрить: Мария' }));
    await waitFor(() =>
      expect(sent.find((call) => call.method === 'PUT' && call.url.includes('/entries/1/'))?.body).toEqual({
        status: 'approved',
      }),
    );
  });

  it('deletes only after the confirmation', async () => {
    const sent = serve();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Все' }));
    const list = await screen.findByRole('list', { name: 'Записи книги памяти' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getByText('Свеча')).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: 'Удалить: Олег' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Удалить воспоминание «Олег» из книги памяти навсегда?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((call) => call.method === 'DELETE')).toEqual([]);
    await userEvent.click(within(list).getByRole('button', { name: 'Удалить: Олег' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Да' }));
    await waitFor(() =>
      expect(sent.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
        '/api/memory_page/page/5/guest-book/entries/2/',
      ]),
    );
  });

  it('changes when memories show', async () => {
    const sent = serve();
    open();
    await userEvent.click(await screen.findByRole('radio', { name: 'Показывать сразу' }));
    await waitFor(() =>
      expect(sent.find((call) => call.method === 'PUT' && call.url.endsWith('/guest-book/'))?.body).toEqual({
        moderation: 'immediate',
      }),
    );
  });

  it('a read-only keeper reads the entries without the actions', async () => {
    serve();
    open({ canModerate: false, canDelete: false });
    const list = await screen.findByRole('list', { name: 'Записи книги памяти' });
    expect(within(list).queryByRole('button')).toBeNull();
    expect((screen.getByRole('radio', { name: 'После одобрения' }) as HTMLInputElement).disabled).toBe(true);
  });
});
