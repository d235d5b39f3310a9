import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { makePage, makePerson } from './memory-page-fixtures';
import { PageEditor } from './page-editor';

const settings = {
  id: 5,
  visibility: 'public',
  link_token: 'tok',
  public_url: 'https://pamyat.example.ru/person/5',
  link_url: 'https://pamyat.example.ru/person/5?token=tok',
  qr_url: 'https://pamyat.example.ru/person/5',
  qr_png: '/api/memory_page/qr/5.png',
  qr_svg: '/api/memory_page/qr/5.svg',
};

afterEach(() => vi.unstubAllGlobals());

describe('the memory page editor', () => {
  it('saves changed person fields to the person (never the avatar) and the words to the page', async () => {
    const page = makePage({ visibility: 'public' });
    const sent = stubServer((call) => {
      if (call.url.includes('/api/memory_page/settings/5/')) return { body: settings };
      if (call.method === 'PUT' && call.url.endsWith('/api/family/person/11/'))
        return { body: makePerson({ burial_place: 'Участок 12' }) };
      if (call.method === 'PUT' && call.url.endsWith('/api/memory_page/page/5/'))
        return { body: { ...page, epitaph: 'Светлая память' } };
      return undefined;
    });
    renderWithProviders(<PageEditor page={page} readOnly={false} canDelete backTo="/app/pages-memory" />);
    const form = screen.getByRole('form', { name: 'Текст страницы памяти' });
    const burial = within(form).getByLabelText('Место захоронения');
    await userEvent.clear(burial);
    await userEvent.type(burial, 'Участок 12');
    const epitaph = within(form).getByLabelText('Эпитафия');
    await userEvent.clear(epitaph);
    await userEvent.type(epitaph, 'Светлая память');
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(sent.some((call) => call.url.endsWith('/api/memory_page/page/5/'))).toBe(true),
    );
    const person = sent.find((call) => call.method === 'PUT' && call.url.endsWith('/api/family/person/11/'));
    expect(person?.body).toEqual({ burial_place: 'Участок 12' });
    const saved = sent.find((call) => call.method === 'PUT' && call.url.endsWith('/api/memory_page/page/5/'));
    expect(saved?.body).toEqual({ epitaph: 'Светлая память', biography: '<p>Инженер-строитель.</p>' });
  });

  it('refuses a page without a date of death before sending anything', async () => {
    const sent = stubServer((call) => (call.url.includes('/settings/') ? { body: settings } : undefined));
    renderWithProviders(<PageEditor page={makePage()} readOnly={false} canDelete backTo="/" />);
    const form = screen.getByRole('form', { name: 'Текст страницы памяти' });
    await userEvent.clear(within(form).getByLabelText('Дата смерти'));
    await userEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    expect(
      await within(form).findByText('Укажите дату смерти: страница памяти только для умерших'),
    ).toBeTruthy();
    expect(sent.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('shows the address and the QR code downloads; changing access saves it', async () => {
    const sent = stubServer((call) => {
      if (call.url.includes('/api/memory_page/settings/5/')) return { body: settings };
      if (call.method === 'PUT') return { body: makePage({ visibility: 'link' }) };
      return undefined;
    });
    renderWithProviders(
      <PageEditor page={makePage({ visibility: 'public' })} readOnly={false} canDelete backTo="/" />,
    );
    expect((await screen.findByTestId('page-address')).textContent).toBe(
      `${window.location.origin}/person/5`,
    );
    expect(screen.getByRole('link', { name: 'QR-код PNG' }).getAttribute('href')).toBe(
      '/api/memory_page/qr/5.png?download=1',
    );
    expect(screen.getByRole('link', { name: 'QR-код SVG' }).getAttribute('href')).toBe(
      '/api/memory_page/qr/5.svg?download=1',
    );
    await userEvent.click(screen.getByRole('radio', { name: /По ссылке/ }));
    const put = sent.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ visibility: 'link' });
  });

  it('is read-only after a company’s 7 days and says why', async () => {
    stubServer((call) => (call.url.includes('/settings/') ? { body: settings } : undefined));
    const page = makePage({
      is_own: false,
      created_by_company: { id: 2, name: 'Ритуал-Сервис' },
      company_edit_until: '2020-01-01T00:00:00.000Z',
    });
    renderWithProviders(<PageEditor page={page} readOnly canDelete={false} backTo="/" />);
    expect(screen.getByText(/только 7 дней после создания/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Добавить фотографии' })).toBeNull();
  });

  it('says the page was hidden by an administrator and keeps its visibility as it is', async () => {
    stubServer((call) =>
      call.url.includes('/settings/') ? { body: { ...settings, visibility: 'private' } } : undefined,
    );
    const page = makePage({
      visibility: 'private',
      hidden_by_admin: { hidden_at: '2026-03-11T09:00:00.000Z', reason: 'Чужие фотографии' },
    });
    renderWithProviders(<PageEditor page={page} readOnly={false} canDelete backTo="/" />);
    expect(
      screen.getByText(/администратор платформы скрыл страницу после жалобы: Чужие фотографии/),
    ).toBeTruthy();
    const radio = await screen.findByRole('radio', { name: /По ссылке/ });
    expect((radio as HTMLInputElement).disabled).toBe(true);
  });
});
