import type { StatisticCalendar } from '@sp/shared/api/admin-statistics';
import { dayInZone } from '@sp/shared/format/date-words';
import { shiftDay } from '@sp/shared/format/day-arithmetic';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { PlatformOverview } from './platform-overview';

afterEach(() => vi.unstubAllGlobals());

const SLOW = { timeout: 30_000 };
const today = dayInZone(new Date());
const none = { registrations: 0, memory_pages: 0, deals: 0, payments: 0, payments_sum: 0 };

function answer(start: string, end: string): StatisticCalendar {
  const days = [];
  for (let day = start; day <= end; day = shiftDay(day, 1)) days.push({ date: day, ...none });
  days[days.length - 1] = {
    ...days[days.length - 1],
    registrations: 3,
    memory_pages: 2,
    deals: 1,
    payments: 1,
    payments_sum: 250.5,
  };
  return {
    date_start: start,
    date_end: end,
    days,
    totals: { registrations: 3, memory_pages: 2, deals: 1, payments: 1, payments_sum: 250.5 },
    previous: { registrations: 2, memory_pages: 0, deals: 1, payments: 0, payments_sum: 0 },
  };
}

function server() {
  return stubServer((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname !== '/api/admin/statistic-calendar/') return undefined;
    const end = url.searchParams.get('date_end') ?? today;
    return { body: answer(url.searchParams.get('date_start') ?? shiftDay(end, -29), end) };
  });
}

describe('the administrator’s numbers of the platform', () => {
  it('shows the last 30 days against the period before, and the days newest first', SLOW, async () => {
    viewport(DESK);
    const sent = server();
    renderWithProviders(<PlatformOverview />);
    const registrations = (await screen.findByRole('heading', { name: 'Регистрации' }))
      .parentElement as HTMLElement;
    expect(within(registrations).getByText('3')).toBeTruthy();
    expect(within(registrations).getByText('+50 % к прошлому периоду')).toBeTruthy();
    const received = screen.getByRole('heading', { name: 'Получено' }).parentElement as HTMLElement;
    expect(within(received).getByText('250,50 ₽')).toBeTruthy();
    expect(within(received).getByText('в прошлом периоде не было')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Платформа по дням' });
    const [, first] = within(table).getAllByRole('row');
    expect(
      within(first).getByText(`${today.slice(8, 10)}.${today.slice(5, 7)}.${today.slice(0, 4)}`),
    ).toBeTruthy();
    expect(sent.map((call) => call.url)).toEqual(['/api/admin/statistic-calendar/']);
  });

  it('asks for this month, and for typed dates only when both are there and in order', SLOW, async () => {
    viewport(PHONE);
    const sent = server();
    renderWithProviders(<PlatformOverview />);
    await screen.findByRole('heading', { name: 'Регистрации' });
    await userEvent.click(screen.getByRole('button', { name: 'Этот месяц' }));
    await waitFor(() =>
      expect(decodeURIComponent(sent.at(-1)?.url ?? '')).toBe(
        `/api/admin/statistic-calendar/?date_start=${today.slice(0, 8)}01&date_end=${today}`,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Период' }));
    expect(screen.getByText('Укажите обе даты периода.')).toBeTruthy();
    const asked = sent.length;
    await userEvent.type(screen.getByRole('textbox', { name: 'С' }), '10.11.2026');
    await userEvent.type(screen.getByRole('textbox', { name: 'По' }), '01.11.2026');
    expect(await screen.findByText('Дата окончания не может быть раньше даты начала')).toBeTruthy();
    expect(sent.length).toBe(asked);
    await userEvent.clear(screen.getByRole('textbox', { name: 'По' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'По' }), '20.11.2026');
    await waitFor(() =>
      expect(decodeURIComponent(sent.at(-1)?.url ?? '')).toBe(
        '/api/admin/statistic-calendar/?date_start=2026-11-10&date_end=2026-11-20',
      ),
    );
    // a phone reads the days as cards
    expect(await screen.findByText('20.11.2026')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Платформа по дням' })).toBeNull();
  });
});
