import { ADMIN_COMPANY_MSG, COMPANY_BLOCKED_CODE } from '@sp/shared/api/admin-companies';
import { useQuery } from '@tanstack/react-query';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyBlock } from '../../lib/company-block';
import { http } from '../../lib/http';
import { setNavigate } from '../../lib/navigation';
import { sessionStore } from '../../lib/session-store';
import { makeSession } from '../../test/fixtures';
import { renderWithProviders, stubServer } from '../../test/stub-server';
import { AppLayout } from './app-layout';

afterEach(() => {
  // the layout's polling stops before fetch is given back
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.clear();
  companyBlock.clear();
});

const SLOW = { timeout: 30_000 };
const MESSAGE = ADMIN_COMPANY_MSG.companyBlocked('Жалобы клиентов');

/** A company page: its deals. */
function Deals() {
  const deals = useQuery({
    queryKey: ['deals'],
    queryFn: () => http.get<{ count: number }>('/api/company-orders/orders/'),
  });
  return <p>{deals.data ? `Сделок: ${deals.data.count}` : 'Загрузка'}</p>;
}

describe('the cabinet of a company an administrator blocked', () => {
  it('shows its screen with the reason instead of the page, and user mode leaves it', SLOW, async () => {
    const sent = stubServer((call) => {
      if (call.url.startsWith('/api/company-orders/orders/'))
        return sessionStore.get().userMode
          ? { body: { count: 0 } }
          : { status: 403, body: { detail: MESSAGE, error_code: COMPANY_BLOCKED_CODE } };
      return undefined;
    });
    setNavigate(() => {});
    sessionStore.signIn(
      makeSession({ user_type: 2, company_id: 5, name: 'Ритуал-Сервис', type_company: 'REGULAR' }),
    );
    renderWithProviders(
      <AppLayout>
        <Deals />
      </AppLayout>,
      '/app/dashboard',
    );
    const screenOfBlock = await screen.findByRole('alert');
    expect(
      within(screenOfBlock).getByRole('heading', { name: 'Компания «Ритуал-Сервис» заблокирована' }),
    ).toBeTruthy();
    expect(within(screenOfBlock).getByText(MESSAGE)).toBeTruthy();
    expect(screen.queryByText('Загрузка')).toBeNull();
    // a new token would not change it: no refresh was asked
    expect(sent.some((call) => call.url.includes('/api/auth/'))).toBe(false);
    expect(within(screenOfBlock).getByRole('button', { name: 'Выбрать другую компанию' })).toBeTruthy();

    await userEvent.click(
      within(screenOfBlock).getByRole('button', { name: 'Перейти в профиль пользователя' }),
    );
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(sessionStore.get().userMode).toBe(true);
    expect(companyBlock.get()).toBeNull();
  });
});
