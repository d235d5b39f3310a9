import type { AdminPerson, PersonAttribute } from '@sp/shared/api/admin-persons';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { snackbar } from '../../../lib/snackbar-store';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { AdminPersonsPage } from './admin-persons-page';

afterEach(() => {
  vi.unstubAllGlobals();
  snackbar.close();
});

const SLOW = { timeout: 30_000 };
const date = (value: string) =>
  ({ value, qualifier: 'exact', value_to: null, calendar: 'gregorian', phrase: '' }) as const;

const RANK: PersonAttribute = {
  id: 2,
  name: 'Воинское звание',
  description: '',
  has_value: true,
  persons: 1,
  created_at: '2026-01-16T10:00:00Z',
};

const VETERAN: AdminPerson = {
  id: 11,
  full_name: 'Иванов Пётр Ильич',
  birth: { ...date('1900'), qualifier: 'about' },
  death: date('1950-03-12'),
  living: false,
  owner: { kind: 'account', id: 4, name: 'Анна Петрова' },
  trees: 2,
  memory_page: { id: 5, visibility: 'public' },
  deals: 1,
  burial: { grave_id: 3, grave_number: '12-А', cemetery_id: 1, cemetery: 'Дмитрово-Черкасское' },
  passports: 0,
  register: { import_id: 8, cemetery_id: 1, cemetery: 'Дмитрово-Черкасское' },
  attributes: [],
  created_at: '2026-01-15T10:00:00Z',
};
const LIVING: AdminPerson = {
  ...VETERAN,
  id: 12,
  full_name: 'Сидорова Анна',
  birth: date('1980-05'),
  death: null,
  living: true,
  owner: { kind: 'company', id: 7, name: 'Ритуал-Сервис' },
  trees: 0,
  memory_page: null,
  deals: 0,
  burial: null,
  register: null,
};

function server() {
  let given: AdminPerson['attributes'] = [];
  const sent = stubServer((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/admin/attributes-person/') return { body: { results: [RANK], count: 1 } };
    if (url.pathname === '/api/admin/persons/') {
      const life = url.searchParams.get('life');
      const query = url.searchParams.get('query');
      const results = [VETERAN, LIVING].filter(
        (person) =>
          (!life || (life === 'living') === person.living) &&
          (!query || person.full_name.toLowerCase().includes(query.toLowerCase())),
      );
      return { body: { results, count: results.length } };
    }
    if (url.pathname === '/api/admin/persons/11/') return { body: { ...VETERAN, attributes: given } };
    if (url.pathname === '/api/admin/persons/11/attributes/2/' && call.method === 'PUT') {
      given = [
        { id: 2, name: 'Воинское звание', has_value: true, value: (call.body as { value: string }).value },
      ];
      return { body: given };
    }
    return undefined;
  });
  return sent;
}

describe('/admin/persons', () => {
  it(
    'finds persons with their links and opens one: its page, its grave on the map, an attribute given',
    SLOW,
    async () => {
      viewport(DESK);
      const sent = server();
      renderWithProviders(<AdminPersonsPage />, '/admin/persons');
      const table = await screen.findByRole('table', { name: 'Персоны' });
      expect(await within(table).findByText('около 1900 – 12.03.1950')).toBeTruthy();
      expect(within(table).getByText('Древа: 2')).toBeTruthy();
      expect(within(table).getByText(/Реестр/)).toBeTruthy();
      expect(within(table).getByText('Компания: Ритуал-Сервис')).toBeTruthy();
      expect(within(table).getByText('род. 05.1980 · жив(а)')).toBeTruthy();

      await userEvent.click(screen.getByRole('combobox', { name: 'Жизнь' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Умершие' }));
      await waitFor(() => expect(within(table).queryByText('Сидорова Анна')).toBeNull());
      expect(sent.some((call) => call.url.includes('life=deceased'))).toBe(true);

      await userEvent.click(within(table).getByText('Иванов Пётр Ильич'));
      const dialog = await screen.findByRole('dialog', { name: 'Иванов Пётр Ильич' });
      const links = await within(dialog).findByRole('region', { name: 'Где указана персона' });
      expect(within(links).getByRole('link', { name: 'Страница №5 (публичная)' }).getAttribute('href')).toBe(
        '/person/5',
      );
      expect(
        within(links).getByRole('link', { name: 'Дмитрово-Черкасское, могила 12-А' }).getAttribute('href'),
      ).toBe('/search?tab=graves&grave=3');
      expect(within(links).getByText('2')).toBeTruthy();
      expect(within(links).getByText('импорт № 8, Дмитрово-Черкасское')).toBeTruthy();

      const attributes = within(dialog).getByRole('region', { name: 'Атрибуты персоны' });
      await userEvent.click(within(attributes).getByRole('combobox', { name: 'Присвоить атрибут' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Воинское звание' }));
      await userEvent.type(within(attributes).getByRole('textbox', { name: 'Значение' }), 'майор');
      await userEvent.click(within(attributes).getByRole('button', { name: 'Присвоить' }));
      await waitFor(() => expect(snackbar.get()?.message).toBe('«Воинское звание» присвоен'));
      expect(sent.filter((call) => call.method === 'PUT')).toEqual([
        { method: 'PUT', url: '/api/admin/persons/11/attributes/2/', body: { value: 'майор' } },
      ]);
      expect(await within(attributes).findByRole('button', { name: 'Снять «Воинское звание»' })).toBeTruthy();
    },
  );

  it('reads as cards on a phone, and a living person’s card says what stays private', SLOW, async () => {
    viewport(PHONE);
    stubServer((call) => {
      const url = new URL(call.url, 'http://localhost');
      if (url.pathname === '/api/admin/attributes-person/') return { body: { results: [], count: 0 } };
      if (url.pathname === '/api/admin/persons/') return { body: { results: [LIVING], count: 1 } };
      if (url.pathname === '/api/admin/persons/12/') return { body: LIVING };
      return undefined;
    });
    renderWithProviders(<AdminPersonsPage />, '/admin/persons');
    const card = await screen.findByRole('article');
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByText('нигде')).toBeTruthy();
    await userEvent.click(within(card).getByText('Сидорова Анна'));
    const dialog = await screen.findByRole('dialog', { name: 'Сидорова Анна' });
    expect(
      await within(dialog).findByText(/Живой человек: его сведения видны только владельцу/),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Атрибутов нет. Присвойте атрибут справочника — он появится на публичной странице памяти под именем.',
      ),
    ).toBeTruthy();
  });
});
