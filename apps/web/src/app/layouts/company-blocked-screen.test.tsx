import { ADMIN_COMPANY_MSG, COMPANY_BLOCKED_CODE } from '@sp/shared/api/admin-companies';
import type { AvailableCompany } from '@sp/shared/api/profile';
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

const company = (id: number, name: string, isRoot: boolean, isBlocked: boolean): AvailableCompany => ({
  id,
  logo: null,
  name,
  is_root: isRoot,
  number_connected_profiles: 3,
  is_blocked: isBlocked,
});
const BLOCKED = company(5, 'Ритуал-Сервис', true, true);
// blocked with its main company
const BRANCH = company(6, 'Ритуал-Сервис Торжок', false, true);
const OTHER = company(7, 'Память', true, false);

/** The blocked company answers 403 to its pages (not in user mode); the account's companies are `mine`. */
function server(mine: AvailableCompany[]) {
  return stubServer((call) => {
    if (call.url.startsWith('/api/company-orders/orders/'))
      return sessionStore.get().userMode
        ? { body: { count: 0 } }
        : { status: 403, body: { detail: MESSAGE, error_code: COMPANY_BLOCKED_CODE } };
    if (call.url.startsWith('/api/profile/available-companies/'))
      return { body: { results: mine, count: mine.length } };
    return undefined;
  });
}

/** `account`: each test its own, so the data cache (one per account and company) is its own too. */
function renderBlocked(account: number) {
  setNavigate(() => {});
  sessionStore.signIn(
    makeSession({ id: account, user_type: 2, company_id: 5, name: 'Ритуал-Сервис', type_company: 'REGULAR' }),
  );
  renderWithProviders(
    <AppLayout>
      <Deals />
    </AppLayout>,
    '/app/dashboard',
  );
}

describe('the cabinet of a company an administrator blocked', () => {
  it('shows its screen with the reason instead of the page, and user mode leaves it', SLOW, async () => {
    const sent = server([OTHER, BLOCKED, BRANCH]);
    renderBlocked(1);
    const screenOfBlock = await screen.findByRole('alert');
    expect(
      within(screenOfBlock).getByRole('heading', { name: 'Компания «Ритуал-Сервис» заблокирована' }),
    ).toBeTruthy();
    expect(within(screenOfBlock).getByText(MESSAGE)).toBeTruthy();
    expect(screen.queryByText('Загрузка')).toBeNull();
    // a new token would not change it: no refresh was asked
    expect(sent.some((call) => call.url.includes('/api/auth/'))).toBe(false);
    // the account has a company not blocked besides the blocked one: the switch is offered and lists them all,
    // the blocked ones marked and not to be chosen
    await userEvent.click(
      await within(screenOfBlock).findByRole('button', { name: 'Выбрать другую компанию' }),
    );
    expect(screenOfBlock.textContent).toContain('или в другую свою компанию');
    const dialog = await screen.findByRole('dialog', { name: 'Переключить компанию' });
    const other = await within(dialog).findByRole('button', { name: /Память/ });
    expect(other.getAttribute('aria-disabled')).not.toBe('true');
    expect(within(other).queryByText('Заблокирована')).toBeNull();
    const blocked = within(dialog).getAllByRole('button', { name: /Ритуал-Сервис/ });
    expect(blocked).toHaveLength(2);
    for (const item of blocked) {
      expect(item.getAttribute('aria-disabled')).toBe('true');
      expect(within(item).getByText('Заблокирована')).toBeTruthy();
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(
      within(screenOfBlock).getByRole('button', { name: 'Перейти в профиль пользователя' }),
    );
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(sessionStore.get().userMode).toBe(true);
    expect(companyBlock.get()).toBeNull();
  });

  it.each([
    ['only the blocked one', [BLOCKED], 2],
    ['only it and its branch, blocked with it', [BLOCKED, BRANCH], 3],
  ])('offers no other company to an account that has %s', SLOW, async (_, mine, account) => {
    const sent = server(mine);
    renderBlocked(account);
    const screenOfBlock = await screen.findByRole('alert');
    await waitFor(() =>
      expect(sent.some((call) => call.url.startsWith('/api/profile/available-companies/'))).toBe(true),
    );
    // the list has come (its answer given time to be read): the switch is not offered, nor promised in the text
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screenOfBlock.textContent).toContain('вы можете перейти в профиль пользователя. Когда');
    expect(within(screenOfBlock).queryByRole('button', { name: 'Выбрать другую компанию' })).toBeNull();
    expect(screenOfBlock.textContent).not.toContain('другую свою компанию');
    expect(
      within(screenOfBlock).getByRole('button', { name: 'Перейти в профиль пользователя' }),
    ).toBeTruthy();
    expect(within(screenOfBlock).getByRole('button', { name: 'Обновить страницу' })).toBeTruthy();
  });
});
