import type { AdditionalPackage, Tariff } from '@sp/shared/api/tariffs';
import { TARIFF_MSG } from '@sp/shared/api/tariffs';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { AdminPacketsPage } from './admin-packets-page';
import { AdminTariffsPage } from './admin-tariffs-page';

const FREE: Tariff = {
  id: 1,
  audience: 1,
  name: 'Бесплатный',
  description: '',
  price: 0,
  period_months: 12,
  is_free: true,
  is_archive: false,
  position: 0,
  limits: { memory_pages: 3, storage_mb: 500, tree_persons: 300 },
};
const BUSINESS: Tariff = {
  ...FREE,
  id: 2,
  audience: 2,
  name: 'Бизнес',
  price: 1990.5,
  period_months: 1,
  is_free: false,
  is_archive: true,
  limits: { employees: 20, branches: null, documents_per_month: 1000, messages_per_month: 5000 },
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

const SLOW = { timeout: 30_000 };

describe('the administrator’s tariffs', () => {
  it('lists each tariff with its side, price, period and limits, the archived one marked', async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 4 }));
    stubServer((call) =>
      call.url.startsWith('/api/admin/tariffs/') ? { body: [FREE, BUSINESS] } : undefined,
    );
    renderWithProviders(<AdminTariffsPage />);
    const row = (await screen.findByText('Бизнес')).closest('tr') as HTMLElement;
    expect(within(row).getByText('в архиве')).toBeTruthy();
    expect(within(row).getByText('Компании')).toBeTruthy();
    expect(within(row).getByText(/1\s990,50\s₽/)).toBeTruthy();
    expect(within(row).getByText('1 месяц')).toBeTruthy();
    expect(within(row).getByText(/Филиалы: без ограничений/)).toBeTruthy();
    const free = screen.getByText('Бесплатный').closest('tr') as HTMLElement;
    expect(within(free).getByText('бесплатный')).toBeTruthy();
    expect(within(free).getByText('12 месяцев')).toBeTruthy();
  });

  it(
    'adds a tariff with every limit of its side, «без ограничений» as null, and shows the server’s messages',
    SLOW,
    async () => {
      viewport(DESK);
      sessionStore.signIn(makeSession({ user_type: 4 }));
      let first = true;
      const sent = stubServer((call) => {
        if (call.method === 'GET') return { body: [FREE] };
        if (call.method === 'POST' && first) {
          first = false;
          return { status: 400, body: { period_months: [TARIFF_MSG.period] } };
        }
        if (call.method === 'POST') return { status: 201, body: { ...FREE, id: 3, name: 'Семейный' } };
        return undefined;
      });
      renderWithProviders(<AdminTariffsPage />);
      await userEvent.click(await screen.findByRole('button', { name: 'Новый тариф' }));
      const dialog = await screen.findByRole('dialog');
      await userEvent.type(within(dialog).getByLabelText('Название'), 'Семейный');
      await userEvent.type(within(dialog).getByLabelText('Цена, ₽'), '299,90');
      await userEvent.clear(within(dialog).getByLabelText('Срок, месяцев'));
      await userEvent.type(within(dialog).getByLabelText('Срок, месяцев'), '48');
      await userEvent.type(within(dialog).getByLabelText('Страницы памяти'), '20');
      await userEvent.type(within(dialog).getByLabelText('Фото и файлы, МБ'), '5 000');
      await userEvent.click(
        within(dialog).getByRole('checkbox', { name: 'Персоны в древе: без ограничений' }),
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
      expect(await within(dialog).findByText(TARIFF_MSG.period)).toBeTruthy();
      expect(sent.find((call) => call.method === 'POST')?.body).toEqual({
        audience: 1,
        name: 'Семейный',
        description: '',
        price: 299.9,
        period_months: 48,
        is_archive: false,
        position: 0,
        is_free: false,
        limits: { memory_pages: 20, storage_mb: 5000, tree_persons: null },
      });
      await userEvent.clear(within(dialog).getByLabelText('Срок, месяцев'));
      await userEvent.type(within(dialog).getByLabelText('Срок, месяцев'), '1');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
  );

  it('on a phone each tariff is a card', async () => {
    viewport(PHONE);
    sessionStore.signIn(makeSession({ user_type: 4 }));
    stubServer((call) => (call.url.startsWith('/api/admin/tariffs/') ? { body: [FREE] } : undefined));
    renderWithProviders(<AdminTariffsPage />);
    const [card] = await screen.findAllByRole('article');
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByText('Бесплатный')).toBeTruthy();
  });
});

describe('the administrator’s packages', () => {
  it('sends only what a package adds', SLOW, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 4 }));
    const saved: AdditionalPackage = {
      id: 5,
      audience: 1,
      name: '+5 страниц',
      description: '',
      price: 199,
      period_months: 12,
      is_archive: false,
      position: 0,
      grants: { memory_pages: 5 },
    };
    const sent = stubServer((call) =>
      call.method === 'GET'
        ? { body: [] }
        : call.method === 'POST'
          ? { status: 201, body: saved }
          : undefined,
    );
    renderWithProviders(<AdminPacketsPage />);
    expect(await screen.findByText('Пакетов пока нет: добавьте первый')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Новый пакет' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Название'), '+5 страниц');
    await userEvent.type(within(dialog).getByLabelText('Цена, ₽'), '199');
    await userEvent.clear(within(dialog).getByLabelText('Срок, месяцев'));
    await userEvent.type(within(dialog).getByLabelText('Срок, месяцев'), '12');
    await userEvent.type(within(dialog).getByLabelText('Страницы памяти'), '5');
    expect(within(dialog).queryByRole('checkbox', { name: /без ограничений/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(sent.find((call) => call.method === 'POST')?.body).toMatchObject({
        name: '+5 страниц',
        price: 199,
        period_months: 12,
        grants: { memory_pages: 5 },
      }),
    );
  });
});
