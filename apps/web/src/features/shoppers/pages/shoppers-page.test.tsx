import type { Shopper } from '@sp/shared/api/shoppers';
import { REQUISITES_MSG } from '@sp/shared/validation/requisites';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { ShoppersPage } from './shoppers-page';

const base = {
  note: '',
  is_confirmed: false,
  confirmed_at: null,
  confirmed_by: null,
  is_notify_phone: false,
  is_notify_email: false,
  has_account: false,
  created_at: '2024-05-01T10:00:00Z',
  updated_at: '2024-05-01T10:00:00Z',
} as const;

const maria: Shopper = {
  ...base,
  id: 1,
  type_shopper: '1',
  name: 'Иванова Мария Петровна',
  phone: '+7 (900) 555-12-34',
  email: 'maria@mail.ru',
  physical_person: {
    last_name: 'Иванова',
    first_name: 'Мария',
    patronymic: 'Петровна',
    birth_date: '1961-04-12',
    address: 'Тверь, ул. Советская, 5',
    doc_series: '2805',
    doc_number: '123456',
    doc_issued_by: 'ОУФМС',
    doc_issued_date: '2006-05-20',
    doc_division_code: '690-001',
  },
  legal_entity: null,
  orders_count: 2,
};

const rassvet: Shopper = {
  ...base,
  id: 2,
  type_shopper: '2',
  name: 'ООО «Рассвет»',
  phone: '',
  email: 'buh@rassvet.ru',
  is_confirmed: true,
  confirmed_at: '2024-06-03T10:00:00Z',
  confirmed_by: 'email',
  physical_person: null,
  legal_entity: {
    name: 'ООО «Рассвет»',
    inn: '7707083893',
    kpp: '773601001',
    ogrn: '1027700132195',
    address: 'Москва',
    representative: '',
    bank_account: '',
    bik: '',
    bank_name: '',
    corr_account: '',
  },
  orders_count: 0,
};

function server(
  options: { lookup?: boolean; extra?: (call: Sent) => { status?: number; body?: unknown } | undefined } = {},
) {
  return stubServer((call) => {
    const answer = options.extra?.(call);
    if (answer) return answer;
    if (call.url.includes('/requisites-lookup/')) return { body: { enabled: options.lookup ?? false } };
    if (call.method === 'GET' && call.url.includes('/api/company-shoppers/shopper/')) {
      return { body: { results: [maria, rassvet], count: 2 } };
    }
    return undefined;
  });
}

const signInAs = (modules: Record<string, number> | null) =>
  sessionStore.signIn(
    modules === null
      ? makeSession({ user_type: 2, company_id: 1 })
      : makeSession({ user_type: 3, company_id: 1 }, [{ id: 1, name: 'Роль', modules }]),
  );

const listCalls = (sent: Sent[]) =>
  sent.filter((call) => call.method === 'GET' && call.url.includes('/api/company-shoppers/shopper/'));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

/** several typed fields and menus: slower than the default 5 s when the machine is busy */
const SLOW = { timeout: 30_000 };

describe('clients page', () => {
  it(
    'lists clients with type, contacts, paper, confirmation and deals, and filters the list',
    SLOW,
    async () => {
      signInAs(null);
      const sent = server();
      renderWithProviders(<ShoppersPage />);
      const row = (await screen.findByText('Иванова Мария Петровна')).closest('tr') as HTMLElement;
      expect(within(row).getByText('Физическое лицо')).toBeTruthy();
      expect(within(row).getByText('+7 (900) 555-12-34')).toBeTruthy();
      expect(within(row).getByText('Паспорт 2805 123456')).toBeTruthy();
      expect(within(row).getByText('Не подтверждён')).toBeTruthy();
      expect(within(row).getByText('2 сделки')).toBeTruthy();
      expect(within(row).getByRole('button', { name: 'Подтвердить: Иванова Мария Петровна' })).toBeTruthy();
      const entity = screen.getByText('ИНН 7707083893').closest('tr') as HTMLElement;
      expect(within(entity).getByText('Подтверждён')).toBeTruthy();
      expect(within(entity).queryByRole('button', { name: /^Подтвердить/ })).toBeNull();

      await userEvent.type(screen.getByLabelText('Поиск: имя, ИНН, телефон, e-mail'), 'иван');
      await userEvent.click(screen.getByRole('combobox', { name: 'Тип клиента' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Физические лица' }));
      await userEvent.click(screen.getByRole('combobox', { name: 'Подтверждение' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Не подтверждённые' }));
      await waitFor(() => {
        const url = new URL(listCalls(sent).at(-1)?.url ?? '', 'http://x');
        expect(Object.fromEntries(url.searchParams)).toEqual({
          query: 'иван',
          type_shopper: '1',
          is_confirmed: 'false',
          sort: '-created_at',
          offset: '0',
          limit: '10',
        });
      });
    },
  );

  it(
    'adds a legal entity: the type switch shows only its block, ИНН fills the details, only that block is sent',
    SLOW,
    async () => {
      signInAs(null);
      const sent = server({
        lookup: true,
        extra: (call) => {
          if (call.url.endsWith('/api/company/inn/')) {
            return {
              body: {
                type: 'LEGAL',
                name: 'ООО «Рассвет»',
                full_name: 'Общество с ограниченной ответственностью «Рассвет»',
                inn: '7707083893',
                kpp: '773601001',
                ogrn: '1027700132195',
                address: '117312, г Москва, ул Вавилова, д 19',
                management: 'Генеральный директор Петров Пётр Петрович',
              },
            };
          }
          if (call.method === 'POST' && call.url.endsWith('/api/banks/')) {
            return {
              body: {
                bic: '044525225',
                name: 'ПАО Сбербанк',
                corr_account: '30101810400000000225',
                address: '',
              },
            };
          }
          if (call.method === 'POST' && call.url.endsWith('/api/company-shoppers/shopper/')) {
            return { status: 201, body: rassvet };
          }
          return undefined;
        },
      });
      renderWithProviders(<ShoppersPage />);
      await userEvent.click(await screen.findByRole('button', { name: 'Добавить клиента' }));
      const dialog = await screen.findByRole('dialog', { name: 'Новый клиент' });
      expect(within(dialog).getByLabelText('Фамилия')).toBeTruthy();
      expect(within(dialog).queryByLabelText('ИНН')).toBeNull();

      await userEvent.type(within(dialog).getByLabelText('Фамилия'), 'Лишняя');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Юридическое лицо' }));
      expect(within(dialog).queryByLabelText('Фамилия')).toBeNull();
      expect(within(dialog).queryByLabelText('Серия')).toBeNull();

      await userEvent.type(within(dialog).getByLabelText('ИНН'), '7707083894');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Заполнить' }));
      expect(await within(dialog).findByText(REQUISITES_MSG.innChecksum)).toBeTruthy();
      await userEvent.clear(within(dialog).getByLabelText('ИНН'));
      await userEvent.type(within(dialog).getByLabelText('ИНН'), '7707083893');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Заполнить' }));
      await waitFor(() =>
        expect((within(dialog).getByLabelText('Название организации или ИП') as HTMLInputElement).value).toBe(
          'ООО «Рассвет»',
        ),
      );
      expect((within(dialog).getByLabelText('КПП') as HTMLInputElement).value).toBe('773601001');
      expect(
        (within(dialog).getByLabelText('В лице (должность, ФИО подписанта)') as HTMLInputElement).value,
      ).toBe('Генеральный директор Петров Пётр Петрович');

      await userEvent.type(within(dialog).getByLabelText('БИК'), '044525225');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Найти банк по БИК' }));
      await waitFor(() =>
        expect((within(dialog).getByLabelText('Банк') as HTMLInputElement).value).toBe('ПАО Сбербанк'),
      );
      await userEvent.type(within(dialog).getByLabelText('Расчётный счёт'), '40702810938000012345');
      await userEvent.type(within(dialog).getByLabelText('Телефон'), '9005551234');
      expect((within(dialog).getByLabelText('Телефон') as HTMLInputElement).value).toBe('+7 (900) 555-12-34');

      await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
      await waitFor(() =>
        expect(sent.some((call) => call.method === 'POST' && call.url.endsWith('/shopper/'))).toBe(true),
      );
      const body = sent.find((call) => call.method === 'POST' && call.url.endsWith('/shopper/'))
        ?.body as Record<string, unknown>;
      expect(body.physical_person).toBeUndefined();
      expect(body).toMatchObject({
        type_shopper: '2',
        phone: '+7 (900) 555-12-34',
        legal_entity: {
          name: 'ООО «Рассвет»',
          inn: '7707083893',
          kpp: '773601001',
          ogrn: '1027700132195',
          bik: '044525225',
          bank_name: 'ПАО Сбербанк',
          corr_account: '30101810400000000225',
          bank_account: '40702810938000012345',
        },
      });
    },
  );

  it('sends a physical person with ISO dates and says what is missing', SLOW, async () => {
    signInAs(null);
    const sent = server({ extra: (call) => (call.method === 'PUT' ? { body: maria } : undefined) });
    renderWithProviders(<ShoppersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Изменить: Иванова Мария Петровна' }));
    const dialog = await screen.findByRole('dialog', { name: 'Изменить: Иванова Мария Петровна' });
    // no DaData key: no lookup buttons
    expect(within(dialog).queryByRole('button', { name: 'Заполнить' })).toBeNull();
    expect((within(dialog).getByLabelText('Дата рождения') as HTMLInputElement).value).toBe('12.04.1961');
    await userEvent.clear(within(dialog).getByLabelText('Имя'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Поле обязательно для заполнения')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Имя'), 'Мария');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent.some((call) => call.method === 'PUT')).toBe(true));
    const put = sent.find((call) => call.method === 'PUT') as Sent;
    expect(put.url).toMatch(/\/api\/company-shoppers\/shopper\/1\/$/);
    expect(put.body).toMatchObject({
      type_shopper: '1',
      physical_person: { first_name: 'Мария', birth_date: '1961-04-12', doc_issued_date: '2006-05-20' },
    });
    expect((put.body as Record<string, unknown>).legal_entity).toBeUndefined();
  });

  it('confirms a client by a code: send, type what the client names, record the consents', SLOW, async () => {
    signInAs(null);
    const sent = server({
      extra: (call) => {
        if (!call.url.endsWith('/api/company-shoppers/confirm/')) return undefined;
        const body = call.body as { code?: string };
        if (!body.code)
          return {
            body: {
              detail: 'Код отправлен: +7 (900) 555-12-34. Попросите клиента назвать его.',
              shopper: maria,
            },
          };
        if (body.code === '11111') return { status: 400, body: { code: ['Неверный код.'] } };
        return { body: { detail: 'Клиент подтверждён', shopper: { ...maria, is_confirmed: true } } };
      },
    });
    renderWithProviders(<ShoppersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Подтвердить: Иванова Мария Петровна' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Подтверждение клиента: Иванова Мария Петровна',
    });
    await userEvent.click(within(dialog).getByLabelText('На e-mail maria@mail.ru'));
    await userEvent.click(within(dialog).getByLabelText('На телефон +7 (900) 555-12-34'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить код' }));
    expect(await within(dialog).findByText(/Код отправлен/)).toBeTruthy();
    expect(sent.filter((call) => call.url.endsWith('/confirm/'))[0].body).toEqual({
      shopper_id: 1,
      phone: '+7 (900) 555-12-34',
    });

    await userEvent.type(within(dialog).getByLabelText('Код из сообщения'), '11111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    expect(await within(dialog).findByText('Неверный код.')).toBeTruthy();
    await userEvent.clear(within(dialog).getByLabelText('Код из сообщения'));
    await userEvent.type(within(dialog).getByLabelText('Код из сообщения'), '12345');
    await userEvent.click(within(dialog).getByLabelText('Клиент согласен получать уведомления по телефону'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((call) => call.url.endsWith('/confirm/')).at(-1)?.body).toEqual({
      shopper_id: 1,
      phone: '+7 (900) 555-12-34',
      code: '12345',
      is_notify_phone: true,
      is_notify_email: false,
    });
  });

  it('deletes after the confirm dialog', SLOW, async () => {
    signInAs(null);
    const sent = server({ extra: (call) => (call.method === 'DELETE' ? { status: 204 } : undefined) });
    renderWithProviders(<ShoppersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить: ООО «Рассвет»' }));
    const confirm = await screen.findByRole('dialog', { name: 'Подвердить действие' });
    expect(within(confirm).getByText(/Удалить клиента «ООО «Рассвет»»\?/)).toBeTruthy();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(sent.some((call) => call.method === 'DELETE')).toBe(true));
    expect(sent.find((call) => call.method === 'DELETE')?.url).toMatch(/\/shopper\/2\/$/);
  });

  it(
    'a read-only employee only reads: no add, confirm, change or delete; the card opens read-only',
    SLOW,
    async () => {
      signInAs({ shoppers: 3 });
      const sent = server();
      renderWithProviders(<ShoppersPage />);
      await screen.findByText('Иванова Мария Петровна');
      expect(screen.queryByRole('button', { name: 'Добавить клиента' })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Подтвердить/ })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Удалить/ })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Открыть: ООО «Рассвет»' }));
      const dialog = await screen.findByRole('dialog', { name: 'ООО «Рассвет»' });
      expect((within(dialog).getByLabelText('ИНН') as HTMLInputElement).disabled).toBe(true);
      expect(within(dialog).getByText('Подтверждён по e-mail 03.06.2024')).toBeTruthy();
      expect(
        within(dialog)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Физическое лицо', 'Юридическое лицо', 'Закрыть']);
      expect(sent.filter((call) => call.method !== 'GET')).toHaveLength(0);
    },
  );
});
