import {
  CEMETERY_MSG,
  type Cemetery,
  type CemeteryArea,
  type GraveMarker,
  type GravesInBox,
  type PublicGrave,
} from '@sp/shared/api/cemeteries';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { makeSession } from '../../../test/fixtures';
import { STUB_POINT, STUB_RING } from '../../../test/stub-drawable-map';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { AdminPlaceGravesPage } from './admin-place-graves-page';

// the map's lazily loaded module: Leaflet stays out, its outcomes are buttons
vi.mock('../../../components/map/drawable-map', () => import('../../../test/stub-drawable-map'));

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
  municipal_company: null,
  graves_count: 3,
};
/** the west half of the cemetery: the stub's point (35.905, 56.855) is inside */
const AREA: CemeteryArea = {
  id: 31,
  cemetery_id: 7,
  name: 'Участок 1',
  outline: [
    [35.9, 56.85],
    [35.91, 56.85],
    [35.91, 56.87],
    [35.9, 56.87],
  ],
};

const grave = (
  id: number,
  number: string,
  status: GraveMarker['status'],
  confirmed: boolean,
): GraveMarker => ({
  id,
  cemetery_id: 7,
  number,
  location: { lng: 35.91, lat: 56.86 },
  status,
  confirmed,
});
const GRAVES: GravesInBox = {
  results: [
    grave(11, '12', 'free', false),
    grave(12, '13', 'reserved', true),
    grave(13, '', 'occupied', true),
  ],
  clusters: [],
  count: 3,
};
const CARD: PublicGrave = {
  ...grave(11, '12', 'free', false),
  photo: null,
  photo_thumbnail: null,
  cemetery: { id: 7, name: 'Городское кладбище', address: 'ул. Луговая, 1' },
  burials: [
    {
      position: 1,
      full_name: 'Иванов Пётр Сергеевич',
      date_birth: '1931-05-02',
      date_death: '2001',
      burial_date: null,
      memory_page_id: 44,
    },
  ],
};

const PARAMETERS = {
  id: 11,
  status: 'free',
  places_count: 2,
  width_m: 2,
  length_m: 2.5,
  has_fence: true,
  has_monument: false,
  note: '',
  photo: null,
  photo_thumbnail: null,
};

type Answer = { status?: number; body?: unknown } | undefined;

function server(graves: GravesInBox, extra: (call: Sent) => Answer = () => undefined) {
  return stubServer((call) => {
    const own = extra(call);
    if (own) return own;
    if (call.method !== 'GET') return undefined;
    if (call.url.startsWith('/api/cemeteries/cemeteries/?'))
      return { body: { results: [CEMETERY], count: 1 } };
    if (call.url === '/api/cemeteries/cemeteries/7/') return { body: CEMETERY };
    if (call.url === '/api/cemeteries/areas/?cemetery_id=7') return { body: [AREA] };
    if (call.url.startsWith('/api/cemeteries/graves/?')) return { body: graves };
    if (call.url === '/api/cemeteries/public-place-grave/11/') return { body: CARD };
    if (call.url === '/api/cemeteries/parameters-graves/11/') return { body: PARAMETERS };
    return undefined;
  });
}

const graveGets = (sent: Sent[]) =>
  sent.filter((call) => call.method === 'GET' && call.url.startsWith('/api/cemeteries/graves/?'));
const writes = (sent: Sent[]) => sent.filter((call) => call.method !== 'GET');

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
  snackbar.close();
});

const SLOW = { timeout: 30_000 };
const PAGE = '/admin/place-graves?cemetery=7';

function signInAdmin() {
  sessionStore.signIn(makeSession({ user_type: 4 }));
}

describe('/admin/place-graves', () => {
  it('asks for a cemetery, then shows its graves in the map’s view coloured by status', SLOW, async () => {
    viewport(DESK);
    signInAdmin();
    const sent = server(GRAVES);
    renderWithProviders(<AdminPlaceGravesPage />, '/admin/place-graves');
    expect(await screen.findByText('Выберите кладбище')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Добавить могилу' })).toBeNull();

    await userEvent.type(screen.getByRole('combobox', { name: 'Кладбище' }), 'Город');
    await userEvent.click(await screen.findByRole('option', { name: 'Городское кладбище' }));
    const map = await screen.findByRole('region', { name: 'Карта кладбища «Городское кладбище»' });
    const free = await within(map).findByRole('button', { name: 'Могила № 12: свободна, не подтверждена' });
    expect(free.dataset.color).toBe('#4fa800');
    expect(free.dataset.dashed).toBe('yes');
    expect(free.textContent).toBe('?');
    const reserved = within(map).getByRole('button', { name: 'Могила № 13: зарезервирована' });
    expect(reserved.dataset.dashed).toBe('no');
    expect(reserved.dataset.color).toBe('#e69500');
    expect(within(map).getByRole('button', { name: 'Могила без номера: занята' }).dataset.color).toBe(
      '#8a8f87',
    );
    const shapes = within(map).getByRole('list', { name: 'Контуры на карте' });
    expect(
      within(shapes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Городское кладбище', 'Участок 1']);
    expect(screen.getByRole('status').textContent).toBe('Могил в области: 3.');
    expect(graveGets(sent).map((call) => call.url)).toEqual([
      '/api/cemeteries/graves/?bbox=35.9%2C56.85%2C35.92%2C56.87&cemetery_id=7',
    ]);

    // the legend says what the colours and marks mean
    const legend = screen.getByRole('list', { name: 'Условные обозначения' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Свободна',
      'Зарезервирована',
      'Занята',
      '?«?» и пунктир — не подтверждено',
      '9Группа могил с их числом: нажмите, чтобы приблизить',
    ]);

    await userEvent.click(screen.getByRole('combobox', { name: 'Статус' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Свободна' }));
    await waitFor(() =>
      expect(graveGets(sent).at(-1)?.url).toBe(
        '/api/cemeteries/graves/?bbox=35.9%2C56.85%2C35.92%2C56.87&cemetery_id=7&status=free',
      ),
    );
  });

  it(
    'asks the user to zoom in when the view is too large, and draws clusters when there are many',
    SLOW,
    async () => {
      viewport(DESK);
      signInAdmin();
      const sent = server({
        results: [],
        clusters: [
          { location: { lng: 35.905, lat: 56.855 }, count: 412 },
          { location: { lng: 35.915, lat: 56.865 }, count: 1200 },
        ],
        count: 1612,
      });
      renderWithProviders(<AdminPlaceGravesPage />, PAGE);
      const map = await screen.findByRole('region', { name: 'Карта кладбища «Городское кладбище»' });
      const cluster = await within(map).findByRole('img', { name: 'Могил здесь: 1200. Приблизить' });
      expect(cluster.textContent).toBe('1200');
      expect(within(map).getByRole('img', { name: 'Могил здесь: 412. Приблизить' })).toBeTruthy();
      expect(screen.getByRole('status').textContent).toMatch(
        /^В области 1\s612 могил: слишком много, чтобы показать каждую, они собраны в группы\./,
      );

      const before = graveGets(sent).length;
      await userEvent.click(within(map).getByRole('button', { name: 'Отдалить карту (тест)' }));
      await waitFor(() =>
        expect(screen.getByRole('status').textContent).toBe(
          'Приблизьте карту: могилы показываются в области не больше 2° по каждой стороне.',
        ),
      );
      expect(graveGets(sent)).toHaveLength(before);
    },
  );

  it('opens a grave’s card, confirms it, and says why it cannot be deleted (409)', SLOW, async () => {
    viewport(DESK);
    signInAdmin();
    const sent = server(GRAVES, (call) => {
      if (call.method === 'POST' && call.url === '/api/cemeteries/graves/11/confirm/')
        return { body: { ...grave(11, '12', 'free', true) } };
      if (call.method === 'DELETE' && call.url === '/api/cemeteries/graves/11/')
        return { status: 409, body: { detail: CEMETERY_MSG.hasBurials } };
      return undefined;
    });
    renderWithProviders(<AdminPlaceGravesPage />, PAGE);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Могила № 12: свободна, не подтверждена' }),
    );
    const card = await screen.findByRole('region', { name: 'Могила № 12' });
    expect(within(card).getByText('Свободна')).toBeTruthy();
    expect(within(card).getByText('не подтверждено')).toBeTruthy();
    expect(within(card).getByText('Городское кладбище, ул. Луговая, 1')).toBeTruthy();
    expect(within(card).getByText(/Место 1: Иванов Пётр Сергеевич \(02\.05\.1931 – 2001\)/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'страница памяти' }).getAttribute('href')).toBe(
      '/person/44',
    );
    expect(
      screen.getByRole('button', { name: 'Могила № 12: свободна, не подтверждена' }).dataset.selected,
    ).toBe('yes');

    await userEvent.click(within(card).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(snackbar.get()?.message).toBe('Могила № 12 подтверждена'));

    await userEvent.click(within(card).getByRole('button', { name: 'Удалить' }));
    const confirm = await screen.findByRole('dialog', { name: 'Подвердить действие' });
    expect(confirm.textContent).toContain('Удалить могилу № 12 с карты?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(snackbar.get()?.message).toBe(CEMETERY_MSG.hasBurials));
    expect(writes(sent).map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST /api/cemeteries/graves/11/confirm/',
      'DELETE /api/cemeteries/graves/11/',
    ]);
    // the card stays: the grave is still there
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('region', { name: 'Могила № 12' })).toBeTruthy();
  });

  it('adds a grave placed with a click, in the area under the point, on a phone', SLOW, async () => {
    viewport(PHONE);
    signInAdmin();
    let answer: Answer = { status: 400, body: { location: [CEMETERY_MSG.outsideCemetery] } };
    const sent = server(GRAVES, (call) => {
      if (call.method === 'POST' && call.url === '/api/cemeteries/graves/') return answer;
      if (call.method === 'GET' && call.url === '/api/cemeteries/public-place-grave/99/')
        return { body: { ...CARD, id: 99, number: '12А', status: 'reserved', confirmed: true, burials: [] } };
      return undefined;
    });
    renderWithProviders(<AdminPlaceGravesPage />, PAGE);
    await screen.findByRole('button', { name: 'Могила № 13: зарезервирована' });
    await userEvent.click(screen.getByRole('button', { name: 'Добавить могилу' }));
    const form = await screen.findByRole('region', { name: 'Новая могила' });
    expect(within(form).getByText('Нажмите на карту там, где находится могила.')).toBeTruthy();
    const map = screen.getByRole('region', { name: 'Карта кладбища «Городское кладбище»' });
    // while a grave is placed, the others are not chosen by a click
    expect(
      (within(map).getByRole('button', { name: 'Могила № 13: зарезервирована' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);

    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(within(form).getByRole('alert').textContent).toBe('Нажмите на карту там, где находится могила');
    expect(writes(sent)).toEqual([]);

    await userEvent.click(within(map).getByRole('button', { name: 'Поставить точку (тест)' }));
    expect(within(map).getByText('Новая могила: 35.905, 56.855')).toBeTruthy();
    expect(
      within(form).getByText('Место отмечено, участок «Участок 1». Метку можно перетащить.'),
    ).toBeTruthy();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Номер' }), '12А');
    await userEvent.click(within(form).getByRole('combobox', { name: 'Статус' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Зарезервирована' }));
    const places = within(form).getByRole('spinbutton', { name: 'Мест' });
    await userEvent.clear(places);
    await userEvent.type(places, '2');
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(await within(form).findByText(CEMETERY_MSG.outsideCemetery)).toBeTruthy();

    answer = {
      status: 201,
      body: { ...grave(99, '12А', 'reserved', true), location: STUB_POINT },
    };
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(snackbar.get()?.message).toBe('Могила № 12А добавлена'));
    const body = {
      cemetery_id: 7,
      area_id: 31,
      number: '12А',
      location: STUB_POINT,
      outline: null,
      status: 'reserved',
      places_count: 2,
    };
    expect(writes(sent)).toEqual([
      { method: 'POST', url: '/api/cemeteries/graves/', body },
      { method: 'POST', url: '/api/cemeteries/graves/', body },
    ]);
    // the new grave's card opens
    expect(await screen.findByRole('region', { name: 'Могила № 12А' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Добавить могилу' })).toBeTruthy();
  });

  it(
    'changes a grave’s parameters from its card, the problems said in Russian beside the fields',
    SLOW,
    async () => {
      viewport(DESK);
      signInAdmin();
      let answer: Answer = { status: 400, body: { places_count: [CEMETERY_MSG.placesTaken] } };
      const sent = server(GRAVES, (call) =>
        call.method === 'PUT' && call.url === '/api/cemeteries/parameters-graves/11/' ? answer : undefined,
      );
      renderWithProviders(<AdminPlaceGravesPage />, PAGE);
      await userEvent.click(
        await screen.findByRole('button', { name: 'Могила № 12: свободна, не подтверждена' }),
      );
      const card = await screen.findByRole('region', { name: 'Могила № 12' });
      const facts = await within(card).findByRole('region', { name: 'Параметры' });
      expect(facts.textContent).toBe(
        'ПараметрыИзменитьМест2Размер2 × 2,5 мОградаестьПамятникнетФото нетЗагрузить фото',
      );

      await userEvent.click(within(facts).getByRole('button', { name: 'Изменить параметры могилы' }));
      const form = within(card).getByRole('form', { name: 'Параметры могилы' });
      expect((within(form).getByLabelText('Ширина, м') as HTMLInputElement).value).toBe('2');
      expect((within(form).getByLabelText('Длина, м') as HTMLInputElement).value).toBe('2,5');
      expect((within(form).getByLabelText('Есть ограда') as HTMLInputElement).checked).toBe(true);
      expect((within(form).getByLabelText('Есть памятник') as HTMLInputElement).checked).toBe(false);

      // what cannot be sent is said beside its field, and nothing is sent
      const places = within(form).getByLabelText('Мест');
      await userEvent.clear(places);
      await userEvent.type(places, '0');
      const width = within(form).getByLabelText('Ширина, м');
      await userEvent.clear(width);
      await userEvent.type(width, 'два');
      await userEvent.click(within(form).getByRole('button', { name: 'Сохранить параметры' }));
      expect(within(form).getByText('Число мест — от 1 до 20')).toBeTruthy();
      expect(within(form).getByText('Укажите число метров от 0 до 100, например 2,5')).toBeTruthy();
      expect(writes(sent)).toEqual([]);

      await userEvent.clear(places);
      await userEvent.type(places, '1');
      await userEvent.clear(width);
      await userEvent.type(width, '1,8');
      await userEvent.click(within(form).getByLabelText('Есть памятник'));
      await userEvent.type(within(form).getByLabelText('Примечание'), 'Гранитная плита');
      await userEvent.click(within(form).getByLabelText('Статус'));
      await userEvent.click(await screen.findByRole('option', { name: 'Занята' }));
      await userEvent.click(within(form).getByRole('button', { name: 'Сохранить параметры' }));
      // the server's rule: the places taken stay
      expect(await within(form).findByText(CEMETERY_MSG.placesTaken)).toBeTruthy();

      const body = {
        status: 'occupied',
        places_count: 1,
        width_m: 1.8,
        length_m: 2.5,
        has_fence: true,
        has_monument: true,
        note: 'Гранитная плита',
      };
      answer = { body: { id: 11, ...body, places_count: 2 } };
      await userEvent.clear(places);
      await userEvent.type(places, '2');
      await userEvent.click(within(form).getByRole('button', { name: 'Сохранить параметры' }));
      await waitFor(() => expect(snackbar.get()?.message).toBe('Могила № 12: параметры сохранены'));
      expect(writes(sent)).toEqual([
        { method: 'PUT', url: '/api/cemeteries/parameters-graves/11/', body },
        { method: 'PUT', url: '/api/cemeteries/parameters-graves/11/', body: { ...body, places_count: 2 } },
      ]);
      // the card reads them again, and the map its marks (their status)
      await waitFor(() =>
        expect(within(card).getByRole('region', { name: 'Параметры' }).textContent).toContain(
          'Размер1,8 × 2,5 мОградаестьПамятникестьПримечаниеГранитная плита',
        ),
      );
      expect(within(card).queryByRole('form', { name: 'Параметры могилы' })).toBeNull();
      await waitFor(() => expect(graveGets(sent).length).toBeGreaterThan(1));
    },
  );
});
