import type { OrderStatus } from '@sp/shared/orders/statuses';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { DESK, viewport } from '../../../test/viewport';
import { DealPassportButton } from './deal-passport-button';
import { REQUEST } from './passport-fixtures';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
  snackbar.close();
});

const mother = { id: 77, full_name: 'Иванова Мария Петровна', memory_page_id: 12 };
const button = () => screen.queryByRole('button', { name: 'Запросить паспорт' });

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

describe('«Запросить паспорт» on a deal', () => {
  it('is offered on a deal in work whose deceased has a memory page', () => {
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 9 }));
    const offered = (orderStatus: OrderStatus, memory_page_id: number | null) => {
      const { unmount } = renderWithProviders(
        <DealPassportButton orderId={31} orderStatus={orderStatus} person={{ ...mother, memory_page_id }} />,
      );
      const shown = button() !== null;
      unmount();
      return shown;
    };
    expect(offered('in_progress', 12)).toBe(true);
    expect(offered('new', 12)).toBe(false);
    expect(offered('paid', null)).toBe(false);
  });

  it('is not offered to an employee who only reads passport requests', () => {
    sessionStore.signIn(
      makeSession({ user_type: 3, company_id: 9 }, [
        { id: 1, name: 'Наблюдатель', modules: { passport_requests: 3 } },
      ]),
    );
    renderWithProviders(<DealPassportButton orderId={31} orderStatus="completed" person={mother} />);
    expect(button()).toBeNull();
  });

  it('sends the deal and its deceased, then opens the request', { timeout: 30_000 }, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 9 }));
    const sent = stubServer((call) =>
      call.method === 'POST' ? { status: 201, body: { ...REQUEST, id: 5 } } : undefined,
    );
    renderWithProviders(
      <Routes>
        <Route
          path="/app/orders/31"
          element={<DealPassportButton orderId={31} orderStatus="awaiting_payment" person={mother} />}
        />
        <Route path="*" element={<Where />} />
      </Routes>,
      '/app/orders/31',
    );
    await userEvent.click(button() as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Запросить паспорт захоронения' });
    expect(within(dialog).getByText(mother.full_name)).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'ФИО держателя' }), 'Иванов Пётр');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/app/serial-number/request-list/5'),
    );
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/passports/company/request-passport/',
        body: { person_id: 77, order_id: 31, holder_name: 'Иванов Пётр', holder_phone: '', note: '' },
      },
    ]);
  });
});
