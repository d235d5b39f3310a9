import type { Cemetery } from '@sp/shared/api/cemeteries';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { AREA, CEMETERY as BASE, OUTLINE } from './cemetery-fixtures';
import { MunicipalCemeteriesPage } from './municipal-cemeteries-page';

// the map's lazily loaded module: Leaflet stays out, its outcomes are buttons
vi.mock('../../../components/map/drawable-map', () => import('../../../test/stub-drawable-map'));

/** the clerk's organisation */
const COMPANY = 5;

const CEMETERY: Cemetery = { ...BASE, municipal_company: { id: COMPANY, name: 'МКУ «Кладбища Твери»' } };
const SECOND: Cemetery = { ...CEMETERY, id: 8, name: 'Новое кладбище', address: '', graves_count: 0 };

type Answer = { status?: number; body?: unknown } | undefined;

function server(rows: Cemetery[], extra: (call: Sent) => Answer = () => undefined) {
  return stubServer((call) => {
    const own = extra(call);
    if (own) return own;
    if (call.method === 'GET' && call.url.startsWith('/api/cemeteries/cemeteries/?'))
      return { body: { results: rows, count: rows.length } };
    if (call.method === 'GET' && call.url === '/api/geo/city/5/')
      return { body: { id: 5, name: 'Тверь', region: 'Тверская область', latitude: 56.86, longitude: 35.9 } };
    if (call.method === 'GET' && call.url === '/api/cemeteries/areas/?cemetery_id=7') return { body: [AREA] };
    return undefined;
  });
}

const lists = (sent: Sent[]) =>
  sent.filter((call) => call.method === 'GET' && call.url.startsWith('/api/cemeteries/cemeteries/?'));
const writes = (sent: Sent[]) => sent.filter((call) => call.method !== 'GET');

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
  snackbar.close();
});

const SLOW = { timeout: 30_000 };

/** an employee of a municipal organisation with «Паспорта захоронений» read-write */
function signInClerk() {
  sessionStore.signIn(
    makeSession(
      { user_type: 3, company_id: COMPANY, type_company: 'MUNICIPAL', name: 'МКУ «Кладбища Твери»' },
      [{ id: 1, name: 'Кладбища', modules: { serial_number: 2 } }],
    ),
  );
}

describe('/app/cemeteries', () => {
  it(
    'lists only the cemeteries the organisation governs, with no adding, deleting or organisation column',
    SLOW,
    async () => {
      viewport(DESK);
      signInClerk();
      const sent = server([CEMETERY, SECOND]);
      renderWithProviders(<MunicipalCemeteriesPage />, '/app/cemeteries');
      const table = await screen.findByRole('table', { name: 'Кладбища' });
      const row = (await within(table).findByText('Городское кладбище')).closest('tr') as HTMLElement;
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Название', 'Город', 'Адрес', 'Могил', '']);
      expect(
        within(row).getByRole('button', { name: 'Изменить кладбище «Городское кладбище»' }),
      ).toBeTruthy();
      expect(within(row).queryByRole('button', { name: /^Удалить/ })).toBeNull();
      // its graves on the map, one click away
      expect(
        within(row).getByRole('link', { name: 'Могилы кладбища «Городское кладбище»' }).getAttribute('href'),
      ).toBe('/app/place-graves?cemetery=7');
      expect(screen.queryByRole('button', { name: 'Добавить кладбище' })).toBeNull();
      expect(lists(sent)[0].url).toBe('/api/cemeteries/cemeteries/?municipal_company_id=5&offset=0&limit=10');

      await userEvent.type(screen.getByRole('searchbox', { name: 'Название кладбища' }), 'Город');
      await waitFor(() =>
        expect(decodeURIComponent(lists(sent).at(-1)?.url ?? '')).toBe(
          '/api/cemeteries/cemeteries/?query=Город&municipal_company_id=5&offset=0&limit=10',
        ),
      );
    },
  );

  it('edits a cemetery without choosing who governs it, and sends no organisation', SLOW, async () => {
    viewport(DESK);
    signInClerk();
    const sent = server([CEMETERY], (call) =>
      call.method === 'PUT' && call.url === '/api/cemeteries/cemeteries/7/'
        ? { body: { ...CEMETERY, address: 'ул. Луговая, 3' } }
        : undefined,
    );
    renderWithProviders(<MunicipalCemeteriesPage />, '/app/cemeteries');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Изменить кладбище «Городское кладбище»' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Кладбище «Городское кладбище»' });
    expect(within(dialog).queryByRole('combobox', { name: 'Муниципальная организация' })).toBeNull();
    // its areas are the organisation's to draw
    expect(await within(dialog).findByText('Участок 1')).toBeTruthy();
    const address = within(dialog).getByRole('textbox', { name: 'Адрес' });
    await userEvent.clear(address);
    await userEvent.type(address, 'ул. Луговая, 3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(snackbar.get()?.message).toBe('Кладбище «Городское кладбище» сохранено'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(sent)).toEqual([
      {
        method: 'PUT',
        url: '/api/cemeteries/cemeteries/7/',
        body: {
          name: 'Городское кладбище',
          city_id: 5,
          address: 'ул. Луговая, 3',
          outline: OUTLINE,
          center: { lng: 35.82, lat: 56.815 },
          opening_hours: 'Ежедневно с 9:00 до 18:00',
          phone: '+7 (482) 200-00-00',
          email: 'info@kladbische.ru',
        },
      },
    ]);
    // nothing of the administrator's API is asked
    expect(sent.filter((call) => call.url.startsWith('/api/admin/'))).toEqual([]);
  });

  it('says who gives cemeteries when it governs none, and shows cards on a phone', SLOW, async () => {
    viewport(PHONE);
    signInClerk();
    server([]);
    const { unmount } = renderWithProviders(<MunicipalCemeteriesPage />, '/app/cemeteries');
    expect(await screen.findByText('Вашей организации пока не передано ни одного кладбища')).toBeTruthy();
    expect(screen.getByText(/Кладбища добавляет администратор платформы/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Добавить кладбище' })).toBeNull();
    unmount();

    server([CEMETERY, SECOND]);
    renderWithProviders(<MunicipalCemeteriesPage />, '/app/cemeteries');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.queryByRole('table')).toBeNull();
    const card = screen.getAllByRole('article')[0];
    expect(within(card).queryByText('Управляет')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Могилы кладбища «Городское кладбище»' })).toBeTruthy();
  });
});
