import { ADMIN_COMPANY_MSG, type AdminCompany } from '@sp/shared/api/admin-companies';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { snackbar } from '../../../lib/snackbar-store';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { RITUAL } from '../admin-company-fixtures';
import { CompanyCardDialog } from './company-card-dialog';

afterEach(() => {
  vi.unstubAllGlobals();
  snackbar.close();
});

const SLOW = { timeout: 30_000 };
const REASON = 'Жалобы клиентов на подложные договоры';

const BLOCKED: AdminCompany = {
  ...RITUAL,
  blocked: { at: '2026-03-02T09:00:00Z', reason: REASON, by: { id: 1, name: 'Анна Админова' } },
};

function server() {
  return stubServer((call) => {
    if (call.url.includes('/api/admin/statistic-company/')) return { status: 500 };
    if (call.url === '/api/admin/companies/7/block/') return { body: BLOCKED };
    if (call.url === '/api/admin/companies/7/unblock/') return { body: RITUAL };
    return undefined;
  });
}

const confirmation = () => screen.findByRole('dialog', { name: 'Подвердить действие' });

describe('a company’s block in its card', () => {
  it('blocks with a reason after a confirmation, shows why, who and when, and unblocks', SLOW, async () => {
    const sent = server();
    renderWithProviders(<CompanyCardDialog company={RITUAL} onClose={() => {}} />);
    const section = await screen.findByRole('region', { name: 'Блокировка' });
    await userEvent.click(within(section).getByRole('button', { name: 'Заблокировать' }));
    let confirm = await confirmation();
    expect(within(confirm).getByText(/и её филиалы\?/)).toBeTruthy();
    // the reason is required, and no longer than 500
    const yes = within(confirm).getByRole('button', { name: 'Да' }) as HTMLButtonElement;
    expect(yes.disabled).toBe(true);
    const reason = within(confirm).getByRole('textbox', { name: /Причина/ });
    await userEvent.click(reason);
    await userEvent.paste('я'.repeat(501));
    expect(within(confirm).getByText(ADMIN_COMPANY_MSG.reasonLong)).toBeTruthy();
    expect(yes.disabled).toBe(true);
    await userEvent.clear(reason);
    await userEvent.type(reason, REASON);
    await userEvent.click(yes);

    expect(
      await within(section).findByText('Заблокирована 02.03.2026, заблокировал(а) Анна Админова'),
    ).toBeTruthy();
    expect(within(section).getByText(`Причина: ${REASON}`)).toBeTruthy();
    expect(snackbar.get()?.message).toBe('«Ритуал-Сервис» заблокирована');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Подвердить действие' })).toBeNull());
    await userEvent.click(within(section).getByRole('button', { name: 'Разблокировать' }));
    confirm = await confirmation();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Да' }));
    expect(await within(section).findByRole('button', { name: 'Заблокировать' })).toBeTruthy();
    await waitFor(() => expect(snackbar.get()?.message).toBe('«Ритуал-Сервис» разблокирована'));
    expect(sent.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/admin/companies/7/block/', body: { reason: REASON } },
      { method: 'POST', url: '/api/admin/companies/7/unblock/', body: {} },
    ]);
  });

  it('leaves a branch to its main company, and cancels without asking the server', SLOW, async () => {
    const sent = server();
    const { unmount } = renderWithProviders(
      <CompanyCardDialog
        company={{ ...BLOCKED, id: 9, parent: { id: 7, name: 'Ритуал-Сервис' } }}
        onClose={() => {}}
      />,
    );
    const section = await screen.findByRole('region', { name: 'Блокировка' });
    expect(within(section).getByText(`Причина: ${REASON}`)).toBeTruthy();
    expect(within(section).queryByRole('button')).toBeNull();
    expect(within(section).getByText(/вместе с основной компанией «Ритуал-Сервис»/)).toBeTruthy();
    unmount();

    renderWithProviders(<CompanyCardDialog company={RITUAL} onClose={() => {}} />);
    const own = await screen.findByRole('region', { name: 'Блокировка' });
    await userEvent.click(within(own).getByRole('button', { name: 'Заблокировать' }));
    await userEvent.click(within(await confirmation()).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Подвердить действие' })).toBeNull());
    expect(sent.some((call) => call.method === 'POST')).toBe(false);
  });
});
