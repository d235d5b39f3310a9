import { ADMIN_PERSON_MSG, type UnboundPerson } from '@sp/shared/api/admin-persons';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { snackbar } from '../../../lib/snackbar-store';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { AdminPersonsUnboundPage } from './admin-persons-unbound-page';

afterEach(() => {
  vi.unstubAllGlobals();
  snackbar.close();
});

const SLOW = { timeout: 30_000 };

const FAMILY: UnboundPerson = {
  id: 21,
  full_name: 'Одинокий Семён',
  birth: { value: '1950-03', qualifier: 'exact', value_to: null, calendar: 'gregorian', phrase: '' },
  death: null,
  living: true,
  owner: { kind: 'account', id: 4, name: 'Анна Петрова' },
  created_at: '2025-03-01T10:00:00Z',
};
const COMPANY: UnboundPerson = {
  ...FAMILY,
  id: 22,
  full_name: 'Безродный Пётр',
  living: false,
  owner: { kind: 'company', id: 7, name: 'Ритуал-Сервис' },
  created_at: '2025-04-01T10:00:00Z',
};
const THIRD: UnboundPerson = {
  ...FAMILY,
  id: 23,
  full_name: 'Третий Лишний',
  created_at: '2025-05-01T10:00:00Z',
};

function server(link: () => { status?: number; body?: unknown } = () => ({ body: {} })) {
  return stubServer((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/admin/persons-unbound/')
      return { body: { results: [FAMILY, COMPANY, THIRD], count: 3 } };
    if (url.pathname === '/api/admin/persons-unbound/delete/') return { body: { deleted: 1, skipped: 1 } };
    if (url.pathname.endsWith('/link/')) return link();
    return undefined;
  });
}

describe('/admin/persons-unbound', () => {
  it('on a phone: cards, two chosen deleted after a confirmation naming how many', SLOW, async () => {
    viewport(PHONE);
    const sent = server();
    renderWithProviders(<AdminPersonsUnboundPage />, '/admin/persons-unbound');
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(cards[0]).getByText('Аккаунт семьи: Анна Петрова')).toBeTruthy();
    expect(within(cards[0]).getByText('01.03.2025')).toBeTruthy();
    expect(within(cards[1]).getByText('Компания: Ритуал-Сервис')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Выбрать: Одинокий Семён' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Выбрать: Третий Лишний' }));
    await userEvent.click(screen.getByRole('button', { name: 'Удалить выбранные (2)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Подвердить действие' });
    expect(within(confirm).getByText(/^Удалить 2 персоны\?/)).toBeTruthy();
    expect(sent.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Да' }));
    await waitFor(() =>
      expect(snackbar.get()?.message).toBe('Удалено персон: 1; остались, их уже привязали: 1'),
    );
    expect(sent.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/admin/persons-unbound/delete/', body: { ids: [21, 23] } },
    ]);
  });

  it('chooses every person of the page at once, and on an empty list offers no deletion', SLOW, async () => {
    viewport(DESK);
    server();
    const view = renderWithProviders(<AdminPersonsUnboundPage />, '/admin/persons-unbound');
    const all = await screen.findByRole('checkbox', { name: 'Выбрать все на странице' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Выбрать: Третий Лишний' }));
    expect(all).toHaveProperty('checked', false);
    expect(all.getAttribute('data-indeterminate')).toBe('true');
    await userEvent.click(all);
    expect(screen.getByRole('button', { name: 'Удалить выбранные (3)' })).toBeTruthy();
    await userEvent.click(all);
    expect(screen.getByRole('button', { name: 'Удалить выбранные' })).toHaveProperty('disabled', true);
    view.unmount();

    stubServer((call) =>
      call.url.startsWith('/api/admin/persons-unbound/') ? { body: { results: [], count: 0 } } : undefined,
    );
    renderWithProviders(<AdminPersonsUnboundPage />, '/admin/persons-unbound');
    expect(await screen.findByText('Непривязанных персон нет')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Удалить выбранные/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Выбрать все на странице' })).toBeNull();
  });

  it('cancelling the confirmation deletes nothing', SLOW, async () => {
    viewport(DESK);
    const sent = server();
    renderWithProviders(<AdminPersonsUnboundPage />, '/admin/persons-unbound');
    const table = await screen.findByRole('table', { name: 'Непривязанные персоны' });
    await userEvent.click(await within(table).findByRole('button', { name: 'Удалить: Безродный Пётр' }));
    const confirm = await screen.findByRole('dialog', { name: 'Подвердить действие' });
    expect(within(confirm).getByText(/^Удалить 1 персону\?/)).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Подвердить действие' })).toBeNull());
    expect(sent.some((call) => call.method === 'POST')).toBe(false);
  });

  it(
    'links a family’s person into its owner’s tree, and hands a company’s person to an account',
    SLOW,
    async () => {
      viewport(DESK);
      let refuse = true;
      const sent = server(() =>
        refuse
          ? { status: 400, body: { login: [ADMIN_PERSON_MSG.accountNotFound] } }
          : { body: { person_id: 22, account_id: 9, family_node_id: 40 } },
      );
      renderWithProviders(<AdminPersonsUnboundPage />, '/admin/persons-unbound');
      const table = await screen.findByRole('table', { name: 'Непривязанные персоны' });
      await within(table).findByText('Одинокий Семён');
      const rows = within(table).getAllByRole('row');
      await userEvent.click(within(rows[1]).getByRole('button', { name: 'Привязать' }));
      let dialog = await screen.findByRole('dialog', { name: 'Привязать: Одинокий Семён' });
      expect(
        within(dialog).getByRole('radio', { name: 'Добавить в генеалогическое древо владельца' }),
      ).toHaveProperty('checked', true);
      refuse = false;
      await userEvent.click(within(dialog).getByRole('button', { name: 'Привязать' }));
      await waitFor(() =>
        expect(snackbar.get()?.message).toBe('«Одинокий Семён» добавлен(а) в древо владельца'),
      );

      refuse = true;
      await userEvent.click(within(rows[2]).getByRole('button', { name: 'Привязать' }));
      dialog = await screen.findByRole('dialog', { name: 'Привязать: Безродный Пётр' });
      expect(
        within(dialog).getByRole('radio', {
          name: 'Добавить в древо владельца (нельзя: персона принадлежит компании)',
        }),
      ).toHaveProperty('disabled', true);
      await userEvent.type(
        within(dialog).getByRole('textbox', { name: 'Телефон или e-mail аккаунта' }),
        'anna@demo.ru',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Привязать' }));
      expect(await within(dialog).findByText(ADMIN_PERSON_MSG.accountNotFound)).toBeTruthy();
      refuse = false;
      await userEvent.click(within(dialog).getByRole('button', { name: 'Привязать' }));
      await waitFor(() =>
        expect(snackbar.get()?.message).toBe(
          '«Безродный Пётр» передан(а) аккаунту и добавлен(а) в его древо',
        ),
      );
      expect(sent.filter((call) => call.method === 'POST')).toEqual([
        { method: 'POST', url: '/api/admin/persons-unbound/21/link/', body: {} },
        { method: 'POST', url: '/api/admin/persons-unbound/22/link/', body: { login: 'anna@demo.ru' } },
        { method: 'POST', url: '/api/admin/persons-unbound/22/link/', body: { login: 'anna@demo.ru' } },
      ]);
    },
  );
});
