import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubServer } from '../../../test/stub-server';
import { UserPage } from './user-page';

const card = {
  id: 5,
  full_name: 'Смирнов Пётр Николаевич',
  date_birth: '1948-05-02',
  date_death: '2019-08-21',
  avatar: null,
  city: 'Тверь',
  burial_city: 'Тверь',
  epitaph: 'Светлая память',
};

afterEach(() => {
  vi.unstubAllGlobals();
  document.title = '';
});

describe('a keeper’s public profile', () => {
  it('lists the account’s public memory pages under its name', async () => {
    const sent = stubServer((call) =>
      call.url.includes('/api/public/persons/')
        ? { body: { profile: { id: 3, name: 'Анна Смирнова', avatar: null }, results: [card], count: 1 } }
        : undefined,
    );
    renderRoute('/user/:id?', <UserPage />, '/user/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Анна Смирнова' })).toBeTruthy();
    expect(screen.getByText('Хранит 1 страницу памяти')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Страницы памяти' });
    expect(
      within(list)
        .getByRole('link', { name: /Смирнов Пётр Николаевич/ })
        .getAttribute('href'),
    ).toBe('/person/5');
    expect(sent[0].url).toContain('user=3');
    await waitFor(() => expect(document.title).toBe('Анна Смирнова — страницы памяти'));
  });

  it('is the 404 page for an account without public pages', async () => {
    stubServer(() => undefined);
    renderRoute('/user/:id?', <UserPage />, '/user/9');
    expect(await screen.findByText('Страница не найдена')).toBeTruthy();
  });
});
