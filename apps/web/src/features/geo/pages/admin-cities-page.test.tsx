import type { AdminCity } from '@sp/shared/api/geo';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { AdminCitiesPage } from './admin-cities-page';

const city = (overrides: Partial<AdminCity>): AdminCity => ({
  id: 1,
  name: 'Абакан',
  region: 'Республика Хакасия',
  latitude: 53.72,
  longitude: 91.44,
  timezone: 'Asia/Krasnoyarsk',
  population: 187000,
  is_regional_centre: true,
  is_active: true,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
  ...overrides,
});

const abakan = city({});
const kaliningrad = city({
  id: 2,
  name: 'Калининград',
  region: 'Калининградская область',
  timezone: 'Europe/Kaliningrad',
  population: 490000,
});

function server() {
  return stubServer((call) => {
    if (call.url.startsWith('/api/admin/cities/') && call.method === 'GET')
      return { body: { results: [abakan, kaliningrad], count: 2 } };
    if (call.method === 'PUT') return { body: { ...abakan, ...(call.body as object) } };
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

const SLOW = { timeout: 30_000 };

describe('the cities list', () => {
  it('names each time zone by its city with the UTC offset, not by its code', async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 4 }));
    server();
    renderWithProviders(<AdminCitiesPage />);
    const row = (await screen.findByText('Абакан')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Красноярск (UTC+7)')).toBeTruthy();
    const other = screen.getByText('Калининград').closest('tr') as HTMLElement;
    expect(within(other).getByText('Калининград (UTC+2)')).toBeTruthy();
    expect(screen.queryByText('Asia/Krasnoyarsk')).toBeNull();
  });

  it('on a phone each city is a card with its time zone named', async () => {
    viewport(PHONE);
    sessionStore.signIn(makeSession({ user_type: 4 }));
    server();
    renderWithProviders(<AdminCitiesPage />);
    const cards = await screen.findAllByRole('article');
    expect(screen.queryByRole('table')).toBeNull();
    const first = cards[0] as HTMLElement;
    expect(within(first).getByText('Абакан')).toBeTruthy();
    const zone = within(first).getByText('Часовой пояс');
    expect(zone.nextElementSibling?.textContent).toBe('Красноярск (UTC+7)');
  });

  it('the city’s dialog offers Russia’s zones by name and sends the chosen zone’s code', SLOW, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 4 }));
    const sent = server();
    renderWithProviders(<AdminCitiesPage />);
    await userEvent.click(await screen.findByText('Абакан'));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('combobox', { name: 'Часовой пояс' });
    expect(field.textContent).toBe('Красноярск (UTC+7)');
    await userEvent.click(field);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toContain('Калининград (UTC+2)');
    expect(options.map((option) => option.textContent)).toContain('Анадырь (UTC+12)');
    await userEvent.click(screen.getByRole('option', { name: 'Иркутск (UTC+8)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(sent.find((call) => call.method === 'PUT')?.body).toMatchObject({ timezone: 'Asia/Irkutsk' }),
    );
  });
});
