import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { DashboardPage } from '../pages/dashboard-page';

const person = (id: number, full_name: string, extra: object = {}) => ({
  id,
  full_name,
  last_name: '',
  first_name: full_name,
  patronymic: '',
  gender: 'female',
  date_birth: '1950',
  date_death: '2010',
  avatar: null,
  avatar_thumbnail: null,
  is_living: false,
  family_node_id: id + 100,
  memory_page_id: null,
  ...extra,
});

const page = {
  id: 5,
  person: person(1, 'Иванов Пётр Ильич', { gender: 'male', date_birth: '1931-05', date_death: '2004' }),
  visibility: 'public',
  epitaph: '',
  photos_count: 0,
  cover: null,
  guest_book_new: 2,
  updated_at: '2026-01-01T10:00:00Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('the family’s home (/app/dashboard)', () => {
  it('shows the tree and the pages at a glance, with the new guest book entries', async () => {
    sessionStore.signIn(makeSession({ user_type: 1 }));
    stubServer((call) => {
      if (call.url.includes('/api/family/person/'))
        return {
          body: {
            results: [
              person(1, 'Иванов Пётр Ильич'),
              person(2, 'Смирнова Анна', { date_death: null, is_living: true, date_birth: '1980' }),
            ],
            count: 25,
          },
        };
      if (call.url.includes('/api/memory_page/page/')) return { body: { results: [page], count: 3 } };
      return undefined;
    });
    renderWithProviders(<DashboardPage />);
    expect(screen.getByRole('heading', { name: 'Здравствуйте, Анна!', level: 1 })).toBeTruthy();
    const tree = screen.getByRole('region', { name: 'Семейное древо' });
    expect(await within(tree).findByText('В древе 25 человек')).toBeTruthy();
    expect(within(tree).getByText('1980 – · Жива')).toBeTruthy();
    expect(within(tree).getByRole('link', { name: 'Открыть древо' }).getAttribute('href')).toBe('/app/tree');
    expect(within(tree).getByRole('link', { name: 'Иванов Пётр Ильич' }).getAttribute('href')).toBe(
      '/app/tree?node=101',
    );
    const pages = screen.getByRole('region', { name: 'Страницы памяти' });
    expect(await within(pages).findByText('3 страницы · 2 новые записи в книгах памяти')).toBeTruthy();
    expect(within(pages).getByRole('link', { name: '2 новые записи' }).getAttribute('href')).toBe(
      '/app/pages-memory/5#guest-book',
    );
    expect(screen.getByRole('link', { name: /Файлы/ }).getAttribute('href')).toBe('/app/files');
    // the company's account card is not a family's home
    expect(screen.queryByText('Ваш аккаунт')).toBeNull();
  });

  it('explains an empty tree and no pages, with the action that fills each', async () => {
    sessionStore.signIn(makeSession({ user_type: 1 }));
    stubServer((call) =>
      call.url.includes('/api/family/person/') || call.url.includes('/api/memory_page/page/')
        ? { body: { results: [], count: 0 } }
        : undefined,
    );
    renderWithProviders(<DashboardPage />);
    expect(await screen.findByText('Древо пока пустое')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Начать древо' })).toBeTruthy();
    expect(await screen.findByText('Страниц памяти пока нет')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Создать страницу' }).getAttribute('href')).toBe(
      '/app/pages-memory',
    );
  });

  it('a company owner keeps the account card', () => {
    sessionStore.signIn(makeSession({ user_type: 2 }));
    stubServer(() => undefined);
    renderWithProviders(<DashboardPage />);
    expect(screen.getByText('Ваш аккаунт')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Семейное древо' })).toBeNull();
  });
});
