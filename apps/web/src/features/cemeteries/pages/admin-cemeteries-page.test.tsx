import { CEMETERY_MSG, type Cemetery } from '@sp/shared/api/cemeteries';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { makeSession } from '../../../test/fixtures';
import { STUB_POINT, STUB_RING } from '../../../test/stub-drawable-map';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { AdminCemeteriesPage } from './admin-cemeteries-page';
import { AREA, CEMETERY, OUTLINE } from './cemetery-fixtures';

// the map's lazily loaded module: Leaflet stays out, its outcomes are buttons
vi.mock('../../../components/map/drawable-map', () => import('../../../test/stub-drawable-map'));

const EMPTY_ONE: Cemetery = {
  ...CEMETERY,
  id: 8,
  name: 'Сельское кладбище',
  city: null,
  address: '',
  municipal_company: null,
  graves_count: 0,
};

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
    if (call.method === 'GET' && call.url.startsWith('/api/cemeteries/areas/?')) return { body: [] };
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

function signInAdmin() {
  sessionStore.signIn(makeSession({ user_type: 4 }));
}

describe('/admin/cemeteries', () => {
  it(
    'lists cemeteries with their city, address, organisation and graves, and searches by name',
    SLOW,
    async () => {
      viewport(DESK);
      signInAdmin();
      const sent = server([CEMETERY, EMPTY_ONE]);
      renderWithProviders(<AdminCemeteriesPage />, '/admin/cemeteries');
      const table = await screen.findByRole('table', { name: 'Кладбища' });
      const row = (await within(table).findByText('Городское кладбище')).closest('tr') as HTMLElement;
      expect(within(row).getByText('Тверь')).toBeTruthy();
      expect(within(row).getByText('ул. Луговая, 1')).toBeTruthy();
      expect(within(row).getByText('МБУ «Ритуал»')).toBeTruthy();
      expect(within(row).getByText(/^1\s250$/)).toBeTruthy();
      expect(
        within(row).getByRole('button', { name: 'Изменить кладбище «Городское кладбище»' }),
      ).toBeTruthy();
      expect(within(row).getByRole('button', { name: 'Удалить кладбище «Городское кладбище»' })).toBeTruthy();
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
      expect(headers).toEqual(['Название', 'Город', 'Адрес', 'Управляет', 'Могил', '']);
      expect(lists(sent)[0].url).toBe('/api/cemeteries/cemeteries/?offset=0&limit=10');

      await userEvent.type(screen.getByRole('searchbox', { name: 'Название кладбища' }), 'Город');
      await waitFor(() =>
        expect(decodeURIComponent(lists(sent).at(-1)?.url ?? '')).toBe(
          '/api/cemeteries/cemeteries/?query=Город&offset=0&limit=10',
        ),
      );
    },
  );

  it('explains the empty list with the action that fills it, and shows cards on a phone', SLOW, async () => {
    viewport(PHONE);
    signInAdmin();
    server([]);
    const { unmount } = renderWithProviders(<AdminCemeteriesPage />, '/admin/cemeteries');
    expect(await screen.findByText('Кладбищ пока нет')).toBeTruthy();
    expect(screen.getByText(/нарисуйте его контур и участки/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Добавить кладбище' })).toHaveLength(2);
    unmount();

    server([CEMETERY, EMPTY_ONE]);
    renderWithProviders(<AdminCemeteriesPage />, '/admin/cemeteries');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.queryByRole('table')).toBeNull();
    const card = screen.getAllByRole('article')[0];
    expect(within(card).getByText('Управляет')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Удалить кладбище «Городское кладбище»' })).toBeTruthy();
  });

  it('adds a cemetery drawn on the map, its centre taken from the outline', SLOW, async () => {
    viewport(DESK);
    signInAdmin();
    const sent = server([], (call) =>
      call.method === 'POST' && call.url === '/api/cemeteries/cemeteries/'
        ? { status: 201, body: { ...EMPTY_ONE, id: 9, name: 'Новое Кладбище' } }
        : call.method === 'GET' && call.url.startsWith('/api/admin/municipal-companies/?')
          ? {
              body: {
                results: [{ id: 3, name: 'МБУ «Ритуал»', inn: '6950000000' }],
                count: 1,
              },
            }
          : undefined,
    );
    renderWithProviders(<AdminCemeteriesPage />, '/admin/cemeteries');
    await userEvent.click((await screen.findAllByRole('button', { name: 'Добавить кладбище' }))[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Новое кладбище' });
    expect(within(dialog).getByText('Участки можно отметить, когда кладбище будет сохранено.')).toBeTruthy();

    // nothing typed, nothing drawn: said beside the fields, nothing sent
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText(CEMETERY_MSG.name)).toBeTruthy();
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Отметьте на карте контур кладбища или его центр',
    );
    expect(writes(sent)).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/^Название/), 'Новое Кладбище');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Адрес' }), 'д. Луговая');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Часы работы' }), 'Круглосуточно');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Телефон' }), '4822000000');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'kladbische.ru');
    const map = within(dialog).getByRole('region', { name: 'Карта кладбища' });
    await userEvent.click(await within(map).findByRole('button', { name: 'Нарисовать контур (тест)' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();

    // the organisation picked by name from the municipal ones
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Муниципальная организация' }), 'Рит');
    await waitFor(() =>
      expect(
        sent.some(
          (call) => decodeURIComponent(call.url) === '/api/admin/municipal-companies/?name=Рит&limit=10',
        ),
      ).toBe(true),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'МБУ «Ритуал»' }));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Неверный формат почты')).toBeTruthy();
    expect(writes(sent)).toEqual([]);
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
    await userEvent.clear(email);
    await userEvent.type(email, 'info@kladbische.ru');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(sent)).toEqual([
      {
        method: 'POST',
        url: '/api/cemeteries/cemeteries/',
        body: {
          name: 'Новое Кладбище',
          city_id: null,
          address: 'д. Луговая',
          outline: STUB_RING,
          center: { lng: 35.91, lat: 56.86 },
          opening_hours: 'Круглосуточно',
          phone: '+7 (482) 200-00-00',
          email: 'info@kladbische.ru',
          municipal_company_id: 3,
        },
      },
    ]);
    expect(snackbar.get()?.message).toBe('Кладбище «Новое Кладбище» добавлено');
  });

  it(
    'edits a cemetery: its centre placed, the server’s message shown under the organisation',
    SLOW,
    async () => {
      viewport(DESK);
      signInAdmin();
      let answer: Answer = { status: 400, body: { municipal_company_id: [CEMETERY_MSG.notMunicipal] } };
      const sent = server([CEMETERY], (call) =>
        call.method === 'PUT' && call.url === '/api/cemeteries/cemeteries/7/' ? answer : undefined,
      );
      renderWithProviders(<AdminCemeteriesPage />, '/admin/cemeteries');
      await userEvent.click(
        await screen.findByRole('button', { name: 'Изменить кладбище «Городское кладбище»' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Кладбище «Городское кладбище»' });
      expect((within(dialog).getByLabelText(/^Название/) as HTMLInputElement).value).toBe(
        'Городское кладбище',
      );
      await waitFor(() =>
        expect((within(dialog).getByRole('combobox', { name: 'Город' }) as HTMLInputElement).value).toBe(
          'Тверь',
        ),
      );
      expect(
        (within(dialog).getByRole('combobox', { name: 'Муниципальная организация' }) as HTMLInputElement)
          .value,
      ).toBe('МБУ «Ритуал»');
      // the areas listed and drawn
      const areas = await within(dialog).findByRole('list', { name: 'Участки кладбища' });
      expect(within(areas).getByText('Участок 1')).toBeTruthy();
      const map = within(dialog).getByRole('region', { name: 'Карта кладбища' });
      expect(
        within(within(map).getByRole('list', { name: 'Контуры на карте' })).getByText('Участок 1'),
      ).toBeTruthy();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Центр' }));
      expect(within(map).getByText('Центр кладбища: 35.82, 56.815')).toBeTruthy();
      await userEvent.click(within(map).getByRole('button', { name: 'Поставить точку (тест)' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
      expect(await within(dialog).findByText(CEMETERY_MSG.notMunicipal)).toBeTruthy();
      expect(writes(sent).at(-1)?.body).toEqual({
        name: 'Городское кладбище',
        city_id: 5,
        address: 'ул. Луговая, 1',
        outline: OUTLINE,
        center: STUB_POINT,
        opening_hours: 'Ежедневно с 9:00 до 18:00',
        phone: '+7 (482) 200-00-00',
        email: 'info@kladbische.ru',
        municipal_company_id: 3,
      });

      answer = { body: { ...CEMETERY, center: STUB_POINT } };
      await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(snackbar.get()?.message).toBe('Кладбище «Городское кладбище» сохранено');
      expect(writes(sent).map((call) => call.method)).toEqual(['PUT', 'PUT']);
    },
  );

  it('adds an area with its name and outline, and deletes one after a confirmation', SLOW, async () => {
    viewport(DESK);
    signInAdmin();
    const sent = server([CEMETERY], (call) => {
      if (call.method === 'POST' && call.url === '/api/cemeteries/areas/')
        return { status: 201, body: { id: 32, cemetery_id: 7, name: 'Участок 2', outline: STUB_RING } };
      if (call.method === 'DELETE' && call.url === '/api/cemeteries/areas/31/') return { status: 204 };
      return undefined;
    });
    renderWithProviders(<AdminCemeteriesPage />, '/admin/cemeteries');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Изменить кладбище «Городское кладбище»' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Кладбище «Городское кладбище»' });
    await within(dialog).findByRole('list', { name: 'Участки кладбища' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить участок' }));
    const map = within(dialog).getByRole('region', { name: 'Карта: контур участка' });
    // the cemetery's outline and the other areas stay in view while the new one is drawn
    const shapes = within(map).getByRole('list', { name: 'Контуры на карте' });
    expect(within(shapes).getByText('Городское кладбище')).toBeTruthy();
    expect(within(shapes).getByText('Участок 1')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить участок' }));
    expect(within(dialog).getByText('Введите название участка')).toBeTruthy();
    expect(
      within(dialog).getByText('Нарисуйте контур участка на карте', { selector: 'p.Mui-error' }),
    ).toBeTruthy();
    expect(writes(sent)).toEqual([]);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Название участка' }), 'Участок 2');
    await userEvent.click(within(map).getByRole('button', { name: 'Нарисовать контур (тест)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить участок' }));
    await waitFor(() => expect(snackbar.get()?.message).toBe('Участок «Участок 2» добавлен'));
    expect(writes(sent)).toEqual([
      {
        method: 'POST',
        url: '/api/cemeteries/areas/',
        body: { cemetery_id: 7, name: 'Участок 2', outline: STUB_RING },
      },
    ]);
    // back to the cemetery's own outline
    expect(await within(dialog).findByRole('region', { name: 'Карта кладбища' })).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Удалить участок «Участок 1»' }));
    const confirm = await screen.findByRole('dialog', { name: 'Подвердить действие' });
    expect(confirm.textContent).toContain('Удалить участок «Участок 1»?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(snackbar.get()?.message).toBe('Участок «Участок 1» удалён'));
    expect(writes(sent).at(-1)).toEqual({
      method: 'DELETE',
      url: '/api/cemeteries/areas/31/',
      body: undefined,
    });
  });

  it('deletes a cemetery after a confirmation, and says why one with graves stays (409)', SLOW, async () => {
    viewport(DESK);
    signInAdmin();
    const sent = server([CEMETERY, EMPTY_ONE], (call) => {
      if (call.method === 'DELETE' && call.url === '/api/cemeteries/cemeteries/7/')
        return { status: 409, body: { detail: CEMETERY_MSG.hasGraves } };
      if (call.method === 'DELETE' && call.url === '/api/cemeteries/cemeteries/8/') return { status: 204 };
      return undefined;
    });
    renderWithProviders(<AdminCemeteriesPage />, '/admin/cemeteries');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Удалить кладбище «Городское кладбище»' }),
    );
    let confirm = await screen.findByRole('dialog', { name: 'Подвердить действие' });
    expect(confirm.textContent).toContain('Удалить кладбище «Городское кладбище»? Его участки будут удалены');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(snackbar.get()?.message).toBe(CEMETERY_MSG.hasGraves));
    expect(snackbar.get()?.severity).toBe('error');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Удалить кладбище «Сельское кладбище»' }));
    confirm = await screen.findByRole('dialog', { name: 'Подвердить действие' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(snackbar.get()?.message).toBe('Кладбище «Сельское кладбище» удалено'));
    expect(writes(sent).map((call) => `${call.method} ${call.url}`)).toEqual([
      'DELETE /api/cemeteries/cemeteries/7/',
      'DELETE /api/cemeteries/cemeteries/8/',
    ]);
  });

  it('changes an area: renames it and draws its outline anew', SLOW, async () => {
    viewport(DESK);
    signInAdmin();
    let answer: Answer = { status: 400, body: { outline: [CEMETERY_MSG.ringCrosses] } };
    const sent = server([CEMETERY], (call) =>
      call.method === 'PUT' && call.url === '/api/cemeteries/areas/31/' ? answer : undefined,
    );
    renderWithProviders(<AdminCemeteriesPage />, '/admin/cemeteries');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Изменить кладбище «Городское кладбище»' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Кладбище «Городское кладбище»' });
    const list = await within(dialog).findByRole('list', { name: 'Участки кладбища' });
    await userEvent.click(within(list).getByRole('button', { name: 'Изменить участок «Участок 1»' }));

    const form = within(dialog).getByRole('form', { name: 'Участок «Участок 1»' });
    const name = within(form).getByLabelText('Название участка') as HTMLInputElement;
    expect(name.value).toBe('Участок 1');
    // its outline is the one edited on the map, the cemetery's stays in view; one area at a time
    expect(within(dialog).getByRole('heading', { name: 'Контур участка «Участок 1»' })).toBeTruthy();
    const map = within(dialog).getByRole('region', { name: 'Карта: контур участка' });
    expect(within(map).getByText('Контур: 3 вершины')).toBeTruthy();
    expect(
      within(within(map).getByRole('list', { name: 'Контуры на карте' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Городское кладбище']);
    expect(
      (within(list).getByRole('button', { name: 'Удалить участок «Участок 1»' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Добавить участок' })).toBeNull();

    // cleared, nothing to save: said beside the form
    await userEvent.click(within(map).getByRole('button', { name: 'Очистить контур (тест)' }));
    await userEvent.clear(name);
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить участок' }));
    expect(within(form).getByText('Введите название участка')).toBeTruthy();
    expect(within(form).getByText('Нарисуйте контур участка на карте')).toBeTruthy();
    expect(writes(sent)).toEqual([]);

    await userEvent.type(name, 'Северный участок');
    await userEvent.click(within(map).getByRole('button', { name: 'Нарисовать контур (тест)' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить участок' }));
    expect(await within(form).findByText(CEMETERY_MSG.ringCrosses)).toBeTruthy();

    answer = { body: { ...AREA, name: 'Северный участок', outline: STUB_RING } };
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить участок' }));
    await waitFor(() => expect(snackbar.get()?.message).toBe('Участок «Северный участок» сохранён'));
    const body = { name: 'Северный участок', outline: STUB_RING };
    expect(writes(sent)).toEqual([
      { method: 'PUT', url: '/api/cemeteries/areas/31/', body },
      { method: 'PUT', url: '/api/cemeteries/areas/31/', body },
    ]);
    expect(await within(dialog).findByRole('region', { name: 'Карта кладбища' })).toBeTruthy();
    expect(within(dialog).queryByRole('form', { name: /^Участок/ })).toBeNull();
  });

  it(
    'asks before closing the editor with changes not saved, and the browser before leaving',
    SLOW,
    async () => {
      viewport(DESK);
      signInAdmin();
      server([CEMETERY]);
      renderWithProviders(<AdminCemeteriesPage />, '/admin/cemeteries');
      const leave = () => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      };

      // nothing changed: closes at once, nothing asked
      await userEvent.click(
        await screen.findByRole('button', { name: 'Изменить кладбище «Городское кладбище»' }),
      );
      let dialog = await screen.findByRole('dialog', { name: 'Кладбище «Городское кладбище»' });
      await within(dialog).findByRole('list', { name: 'Участки кладбища' });
      expect(leave()).toBe(false);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      // a field changed: asked; «Отмена» keeps the editor with the change
      await userEvent.click(screen.getByRole('button', { name: 'Изменить кладбище «Городское кладбище»' }));
      dialog = await screen.findByRole('dialog', { name: 'Кладбище «Городское кладбище»' });
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Адрес' }), ', вход с севера');
      expect(leave()).toBe(true);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
      let confirm = await screen.findByRole('dialog', { name: 'Подвердить действие' });
      expect(confirm.textContent).toContain('Закрыть без сохранения? Внесённые изменения будут потеряны.');
      await userEvent.click(within(confirm).getByRole('button', { name: 'Отмена' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Подвердить действие' })).toBeNull());
      expect((within(dialog).getByRole('textbox', { name: 'Адрес' }) as HTMLInputElement).value).toBe(
        'ул. Луговая, 1, вход с севера',
      );

      // the change typed back: nothing to lose
      const address = within(dialog).getByRole('textbox', { name: 'Адрес' });
      await userEvent.clear(address);
      await userEvent.type(address, 'ул. Луговая, 1');
      expect(leave()).toBe(false);

      // an area being drawn counts too; «Да» closes and drops it
      await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить участок' }));
      expect(leave()).toBe(false);
      await userEvent.type(within(dialog).getByLabelText('Название участка'), 'Участок 2');
      expect(leave()).toBe(true);
      await userEvent.keyboard('{Escape}');
      confirm = await screen.findByRole('dialog', { name: 'Подвердить действие' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Да' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(leave()).toBe(false);
    },
  );

  it(
    'keeps the editor open when the cemetery is saved while an area is still being drawn',
    SLOW,
    async () => {
      viewport(DESK);
      signInAdmin();
      const sent = server([CEMETERY], (call) =>
        call.method === 'PUT' && call.url === '/api/cemeteries/cemeteries/7/'
          ? { body: { ...CEMETERY, address: 'ул. Луговая, 2' } }
          : undefined,
      );
      renderWithProviders(<AdminCemeteriesPage />, '/admin/cemeteries');
      await userEvent.click(
        await screen.findByRole('button', { name: 'Изменить кладбище «Городское кладбище»' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Кладбище «Городское кладбище»' });
      await within(dialog).findByRole('list', { name: 'Участки кладбища' });
      const address = within(dialog).getByRole('textbox', { name: 'Адрес' });
      await userEvent.clear(address);
      await userEvent.type(address, 'ул. Луговая, 2');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить участок' }));
      await userEvent.type(within(dialog).getByLabelText('Название участка'), 'Участок 2');

      await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
      await waitFor(() => expect(snackbar.get()?.message).toBe('Кладбище «Городское кладбище» сохранено'));
      expect(writes(sent).map((call) => `${call.method} ${call.url}`)).toEqual([
        'PUT /api/cemeteries/cemeteries/7/',
      ]);
      // the area is still there to finish; only it is left unsaved
      expect(screen.getByRole('dialog', { name: 'Кладбище «Городское кладбище»' })).toBeTruthy();
      expect((within(dialog).getByLabelText('Название участка') as HTMLInputElement).value).toBe('Участок 2');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
  );
});
