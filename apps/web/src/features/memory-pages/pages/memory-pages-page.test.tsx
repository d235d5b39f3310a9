import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { makePage, makePerson } from '../components/memory-page-fixtures';
import { MemoryPagesPage } from './memory-pages-page';

const summary = {
  id: 5,
  person: makePerson(),
  visibility: 'public',
  epitaph: 'Помним и любим',
  photos_count: 3,
  cover: null,
  guest_book_new: 0,
  hidden_by_admin: false,
  updated_at: '2026-01-01T10:00:00.000Z',
};

function open() {
  return renderWithProviders(
    <Routes>
      <Route path="/app/pages-memory" element={<MemoryPagesPage />} />
      <Route path="/app/pages-memory/:id" element={<p>Редактор страницы</p>} />
    </Routes>,
    '/app/pages-memory',
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the family’s memory pages', () => {
  it('counts the new entries of a page’s guest book and leads to them', async () => {
    stubServer((call) =>
      call.url.includes('/api/memory_page/page/')
        ? { body: { results: [{ ...summary, guest_book_new: 2 }], count: 1 } }
        : undefined,
    );
    open();
    const link = await screen.findByRole('link', { name: '2 новые записи в книге памяти' });
    expect(link.getAttribute('href')).toBe('/app/pages-memory/5#guest-book');
  });

  it('shows no count when the guest book has nothing new', async () => {
    stubServer((call) =>
      call.url.includes('/api/memory_page/page/') ? { body: { results: [summary], count: 1 } } : undefined,
    );
    open();
    await screen.findByRole('list', { name: 'Мои страницы памяти' });
    expect(screen.queryByText(/в книге памяти/)).toBeNull();
  });

  it('lists the pages with their access and photos, and says so when there are none', async () => {
    stubServer((call) =>
      call.url.includes('/api/memory_page/page/') ? { body: { results: [summary], count: 1 } } : undefined,
    );
    open();
    const list = await screen.findByRole('list', { name: 'Мои страницы памяти' });
    expect(within(list).getByRole('link', { name: 'Иванов Пётр Ильич' }).getAttribute('href')).toBe(
      '/app/pages-memory/5',
    );
    expect(within(list).getByText('Всем')).toBeTruthy();
    expect(within(list).getByText('05.1931 — 2004')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    stubServer((call) =>
      call.url.includes('/api/memory_page/page/') ? { body: { results: [], count: 0 } } : undefined,
    );
    open();
    expect(await screen.findByText('Страниц памяти пока нет')).toBeTruthy();
  });

  it('creates a page for a new deceased person: the person first (only filled fields), then the page', async () => {
    const sent = stubServer((call) => {
      if (call.method === 'GET' && call.url.includes('/api/memory_page/page/'))
        return { body: { results: [], count: 0 } };
      if (call.method === 'GET' && call.url.includes('/api/family/person/'))
        return { body: { results: [], count: 0 } };
      if (call.method === 'PUT' && call.url.endsWith('/api/family/person/'))
        return { status: 201, body: makePerson({ id: 42 }) };
      if (call.method === 'PUT' && call.url.endsWith('/api/memory_page/page/'))
        return { status: 201, body: makePage({ id: 9 }) };
      return undefined;
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Создать страницу' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Новый человек' }));
    await userEvent.type(within(dialog).getByLabelText(/Имя/), 'Пётр');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(
      await within(dialog).findByText('Укажите дату смерти: страница памяти только для умерших'),
    ).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Фамилия'), 'Иванов');
    await userEvent.type(within(dialog).getByLabelText(/Дата смерти/), '12.03.2004');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Редактор страницы')).toBeTruthy();
    const person = sent.find((call) => call.method === 'PUT' && call.url.endsWith('/api/family/person/'));
    expect(person?.body).toEqual({ last_name: 'Иванов', first_name: 'Пётр', date_death: '2004-03-12' });
    const page = sent.find((call) => call.method === 'PUT' && call.url.endsWith('/api/memory_page/page/'));
    expect(page?.body).toEqual({ person_id: 42 });
  });

  it('offers only the deceased among the family’s persons', async () => {
    stubServer((call) => {
      if (call.url.includes('/api/memory_page/page/')) return { body: { results: [], count: 0 } };
      if (call.url.includes('/api/family/person/'))
        return {
          body: {
            results: [
              makePerson({ id: 1 }),
              makePerson({ id: 2, full_name: 'Иванова Анна', date_death: null, is_living: true }),
            ],
            count: 2,
          },
        };
      return undefined;
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Создать страницу' }));
    const list = await screen.findByRole('list', { name: 'Люди без страницы памяти' });
    expect(
      within(list).getByText('Нет даты смерти: страница памяти создаётся только для умерших'),
    ).toBeTruthy();
    expect((within(list).getByRole('radio', { name: 'Иванова Анна' }) as HTMLInputElement).disabled).toBe(
      true,
    );
  });

  it('accepts a page by the code a company gave, after showing whose page it is', async () => {
    const sent = stubServer((call) => {
      if (call.method === 'GET' && call.url.includes('/api/memory_page/page/'))
        return { body: { results: [], count: 0 } };
      if (call.url.includes('/affiliate-program/code/BADCODE1/'))
        return { status: 400, body: { code: ['Код не найден или уже использован'] } };
      if (call.url.includes('/affiliate-program/code/K7M2Q9XZ/'))
        return {
          body: {
            page_id: 17,
            full_name: 'Смирнов Николай',
            date_birth: '1940',
            date_death: '2026-01',
            company_name: 'Ритуал-Сервис',
          },
        };
      if (call.url.endsWith('/affiliate-program/update/17/'))
        return { body: { page_id: 17, person_id: 3, account_id: 1, family_node_id: 4 } };
      return undefined;
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Принять страницу по коду' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText('Код передачи');
    await userEvent.type(field, 'badcode1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Проверить код' }));
    expect(await within(dialog).findByText('Код не найден или уже использован')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, 'k7m2q9xz');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Проверить код' }));
    const preview = await within(dialog).findByTestId('handover-preview');
    expect(preview.textContent).toContain('Смирнов Николай');
    expect(preview.textContent).toContain('Ритуал-Сервис');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Принять' }));
    expect(await screen.findByText('Редактор страницы')).toBeTruthy();
    const accept = sent.find((call) => call.url.endsWith('/affiliate-program/update/17/'));
    expect(accept?.body).toMatchObject({ memory_page: 17, code: 'K7M2Q9XZ' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
