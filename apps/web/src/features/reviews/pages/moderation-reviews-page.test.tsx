import type { AdminReview } from '@sp/shared/api/reviews';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { ModerationReviewsPage } from './moderation-reviews-page';

const base = {
  company_id: 3,
  company_name: 'Ритуал-Сервис',
  is_banned: false,
  created_at: '2025-03-10T09:00:00Z',
  updated_at: '2025-03-10T09:00:00Z',
  moderated_at: null,
  author: { id: 8, name: 'Иванова Мария', contact: 'maria@mail.ru' },
} as const;

const pending: AdminReview = {
  ...base,
  id: 2,
  order_id: 20,
  order_number: 17,
  stars: 5,
  comment: 'Спасибо за чуткость',
  is_moderation: false,
  status: 'pending',
};
const approved: AdminReview = {
  ...base,
  id: 1,
  order_id: 19,
  order_number: 16,
  stars: 3,
  comment: 'Нормально',
  is_moderation: true,
  status: 'approved',
  moderated_at: '2025-03-09T09:00:00Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

const SLOW = { timeout: 30_000 };
/** the page behind a dialog is hidden from the accessibility tree until the dialog has gone */
const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
const puts = (sent: Sent[]) => sent.filter((call) => call.method === 'PUT');

describe('review moderation', () => {
  it('lists reviews with company, deal, author and status; approves after confirmation', SLOW, async () => {
    sessionStore.signIn(makeSession({ user_type: 4 }));
    const sent = stubServer((call) => {
      if (call.method === 'GET') return { body: { results: [pending, approved], count: 2 } };
      if (call.method === 'PUT') return { body: { ...pending, is_moderation: true, status: 'approved' } };
      return undefined;
    });
    renderWithProviders(<ModerationReviewsPage />);

    const row = (await screen.findByText('Спасибо за чуткость')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Ритуал-Сервис')).toBeTruthy();
    expect(within(row).getByText('Сделка №17')).toBeTruthy();
    expect(within(row).getByText('Иванова Мария')).toBeTruthy();
    expect(within(row).getByText('maria@mail.ru')).toBeTruthy();
    expect(within(row).getByText('На модерации')).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'Оценка: 5 из 5' })).toBeTruthy();
    const other = screen.getByText('Нормально').closest('tr') as HTMLElement;
    expect(within(other).queryByRole('button', { name: /^Одобрить/ })).toBeNull();
    expect(within(other).getByRole('button', { name: /^Отклонить/ })).toBeTruthy();

    await userEvent.click(
      within(row).getByRole('button', { name: 'Одобрить: отзыв о сделке №17 «Ритуал-Сервис»' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Одобрить отзыв? Он появится на странице компании.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await dialogClosed();
    expect(puts(sent)).toEqual([]);

    await userEvent.click(within(row).getByRole('button', { name: /^Одобрить/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Да' }));
    await waitFor(() =>
      expect(puts(sent)).toEqual([
        {
          method: 'PUT',
          url: expect.stringContaining('/api/admin/reviews/2/'),
          body: { is_moderation: true, is_banned: false },
        },
      ]),
    );
  });

  it('bans a review and filters by status', SLOW, async () => {
    sessionStore.signIn(makeSession({ user_type: 4 }));
    const sent = stubServer((call) => {
      if (call.method === 'GET') return { body: { results: [approved], count: 1 } };
      if (call.method === 'PUT') return { body: { ...approved, is_banned: true, status: 'banned' } };
      return undefined;
    });
    renderWithProviders(<ModerationReviewsPage />);
    const row = (await screen.findByText('Нормально')).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /^Отклонить/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(puts(sent).map((call) => call.body)).toEqual([{ is_banned: true }]));
    await dialogClosed();

    await userEvent.click(screen.getByRole('combobox', { name: 'Статус' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Отклонён' }));
    await waitFor(() => {
      const url = new URL(sent.filter((call) => call.method === 'GET').at(-1)?.url ?? '', 'http://x');
      expect(Object.fromEntries(url.searchParams)).toEqual({ status: 'banned', offset: '0', limit: '10' });
    });
  });
});
