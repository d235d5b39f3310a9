import type { Cemetery, GraveMarker, GravesInBox, UnconfirmedGrave } from '@sp/shared/api/cemeteries';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { makeSession } from '../../../test/fixtures';
import { STUB_RING } from '../../../test/stub-drawable-map';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { MunicipalPlaceGravesPage } from './municipal-place-graves-page';

// the map's lazily loaded module: Leaflet stays out, its outcomes are buttons
vi.mock('../../../components/map/drawable-map', () => import('../../../test/stub-drawable-map'));

/** the clerk's organisation */
const COMPANY = 5;

const CEMETERY: Cemetery = {
  id: 7,
  name: 'Городское кладбище',
  city: null,
  address: 'ул. Луговая, 1',
  outline: STUB_RING,
  center: { lng: 35.91, lat: 56.86 },
  opening_hours: '',
  phone: '',
  email: '',
  municipal_company: { id: COMPANY, name: 'МКУ «Кладбища Твери»' },
  graves_count: 3,
};
const SECOND: Cemetery = { ...CEMETERY, id: 8, name: 'Заволжское кладбище' };
/** a neighbour's cemetery */
const FOREIGN: Cemetery = {
  ...CEMETERY,
  id: 9,
  name: 'Торжокское кладбище',
  municipal_company: { id: 6, name: 'МКУ «Кладбища Торжка»' },
};

const grave = (id: number, number: string, confirmed: boolean, cemeteryId = 7): GraveMarker => ({
  id,
  cemetery_id: cemeteryId,
  number,
  location: { lng: 35.91, lat: 56.86 },
  status: 'free',
  confirmed,
});
const GRAVES: GravesInBox = {
  results: [grave(11, '12', false), grave(12, '13', true)],
  clusters: [],
  count: 2,
};
const waiting = (marker: GraveMarker, cemetery: Cemetery, created_at: string): UnconfirmedGrave => ({
  ...marker,
  cemetery: { id: cemetery.id, name: cemetery.name },
  created_at,
});
/** every proposal waiting in the organisation's cemeteries, the newest first */
const WAITING = [
  waiting(grave(21, '4-2', false, 8), SECOND, '2025-03-12T09:00:00Z'),
  waiting(grave(11, '12', false), CEMETERY, '2025-03-10T09:00:00Z'),
];
/** the card's answer (the photo's fields as the server answers them, none here) */
const CARD = {
  ...grave(11, '12', false),
  photo: null,
  photo_thumbnail: null,
  cemetery: { id: 7, name: 'Городское кладбище', address: 'ул. Луговая, 1' },
  burials: [],
};
const PARAMETERS = {
  id: 11,
  status: 'free',
  places_count: 1,
  width_m: null,
  length_m: null,
  has_fence: false,
  has_monument: false,
  note: '',
  photo: null,
  photo_thumbnail: null,
};

type Answer = { status?: number; body?: unknown } | undefined;

/** the server, with the proposals waiting as `pending()` says at each ask */
function server(pending: () => UnconfirmedGrave[], extra: (call: Sent) => Answer = () => undefined) {
  return stubServer((call) => {
    const own = extra(call);
    if (own) return own;
    if (call.method !== 'GET') return undefined;
    if (call.url.startsWith('/api/cemeteries/cemeteries/?'))
      return { body: { results: [CEMETERY, SECOND], count: 2 } };
    for (const each of [CEMETERY, SECOND, FOREIGN])
      if (call.url === `/api/cemeteries/cemeteries/${each.id}/`) return { body: each };
    if (call.url.startsWith('/api/cemeteries/areas/?')) return { body: [] };
    if (call.url.startsWith('/api/cemeteries/graves/?')) return { body: GRAVES };
    if (call.url.startsWith('/api/cemeteries/unconfirmed-graves/?')) {
      const query = new URL(call.url, 'http://localhost').searchParams;
      const cemetery = Number(query.get('cemetery_id') ?? 0);
      const rows = pending().filter((row) => !cemetery || row.cemetery_id === cemetery);
      return { body: { results: rows.slice(0, Number(query.get('limit'))), count: rows.length } };
    }
    if (call.url === '/api/cemeteries/public-place-grave/11/') return { body: CARD };
    if (call.url === '/api/cemeteries/parameters-graves/11/') return { body: PARAMETERS };
    return undefined;
  });
}

const asked = (sent: Sent[], start: string) =>
  sent.filter((call) => call.method === 'GET' && call.url.startsWith(start)).map((call) => call.url);
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
    makeSession({ user_type: 3, company_id: COMPANY, type_company: 'MUNICIPAL' }, [
      { id: 1, name: 'Кладбища', modules: { serial_number: 2 } },
    ]),
  );
}

describe('/app/place-graves', () => {
  it(
    'lists the proposals waiting in its cemeteries; one opens on its cemetery’s map and is confirmed',
    SLOW,
    async () => {
      viewport(DESK);
      signInClerk();
      let pending = WAITING;
      const sent = server(
        () => pending,
        (call) => {
          if (call.method === 'POST' && call.url === '/api/cemeteries/graves/11/confirm/') {
            pending = WAITING.filter((row) => row.id !== 11);
            return { body: grave(11, '12', true) };
          }
          return undefined;
        },
      );
      renderWithProviders(<MunicipalPlaceGravesPage />, '/app/place-graves');
      expect(await screen.findByRole('heading', { name: 'Могилы' })).toBeTruthy();
      expect(screen.getByText('Выберите кладбище')).toBeTruthy();
      // every cemetery's proposals, each with its cemetery and the day it was proposed
      const all = await screen.findByRole('region', { name: 'Неподтверждённые: 2' });
      expect(
        within(all)
          .getAllByRole('button')
          .map((item) => item.textContent),
      ).toEqual([
        'Могила № 4-2Заволжское кладбище · отмечена 12.03.2025',
        'Могила № 12Городское кладбище · отмечена 10.03.2025',
      ]);
      expect(asked(sent, '/api/cemeteries/unconfirmed-graves/')).toEqual([
        '/api/cemeteries/unconfirmed-graves/?offset=0&limit=10',
      ]);

      // the picker offers the organisation's cemeteries only
      await userEvent.click(screen.getByRole('combobox', { name: 'Кладбище' }));
      expect(await screen.findByRole('option', { name: 'Заволжское кладбище' })).toBeTruthy();
      expect(asked(sent, '/api/cemeteries/cemeteries/?')[0]).toBe(
        '/api/cemeteries/cemeteries/?municipal_company_id=5&offset=0&limit=20',
      );
      await userEvent.keyboard('{Escape}');

      await userEvent.click(within(all).getByRole('button', { name: /^Могила № 12/ }));
      const map = await screen.findByRole('region', { name: 'Карта кладбища «Городское кладбище»' });
      const card = await screen.findByRole('region', { name: 'Могила № 12' });
      const dot = await within(map).findByRole('button', { name: 'Могила № 12: свободна, не подтверждена' });
      expect(dot.dataset.selected).toBe('yes');
      // beside the map: this cemetery's proposals
      const here = await screen.findByRole('region', { name: 'Неподтверждённые: 1' });
      expect(within(here).getByRole('button', { name: 'Могила № 12 отмечена 10.03.2025' })).toBeTruthy();
      expect(asked(sent, '/api/cemeteries/unconfirmed-graves/')).toContain(
        '/api/cemeteries/unconfirmed-graves/?cemetery_id=7&offset=0&limit=10',
      );
      expect(screen.getByRole('button', { name: 'Добавить могилу' })).toBeTruthy();

      await userEvent.click(within(card).getByRole('button', { name: 'Подтвердить' }));
      await waitFor(() => expect(snackbar.get()?.message).toBe('Могила № 12 подтверждена'));
      // confirmed, it leaves the list
      expect(await screen.findByText('На этом кладбище неподтверждённых могил нет.')).toBeTruthy();
      expect(writes(sent).map((call) => `${call.method} ${call.url}`)).toEqual([
        'POST /api/cemeteries/graves/11/confirm/',
      ]);
      const n = sent.length;
      await new Promise((r) => setTimeout(r, 1000));
      console.log(
        'AFTER',
        sent.slice(n).map((c) => c.url),
      );
    },
  );

  it('shows more of a long list, and says when nothing waits, on a phone', SLOW, async () => {
    viewport(PHONE);
    signInClerk();
    const many = Array.from({ length: 14 }, (_, index) =>
      waiting(grave(100 + index, `П-${index + 1}`, false), CEMETERY, '2025-03-10T09:00:00Z'),
    );
    const sent = server(() => many);
    const { unmount } = renderWithProviders(<MunicipalPlaceGravesPage />, '/app/place-graves');
    const list = await screen.findByRole('region', { name: 'Неподтверждённые: 14' });
    await waitFor(() => expect(within(list).getAllByRole('button', { name: /^Могила/ })).toHaveLength(10));
    await userEvent.click(within(list).getByRole('button', { name: 'Показать ещё' }));
    await waitFor(() => expect(within(list).getAllByRole('button', { name: /^Могила/ })).toHaveLength(14));
    expect(within(list).queryByRole('button', { name: 'Показать ещё' })).toBeNull();
    expect(asked(sent, '/api/cemeteries/unconfirmed-graves/').at(-1)).toBe(
      '/api/cemeteries/unconfirmed-graves/?offset=0&limit=20',
    );
    unmount();

    server(() => []);
    renderWithProviders(<MunicipalPlaceGravesPage />, '/app/place-graves');
    expect(
      await screen.findByText('Неподтверждённых могил нет: все отмеченные могилы подтверждены.'),
    ).toBeTruthy();
  });

  it('does not act on a cemetery another organisation governs', SLOW, async () => {
    viewport(DESK);
    signInClerk();
    const sent = server(() => WAITING);
    renderWithProviders(<MunicipalPlaceGravesPage />, '/app/place-graves?cemetery=9');
    expect(await screen.findByText('Этим кладбищем управляет другая организация')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Добавить могилу' })).toBeNull();
    expect(screen.queryByRole('region', { name: /^Карта кладбища/ })).toBeNull();
    expect(asked(sent, '/api/cemeteries/graves/')).toEqual([]);
  });
});
