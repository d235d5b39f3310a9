import { PAYMENT_MSG } from '@sp/shared/api/payments';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error';
import { http } from '../lib/http';
import { limitNotice } from '../lib/limit-notice';
import { setNavigate } from '../lib/navigation';
import { sessionStore } from '../lib/session-store';
import { makeSession } from '../test/fixtures';
import { stubServer } from '../test/stub-server';
import { LimitNoticeHost } from './limit-notice-host';

const LIMIT =
  'Достигнут лимит «Страницы памяти» тарифа «Бесплатный»: 3. Больше позволяет тариф «Семейный» — его можно выбрать в разделе «Тарифы и пакеты».';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
  limitNotice.close();
  setNavigate((to) => window.location.assign(to));
});

describe('a tariff’s limit reached (402)', () => {
  it('whatever asked, shows the server’s message with «Сменить тариф» leading to /app/tariff', async () => {
    sessionStore.signIn(makeSession());
    const navigate = vi.fn();
    setNavigate(navigate);
    stubServer(() => ({ status: 402, body: { detail: LIMIT, error_code: 'tariffs.limit_reached' } }));
    render(<LimitNoticeHost />);
    const error = await http.post('/api/memory_page/', { name: 'x' }).catch((caught: unknown) => caught);
    // the caller still gets its error to show as it does
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(402);
    const dialog = await screen.findByRole('dialog', { name: 'Достигнут лимит тарифа' });
    expect(dialog.textContent).toContain(LIMIT);
    await userEvent.click(screen.getByRole('button', { name: 'Сменить тариф' }));
    expect(navigate).toHaveBeenCalledWith('/app/tariff');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tells an employee that the owner changes the tariff', async () => {
    sessionStore.signIn(makeSession({ user_type: 3, company_id: 9 }));
    stubServer(() => ({ status: 402, body: { detail: LIMIT, error_code: 'tariffs.limit_reached' } }));
    render(<LimitNoticeHost />);
    await http.get('/api/company/managers/').catch(() => {});
    expect(await screen.findByText('Тариф компании меняет её владелец.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Сменить тариф' })).toBeNull();
  });

  it('leaves a balance too short for a purchase to the page that bought', async () => {
    sessionStore.signIn(makeSession());
    stubServer(() => ({
      status: 402,
      body: { detail: PAYMENT_MSG.notEnough, error_code: 'payments.not_enough' },
    }));
    render(<LimitNoticeHost />);
    await http.post('/api/payments/tariff/', { tariff_id: 2 }).catch(() => {});
    expect(limitNotice.get()).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
