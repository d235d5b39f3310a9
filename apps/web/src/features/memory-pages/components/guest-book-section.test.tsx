import type { PublicGuestBook } from '@sp/shared/api/guest-book';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { GuestBookSection } from './guest-book-section';

const entry = (id: number, name: string, text: string) => ({
  id,
  name,
  text,
  created_at: '2026-11-20T10:00:00Z',
});

const BOOK: PublicGuestBook = {
  results: [
    entry(3, 'Ольга', 'Светлая память дедушке.'),
    entry(2, 'Сергей', 'Помню его мастерскую.\nИ запах стружки.'),
  ],
  count: 3,
  candles: 3,
  accepts_entries: true,
  moderation: 'approval',
};

function serve(answer?: (call: Sent) => { status?: number; body?: unknown } | undefined): Sent[] {
  return stubServer((call) => {
    if (call.url.includes('/api/public/config/'))
      return { body: { captcha_provider: 'none', recaptcha_site_key: null, version: '2.5.1' } };
    return answer?.(call);
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the guest book on the public page', () => {
  it('shows the candles lit and the approved memories without asking the API, then the next page', async () => {
    const sent = serve((call) =>
      call.url.includes('/guest-book/?offset=2')
        ? { body: { ...BOOK, results: [entry(1, 'Анна', 'Первая запись.')] } }
        : undefined,
    );
    renderWithProviders(<GuestBookSection pageId={5} token={null} initial={BOOK} />);
    expect(screen.getByRole('heading', { name: 'Книга памяти' })).toBeTruthy();
    expect(screen.getByTestId('candles').textContent).toBe('Зажжено 3 свечи');
    const list = screen.getByRole('list', { name: 'Воспоминания' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Светлая память дедушке.Ольга · 20.11.2026',
      'Помню его мастерскую.\nИ запах стружки.Сергей · 20.11.2026',
    ]);
    expect(sent).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(sent[0].url).toBe('/api/memory_page/public/5/guest-book/?offset=2&limit=10');
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });

  it('lights a candle through its small form and counts it', async () => {
    const sent = serve((call) =>
      call.method === 'POST'
        ? {
            status: 201,
            body: {
              detail: 'Свеча зажжена. Спасибо, что помните.',
              entry: { id: 9, kind: 'candle', status: 'approved' },
              candles: 4,
            },
          }
        : undefined,
    );
    renderWithProviders(<GuestBookSection pageId={5} token={null} initial={BOOK} />);
    await userEvent.click(screen.getByRole('button', { name: 'Зажечь свечу' }));
    const form = await screen.findByRole('form', { name: 'Зажечь свечу' });
    await userEvent.type(within(form).getByLabelText(/Ваше имя/), 'Соседи');
    await userEvent.click(within(form).getByRole('button', { name: 'Зажечь свечу' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Свеча зажжена. Спасибо, что помните.',
    );
    expect(screen.getByTestId('candles').textContent).toBe('Зажжено 4 свечи');
    // one candle a visit
    expect(screen.getByText('Ваша свеча горит')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Зажечь свечу' })).toBeNull();
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({
      kind: 'candle',
      name: 'Соседи',
      text: '',
    });
  });

  it('invites the first memory; a closed book takes none; a private page shows no book', () => {
    const empty = { ...BOOK, results: [], count: 0, candles: 0 };
    const view = renderWithProviders(<GuestBookSection pageId={5} token={null} initial={empty} />);
    expect(screen.getByText('Свечей пока не зажигали')).toBeTruthy();
    expect(screen.getByText(/Воспоминаний пока нет/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Поделиться воспоминанием' })).toBeTruthy();
    view.unmount();
    const closed = renderWithProviders(
      <GuestBookSection pageId={5} token={null} initial={{ ...BOOK, accepts_entries: false }} />,
    );
    expect(screen.getByText('Хранитель страницы сейчас не принимает новые записи.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Поделиться воспоминанием' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Зажечь свечу' })).toBeNull();
    closed.unmount();
    renderWithProviders(<GuestBookSection pageId={5} token={null} initial={null} />);
    expect(screen.queryByRole('heading', { name: 'Книга памяти' })).toBeNull();
  });
});
