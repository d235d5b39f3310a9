import type { Person } from '@sp/shared/api/persons';
import { PERSON_MSG, PERSON_PLAIN_EXTRAS } from '@sp/shared/api/persons';
import { PARTIAL_DATE_HINT } from '@sp/shared/format/date-text';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { PersonsPage } from './persons-page';

const person = (overrides: Partial<Person>): Person => ({
  id: 1,
  last_name: 'Иванов',
  first_name: 'Иван',
  patronymic: 'Петрович',
  full_name: 'Иванов Иван Петрович',
  ...PERSON_PLAIN_EXTRAS,
  gender: 'male',
  date_birth: '1920-03-12',
  date_death: '1985',
  birth_place: '',
  city: 'Тверь',
  burial_city: 'Тверь',
  burial_place: 'Дмитрово-Черкасское кладбище',
  note: '',
  avatar: '/media/a.webp',
  avatar_thumbnail: '/media/a-t.webp',
  is_living: false,
  memory_page_id: 5,
  family_node_id: 9,
  created_at: '2024-05-01T10:00:00Z',
  ...overrides,
});

const grandfather = person({});
const granddaughter = person({
  id: 2,
  last_name: 'Иванова',
  first_name: 'Мария',
  patronymic: '',
  full_name: 'Иванова Мария',
  gender: 'female',
  date_birth: '1990-07',
  date_death: null,
  city: 'Москва',
  burial_city: '',
  burial_place: '',
  avatar: null,
  avatar_thumbnail: null,
  is_living: true,
  memory_page_id: null,
  family_node_id: null,
});

function server(answer?: (call: Sent) => { status?: number; body?: unknown } | undefined) {
  return stubServer((call) => {
    const custom = answer?.(call);
    if (custom) return custom;
    if (call.method === 'GET' && call.url.includes('/api/family/person/')) {
      return { body: { results: [grandfather, granddaughter], count: 2 } };
    }
    return undefined;
  });
}

const listCalls = (sent: Sent[]) =>
  sent.filter((call) => call.method === 'GET' && call.url.includes('/api/family/person/'));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

const SLOW = { timeout: 30_000 };

describe('persons page', () => {
  it(
    'lists persons with photo, life dates as entered, places, links, and the living marked',
    SLOW,
    async () => {
      sessionStore.signIn(makeSession());
      const sent = server();
      renderWithProviders(<PersonsPage />);
      const row = (await screen.findByText('Иванов Иван Петрович')).closest('tr') as HTMLElement;
      expect(within(row).getByText('12.03.1920 – 1985')).toBeTruthy();
      expect(within(row).getByText('Тверь, Дмитрово-Черкасское кладбище')).toBeTruthy();
      expect(within(row).getByRole('img', { name: 'Иванов Иван Петрович' }).getAttribute('src')).toBe(
        '/media/a-t.webp',
      );
      expect(within(row).getByRole('link', { name: 'Страница памяти' }).getAttribute('href')).toBe(
        '/app/pages-memory/5',
      );
      expect(within(row).getByRole('link', { name: 'В древе' }).getAttribute('href')).toBe(
        '/app/tree?node=9',
      );
      expect(within(row).queryByText(/^Жив/)).toBeNull();
      // a living woman is «Жива», as the tree says (one gender-aware word for both)
      const living = screen.getByText('Иванова Мария').closest('tr') as HTMLElement;
      expect(within(living).getByText('Жива')).toBeTruthy();
      expect(within(living).queryByText('Живой')).toBeNull();
      expect(within(living).getByText('07.1990 –')).toBeTruthy();
      expect(listCalls(sent)[0].url).toMatch(/\/api\/family\/person\/\?sort=last_name&offset=0&limit=10$/);
    },
  );

  it('marks a living man «Жив» and someone of unstated gender «Жив(а)»', SLOW, async () => {
    sessionStore.signIn(makeSession());
    const son = person({ id: 3, full_name: 'Иванов Пётр', date_death: null, is_living: true });
    const unknown = person({
      id: 4,
      full_name: 'Иванов Саша',
      gender: null,
      date_death: null,
      is_living: true,
    });
    stubServer((call) =>
      call.method === 'GET' && call.url.includes('/api/family/person/')
        ? { body: { results: [son, unknown], count: 2 } }
        : undefined,
    );
    renderWithProviders(<PersonsPage />);
    const man = (await screen.findByText('Иванов Пётр')).closest('tr') as HTMLElement;
    expect(within(man).getByText('Жив')).toBeTruthy();
    const other = screen.getByText('Иванов Саша').closest('tr') as HTMLElement;
    expect(within(other).getByText('Жив(а)')).toBeTruthy();
  });

  it('builds the list query from the filters, and leaves an unreadable year out', SLOW, async () => {
    sessionStore.signIn(makeSession());
    const sent = server();
    const user = userEvent.setup();
    renderWithProviders(<PersonsPage />);
    await screen.findByText('Иванов Иван Петрович');
    await user.type(screen.getByLabelText('Поиск по имени'), 'Иван');
    await user.type(screen.getByLabelText('Город захоронения'), 'Тверь');
    await user.type(screen.getByLabelText('Год рождения'), '1920');
    await user.type(screen.getByLabelText('Год смерти'), '19x');
    await user.click(screen.getByLabelText('Пол'));
    await user.click(await screen.findByRole('option', { name: 'Мужской' }));
    await user.click(screen.getByLabelText('Страница памяти'));
    await user.click(await screen.findByRole('option', { name: 'Есть' }));
    await user.click(screen.getByLabelText('В древе'));
    await user.click(await screen.findByRole('option', { name: 'Нет' }));
    await user.click(screen.getByLabelText('Сортировка'));
    await user.click(await screen.findByRole('option', { name: 'Сначала старшие' }));
    expect(await screen.findByText(PERSON_MSG.dateFormat)).toBeTruthy();
    await waitFor(() => {
      const url = new URL(listCalls(sent).at(-1)?.url ?? '', 'http://x');
      expect(Object.fromEntries(url.searchParams)).toEqual({
        name: 'Иван',
        burial_city: 'Тверь',
        gender: 'male',
        date_birth: '1920',
        has_memory_pages: 'true',
        in_tree: 'false',
        sort: 'date_birth',
        offset: '0',
        limit: '10',
      });
    });
  });

  it('creates a person with only the filled fields, dates typed the Russian way', SLOW, async () => {
    sessionStore.signIn(makeSession());
    const sent = server((call) =>
      call.method === 'PUT' ? { status: 201, body: person({ id: 3, full_name: 'Петров Олег' }) } : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<PersonsPage />);
    await user.click(await screen.findByRole('button', { name: 'Добавить персону' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая персона' });
    expect(within(dialog).getAllByText('дд.мм.гггг, мм.гггг или гггг')).toHaveLength(2);
    expect(PERSON_MSG.dateFormat).toContain(PARTIAL_DATE_HINT);
    expect(within(dialog).getByText(/Без даты смерти человек считается живым/)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Фамилия'), 'Петров');
    await user.type(within(dialog).getByLabelText('Дата рождения'), '12.3.1950');
    await user.type(within(dialog).getByLabelText('Дата смерти'), '02.2001');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    // the first name is required
    expect(await within(dialog).findByText(PERSON_MSG.firstNameRequired)).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Имя'), 'Олег');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent.some((call) => call.method === 'PUT')).toBe(true));
    const put = sent.find((call) => call.method === 'PUT') as Sent;
    expect(put.url).toBe('/api/family/person/');
    expect(put.body).toEqual({
      last_name: 'Петров',
      first_name: 'Олег',
      date_birth: '1950-03-12',
      date_death: '2001-02',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server’s field messages and rejects impossible dates before sending', SLOW, async () => {
    sessionStore.signIn(makeSession());
    const sent = server((call) =>
      call.method === 'PUT' ? { status: 400, body: { note: ['Размер поля слишком большой'] } } : undefined,
    );
    const user = userEvent.setup();
    renderWithProviders(<PersonsPage />);
    await user.click(await screen.findByRole('button', { name: 'Изменить: Иванова Мария' }));
    const dialog = await screen.findByRole('dialog', { name: 'Изменить: Иванова Мария' });
    expect((within(dialog).getByLabelText('Дата рождения') as HTMLInputElement).value).toBe('07.1990');
    const death = within(dialog).getByLabelText('Дата смерти');
    await user.type(death, '31.02.2000');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText(PERSON_MSG.dateImpossible)).toBeTruthy();
    expect(sent.some((call) => call.method === 'PUT')).toBe(false);
    await user.clear(death);
    await user.type(death, '1980');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText(PERSON_MSG.deathBeforeBirth)).toBeTruthy();
    expect(sent.some((call) => call.method === 'PUT')).toBe(false);
    await user.clear(death);
    await user.type(death, '2020');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    // the server's message shows under its field
    expect(await within(dialog).findByText('Размер поля слишком большой')).toBeTruthy();
    const put = sent.find((call) => call.method === 'PUT') as Sent;
    expect(put.url).toBe('/api/family/person/2/');
    // an edit sends every field, empty ones clear
    expect(put.body).toMatchObject({
      first_name: 'Мария',
      patronymic: '',
      date_birth: '1990-07',
      date_death: '2020',
    });
  });

  it('deletes a person after the confirm dialog', SLOW, async () => {
    sessionStore.signIn(makeSession());
    const sent = server((call) => (call.method === 'DELETE' ? { status: 204 } : undefined));
    const user = userEvent.setup();
    renderWithProviders(<PersonsPage />);
    await user.click(await screen.findByRole('button', { name: 'Удалить: Иванов Иван Петрович' }));
    const confirm = await screen.findByRole('dialog', { name: 'Подвердить действие' });
    expect(within(confirm).getByText(/страница памяти и фотографии будут удалены/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Да' }));
    await waitFor(() =>
      expect(sent.find((call) => call.method === 'DELETE')?.url).toBe('/api/family/person/1/'),
    );
  });

  it('shows the empty state', SLOW, async () => {
    sessionStore.signIn(makeSession());
    server((call) => (call.method === 'GET' ? { body: { results: [], count: 0 } } : undefined));
    renderWithProviders(<PersonsPage />);
    expect(await screen.findByText(/Здесь будут ваши родные/)).toBeTruthy();
  });
});
