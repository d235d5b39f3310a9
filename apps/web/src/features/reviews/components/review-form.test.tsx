import type { MyReview } from '@sp/shared/api/reviews';
import { REVIEW_COMMENT_MAX, REVIEW_MSG } from '@sp/shared/api/reviews';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { OrderReview } from './order-review';
import { ReviewForm } from './review-form';

const saved: MyReview = {
  id: 5,
  order_id: 42,
  company_id: 3,
  order_number: 17,
  company_name: 'Ритуал-Сервис',
  stars: 4,
  comment: 'Спасибо за помощь',
  is_moderation: false,
  is_banned: false,
  status: 'pending',
  created_at: '2025-03-10T09:00:00Z',
  updated_at: '2025-03-10T09:00:00Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

const SLOW = { timeout: 30_000 };
const send = () => screen.getByRole('button', { name: 'Отправить отзыв' }) as HTMLButtonElement;

describe('review form', () => {
  it('counts characters and cannot be sent without stars or with an empty comment', SLOW, async () => {
    sessionStore.signIn(makeSession());
    const sent = stubServer((call) => (call.method === 'POST' ? { status: 201, body: saved } : undefined));
    const onSaved = vi.fn();
    renderWithProviders(<ReviewForm orderId={42} onSaved={onSaved} />);

    expect(screen.getByTestId('review-counter').textContent).toBe(`0 / ${REVIEW_COMMENT_MAX}`);
    expect(send().disabled).toBe(true);
    const comment = screen.getByLabelText('Отзыв');
    expect(comment.getAttribute('maxlength')).toBe(String(REVIEW_COMMENT_MAX));

    // a click without pointer moves: happy-dom lays nothing out, so MUI's hover star would be NaN
    fireEvent.click(screen.getByRole('radio', { name: '4 звезды' }));
    // stars without a comment: still empty
    expect(send().disabled).toBe(true);
    await userEvent.type(comment, '   ');
    expect(screen.getByTestId('review-counter').textContent).toBe(`3 / ${REVIEW_COMMENT_MAX}`);
    expect(send().disabled).toBe(true);

    await userEvent.clear(comment);
    await userEvent.type(comment, ' Спасибо за помощь ');
    expect(screen.getByTestId('review-counter').textContent).toBe(`19 / ${REVIEW_COMMENT_MAX}`);
    expect(send().disabled).toBe(false);
    await userEvent.click(send());

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(sent.filter((call) => call.method === 'POST')).toEqual([
      {
        method: 'POST',
        url: expect.stringContaining('/api/reviews/reviews/'),
        body: { order_id: 42, stars: 4, comment: 'Спасибо за помощь' },
      },
    ]);
  });

  it('shows the server’s refusal', SLOW, async () => {
    sessionStore.signIn(makeSession());
    stubServer((call) =>
      call.method === 'POST' ? { status: 400, body: { detail: REVIEW_MSG.notCompleted } } : undefined,
    );
    renderWithProviders(<ReviewForm orderId={42} />);
    fireEvent.click(screen.getByRole('radio', { name: '5 звёзд' }));
    fireEvent.change(screen.getByLabelText('Отзыв'), { target: { value: 'Всё хорошо' } });
    await userEvent.click(send());
    expect((await screen.findByRole('alert')).textContent).toBe(REVIEW_MSG.notCompleted);
  });
});

describe('a deal’s review for its client', () => {
  it('shows the form for a completed deal without a review, and a hint before that', SLOW, async () => {
    sessionStore.signIn(makeSession());
    stubServer((call) =>
      call.url.includes('/api/reviews/reviews/') ? { body: { results: [], count: 0 } } : undefined,
    );
    const { unmount } = renderWithProviders(<OrderReview orderId={42} status="completed" />);
    expect(await screen.findByRole('button', { name: 'Отправить отзыв' })).toBeTruthy();
    unmount();
    renderWithProviders(<OrderReview orderId={42} status="paid" />);
    expect(await screen.findByText(REVIEW_MSG.notCompleted)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Отправить отзыв' })).toBeNull();
  });

  it('shows the client’s review with its status; a pending one is changed in the form', SLOW, async () => {
    sessionStore.signIn(makeSession());
    const sent = stubServer((call) => {
      if (call.method === 'GET' && call.url.includes('/api/reviews/reviews/')) {
        return { body: { results: [saved], count: 1 } };
      }
      if (call.method === 'PUT') return { body: { ...saved, comment: 'Спасибо!' } };
      return undefined;
    });
    renderWithProviders(<OrderReview orderId={42} status="completed" />);
    expect(await screen.findByText('Спасибо за помощь')).toBeTruthy();
    expect(screen.getByText('На модерации')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Оценка: 4 из 5' })).toBeTruthy();
    expect(sent[0].url).toContain('order_id=42');

    await userEvent.click(screen.getByRole('button', { name: 'Изменить' }));
    const comment = screen.getByLabelText('Отзыв');
    expect((comment as HTMLTextAreaElement).value).toBe('Спасибо за помощь');
    fireEvent.change(comment, { target: { value: 'Спасибо!' } });
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(sent.find((call) => call.method === 'PUT')).toMatchObject({
        url: expect.stringContaining('/api/reviews/reviews/5/'),
        body: { stars: 4, comment: 'Спасибо!' },
      }),
    );
  });
});
