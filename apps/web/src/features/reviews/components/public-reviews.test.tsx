import type { CompanyReview, PublicReview } from '@sp/shared/api/reviews';
import { formatDate } from '@sp/shared/format/date';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { CompanyReviewsCard } from './company-reviews-card';
import { PublicReviews } from './public-reviews';

const published = (id: number): PublicReview => ({
  id,
  stars: id % 2 ? 5 : 4,
  comment: `Отзыв ${id}`,
  author_name: 'Анна',
  created_at: '2025-03-10T09:00:00Z',
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

const SLOW = { timeout: 30_000 };

describe('published reviews on the company page', () => {
  it('show the average, the count and five at a time', SLOW, async () => {
    const sent = stubServer((call) => {
      const url = new URL(call.url, 'http://x');
      const offset = Number(url.searchParams.get('offset'));
      const ids = offset === 0 ? [7, 6, 5, 4, 3] : [2, 1];
      return { body: { results: ids.map(published), count: 7, average: 4.6 } };
    });
    renderWithProviders(<PublicReviews companyId={3} />);
    const section = await screen.findByRole('region', { name: 'Отзывы' });
    expect(within(section).getByText('4,6 из 5')).toBeTruthy();
    expect(within(section).getByText('7 отзывов')).toBeTruthy();
    expect(within(section).getAllByRole('listitem')).toHaveLength(5);
    expect(within(section).getAllByText(formatDate('2025-03-10T09:00:00Z'))).toHaveLength(5);
    expect(sent[0].url).toContain('company_id=3');

    await userEvent.click(within(section).getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(7));
    expect(within(section).getByText('Отзыв 1')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });

  it('show nothing while the company has no published review', SLOW, async () => {
    const sent = stubServer(() => ({ body: { results: [], count: 0, average: null } }));
    const { container } = renderWithProviders(<PublicReviews companyId={3} />);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(container.textContent).toBe('');
  });
});

describe('the company’s reviews card', () => {
  const review: CompanyReview = {
    id: 1,
    order_id: 20,
    order_number: 17,
    company_id: 3,
    author_name: 'Иванова Мария Петровна',
    stars: 5,
    comment: 'Спасибо',
    is_moderation: false,
    is_banned: false,
    status: 'pending',
    created_at: '2025-03-10T09:00:00Z',
    updated_at: '2025-03-10T09:00:00Z',
  };

  it('lists the company’s reviews with their status for those with the reviews module', SLOW, async () => {
    sessionStore.signIn(
      makeSession({ user_type: 3, company_id: 1 }, [{ id: 1, name: 'Роль', modules: { reviews: 3 } }]),
    );
    stubServer((call) =>
      call.url.includes('/api/reviews/reviews-company/')
        ? { body: { results: [review], count: 1 } }
        : undefined,
    );
    renderWithProviders(<CompanyReviewsCard />);
    const row = (await screen.findByText('Иванова Мария Петровна')).closest('tr') as HTMLElement;
    expect(within(row).getByText('№17')).toBeTruthy();
    expect(within(row).getByText('На модерации')).toBeTruthy();
  });

  it('is not shown, and asks nothing, without the reviews module', SLOW, async () => {
    sessionStore.signIn(
      makeSession({ user_type: 3, company_id: 1 }, [{ id: 1, name: 'Роль', modules: { orders: 3 } }]),
    );
    const sent = stubServer(() => undefined);
    const { container } = renderWithProviders(<CompanyReviewsCard />);
    expect(container.textContent).toBe('');
    expect(sent).toEqual([]);
  });
});
