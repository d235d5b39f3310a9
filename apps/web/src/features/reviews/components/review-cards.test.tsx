import type { AdminReview, CompanyReview } from '@sp/shared/api/reviews';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { ModerationReviewsPage } from '../pages/moderation-reviews-page';
import { CompanyReviewsCard } from './company-reviews-card';

const LONG =
  'Венки к родительскому дню сделали красивые, цветы свежие, ленты напечатали без единой ошибки. Одну звезду снимаю только за то, что венки привезли на час позже.';

const companyReview: CompanyReview = {
  id: 4,
  order_id: 20,
  company_id: 3,
  order_number: 14,
  stars: 4,
  comment: LONG,
  is_moderation: false,
  is_banned: false,
  status: 'pending',
  author_name: 'Смирнова Анна Петровна',
  created_at: '2025-11-24T13:05:00Z',
  updated_at: '2025-11-24T13:05:00Z',
};

const adminReview: AdminReview = {
  id: 2,
  order_id: 20,
  company_id: 3,
  order_number: 17,
  stars: 5,
  comment: 'Спасибо за чуткость',
  is_moderation: false,
  is_banned: false,
  status: 'pending',
  company_name: 'Ритуал-Сервис',
  author: { id: 8, name: 'Иванова Мария', contact: 'maria.ivanova-long-address@mail.ru' },
  moderated_at: null,
  created_at: '2025-03-10T09:00:00Z',
  updated_at: '2025-03-10T09:00:00Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

const SLOW = { timeout: 30_000 };

describe('reviews on a phone', () => {
  it('the dashboard’s reviews are cards, not a table: stars and status, the whole text, client, deal, date', async () => {
    viewport(PHONE);
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 3 }));
    stubServer((call) =>
      call.url.includes('/api/reviews/reviews-company/')
        ? { body: { results: [companyReview], count: 1 } }
        : undefined,
    );
    renderWithProviders(<CompanyReviewsCard />);
    const card = await screen.findByRole('article', { name: 'Отзыв о сделке №14' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByRole('img', { name: 'Оценка: 4 из 5' })).toBeTruthy();
    expect(within(card).getByText('На модерации')).toBeTruthy();
    expect(within(card).getByText(LONG)).toBeTruthy();
    expect(within(card).getByText('Смирнова Анна Петровна · Сделка №14 · 24.11.2025')).toBeTruthy();
  });

  it('the dashboard’s reviews stay a table on a desk', async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 3 }));
    stubServer((call) =>
      call.url.includes('/api/reviews/reviews-company/')
        ? { body: { results: [companyReview], count: 1 } }
        : undefined,
    );
    renderWithProviders(<CompanyReviewsCard />);
    const table = await screen.findByRole('table', { name: 'Отзывы клиентов' });
    expect(await within(table).findByText('Смирнова Анна Петровна')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it(
    'moderation is a card per review with the author’s contact and the decisions, confirmed',
    SLOW,
    async () => {
      viewport(PHONE);
      sessionStore.signIn(makeSession({ user_type: 4 }));
      const sent = stubServer((call) => {
        if (call.method === 'GET') return { body: { results: [adminReview], count: 1 } };
        if (call.method === 'PUT')
          return { body: { ...adminReview, is_moderation: true, status: 'approved' } };
        return undefined;
      });
      renderWithProviders(<ModerationReviewsPage />);
      const card = await screen.findByRole('article', { name: 'Отзыв о сделке №17 «Ритуал-Сервис»' });
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(card).getByText('Спасибо за чуткость')).toBeTruthy();
      expect(within(card).getByText('Ритуал-Сервис · Сделка №17')).toBeTruthy();
      expect(within(card).getByText('Иванова Мария · maria.ivanova-long-address@mail.ru')).toBeTruthy();
      expect(within(card).getByText('На модерации')).toBeTruthy();
      expect(within(card).getByRole('button', { name: /^Отклонить/ })).toBeTruthy();

      await userEvent.click(
        within(card).getByRole('button', { name: 'Одобрить: отзыв о сделке №17 «Ритуал-Сервис»' }),
      );
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByText('Одобрить отзыв? Он появится на странице компании.')).toBeTruthy();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Да' }));
      await waitFor(() =>
        expect(sent.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
          { is_moderation: true, is_banned: false },
        ]),
      );
    },
  );

  it('an empty moderation list says what it is for', async () => {
    viewport(PHONE);
    sessionStore.signIn(makeSession({ user_type: 4 }));
    stubServer((call) => (call.method === 'GET' ? { body: { results: [], count: 0 } } : undefined));
    renderWithProviders(<ModerationReviewsPage />);
    expect(await screen.findByText('Отзывов пока нет')).toBeTruthy();
    expect(screen.getByText(/^Здесь появятся отзывы клиентов о выполненных сделках/)).toBeTruthy();
  });
});
