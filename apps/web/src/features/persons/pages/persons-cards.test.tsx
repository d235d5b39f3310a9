import type { Person } from '@sp/shared/api/persons';
import { PERSON_PLAIN_EXTRAS } from '@sp/shared/api/persons';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { PHONE, viewport } from '../../../test/viewport';
import { PersonsPage } from './persons-page';

const person = (overrides: Partial<Person>): Person => ({
  id: 1,
  last_name: 'Белов',
  first_name: 'Виктор',
  patronymic: 'Григорьевич',
  full_name: 'Белов Виктор Григорьевич',
  ...PERSON_PLAIN_EXTRAS,
  gender: 'male',
  date_birth: '1947-03',
  date_death: '2015-12',
  birth_place: '',
  city: 'Тверь',
  burial_city: 'Тверь',
  burial_place: 'Дмитрово-Черкасское кладбище',
  note: '',
  avatar: null,
  avatar_thumbnail: null,
  is_living: false,
  memory_page_id: 5,
  family_node_id: 9,
  created_at: '2024-05-01T10:00:00Z',
  ...overrides,
});

const living = person({
  id: 2,
  last_name: 'Белова',
  first_name: 'Людмила',
  patronymic: 'Павловна',
  full_name: 'Белова Людмила Павловна',
  gender: 'female',
  date_birth: '1950-10-01',
  date_death: null,
  burial_city: '',
  burial_place: '',
  is_living: true,
  memory_page_id: null,
  family_node_id: null,
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

const SLOW = { timeout: 30_000 };

describe('persons on a phone', () => {
  it(
    'are cards: the name whole, life dates, city, burial place, links and buttons; a card opens the person',
    SLOW,
    async () => {
      viewport(PHONE);
      sessionStore.signIn(makeSession());
      stubServer((call) =>
        call.method === 'GET' && call.url.includes('/api/family/person/')
          ? { body: { results: [person({}), living], count: 2 } }
          : undefined,
      );
      renderWithProviders(<PersonsPage />);

      const card = await screen.findByRole('article', { name: 'Белов Виктор Григорьевич' });
      expect(screen.queryByRole('table')).toBeNull();
      expect(within(card).getByText('Белов Виктор Григорьевич')).toBeTruthy();
      expect(within(card).getByText('03.1947 – 12.2015')).toBeTruthy();
      expect(within(card).getByText('Город: Тверь')).toBeTruthy();
      expect(within(card).getByText('Место захоронения: Тверь, Дмитрово-Черкасское кладбище')).toBeTruthy();
      expect(within(card).getByRole('link', { name: 'Страница памяти' }).getAttribute('href')).toBe(
        '/app/pages-memory/5',
      );
      expect(within(card).getByRole('link', { name: 'В древе' }).getAttribute('href')).toBe(
        '/app/tree?node=9',
      );
      const other = screen.getByRole('article', { name: 'Белова Людмила Павловна' });
      expect(within(other).getByText('Жива')).toBeTruthy();
      expect(within(other).queryByText(/^Место захоронения/)).toBeNull();

      await userEvent.click(within(card).getByRole('button', { name: 'Удалить: Белов Виктор Григорьевич' }));
      expect(await screen.findByText(/^Удалить «Белов Виктор Григорьевич» навсегда\?/)).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Отмена' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      await userEvent.click(within(other).getByText('Город: Тверь'));
      expect(await screen.findByRole('dialog')).toBeTruthy();
    },
  );

  it('an empty list says whose it is and offers to add the first person', SLOW, async () => {
    viewport(PHONE);
    sessionStore.signIn(makeSession());
    stubServer((call) => (call.method === 'GET' ? { body: { results: [], count: 0 } } : undefined));
    renderWithProviders(<PersonsPage />);
    expect(await screen.findByText('Персон пока нет')).toBeTruthy();
    expect(screen.getByText(/^Здесь будут ваши родные, живые и ушедшие/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Добавить первую персону' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
