import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { PassportRequestsBadge } from './passport-requests-badge';

const COUNT_URL =
  '/api/passports/municipal/count/?request_passport=1&burial_passport=1&request_update_burial_passport=1';

const signInMunicipal = (extra: object = {}, roles: Parameters<typeof makeSession>[1] = []) =>
  sessionStore.signIn(
    makeSession({ user_type: 2, company_id: 3, type_company: 'MUNICIPAL', ...extra }, roles),
  );

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStore.setUserMode(false);
  sessionStore.reset();
});

describe('the badge of «Заявки на паспорта»', () => {
  it('asks the count with the three kinds set to 1, and again every 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let count = 2;
    const sent = stubServer((call) =>
      call.url.startsWith('/api/passports/municipal/count/') ? { body: { count } } : undefined,
    );
    signInMunicipal();
    renderWithProviders(<PassportRequestsBadge />);
    expect(await screen.findByLabelText('Новых заявок на паспорта: 2')).toBeTruthy();
    expect(sent.map((call) => call.url)).toEqual([COUNT_URL]);

    count = 5;
    await vi.advanceTimersByTimeAsync(29_000);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_500);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].url).toBe(COUNT_URL);
    expect(await screen.findByLabelText('Новых заявок на паспорта: 5')).toBeTruthy();
  });

  it('only logs a failed poll and keeps the last count', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = false;
    stubServer((call) =>
      call.url.startsWith('/api/passports/municipal/count/')
        ? fail
          ? { status: 500, body: { detail: 'Внутренняя ошибка сервера.' } }
          : { body: { count: 3 } }
        : undefined,
    );
    signInMunicipal();
    renderWithProviders(<PassportRequestsBadge />);
    expect(await screen.findByLabelText('Новых заявок на паспорта: 3')).toBeTruthy();
    fail = true;
    await vi.advanceTimersByTimeAsync(30_500);
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(
        'Не удалось обновить счётчик новых заявок на паспорта',
        expect.anything(),
      ),
    );
    expect(screen.getByLabelText('Новых заявок на паспорта: 3')).toBeTruthy();
  });

  it('asks nothing of a regular company, in user mode, or of an employee without the module', async () => {
    const sent = stubServer(() => ({ body: { count: 4 } }));
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1, type_company: 'REGULAR' }));
    const first = renderWithProviders(<PassportRequestsBadge />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    first.unmount();

    signInMunicipal();
    sessionStore.setUserMode(true);
    const second = renderWithProviders(<PassportRequestsBadge />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    second.unmount();
    sessionStore.setUserMode(false);

    signInMunicipal({ user_type: 3 }, [{ id: 1, name: 'Кладбище', modules: { serial_number: 3 } }]);
    renderWithProviders(<PassportRequestsBadge />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByLabelText(/Новых заявок на паспорта/)).toBeNull();
    expect(sent).toEqual([]);
  });
});
