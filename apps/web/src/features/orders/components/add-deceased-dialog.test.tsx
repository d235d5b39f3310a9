import { PERSON_PLAIN_EXTRAS, type Person } from '@sp/shared/api/persons';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { snackbar } from '../../../lib/snackbar-store';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { AddDeceasedDialog } from './add-deceased-dialog';

const SLOW = { timeout: 30_000 };

const person: Person = {
  id: 101,
  last_name: 'Иванов',
  first_name: 'Пётр',
  patronymic: 'Сергеевич',
  full_name: 'Иванов Пётр Сергеевич',
  ...PERSON_PLAIN_EXTRAS,
  gender: 'male',
  date_birth: '1940',
  date_death: '2025-03-01',
  birth_place: '',
  city: '',
  burial_city: '',
  burial_place: '',
  note: '',
  avatar: null,
  avatar_thumbnail: null,
  is_living: false,
  memory_page_id: null,
  family_node_id: null,
  created_at: '2030-03-01T08:00:00Z',
};

function server() {
  return stubServer((call: Sent) => {
    const url = new URL(call.url, 'http://x');
    if (call.method === 'GET' && url.pathname === '/api/family/search_person/') {
      return { body: { results: [person], count: 1 } };
    }
    if (call.method === 'POST' && url.pathname === '/api/company-orders/deceased_on_order/') {
      const body = call.body as { person_id?: number };
      if (body.person_id === undefined) return { status: 400, body: { last_name: ['Такого не бывает'] } };
      return { status: 201, body: {} };
    }
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  snackbar.close();
});

describe('«Добавить умершего»', () => {
  it(
    'a new person: a message goes when its field changes; the server’s message shows under its field',
    SLOW,
    async () => {
      const sent = server();
      renderWithProviders(<AddDeceasedDialog orderId={12} onClose={vi.fn()} />);
      const dialog = await screen.findByRole('dialog', { name: 'Добавить умершего' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
      expect(await within(dialog).findByText('Укажите имя')).toBeTruthy();
      await userEvent.type(within(dialog).getByLabelText('Дата рождения'), '2999');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
      expect(await within(dialog).findByText('Дата не может быть в будущем')).toBeTruthy();
      // the shared schema checks the name once the fields themselves pass
      expect(within(dialog).queryByText('Укажите имя')).toBeNull();
      await userEvent.type(within(dialog).getByLabelText('Имя'), 'Вера');
      expect(within(dialog).getByText('Дата не может быть в будущем')).toBeTruthy();
      await userEvent.clear(within(dialog).getByLabelText('Дата рождения'));
      expect(within(dialog).queryByText('Дата не может быть в будущем')).toBeNull();
      expect(within(dialog).getAllByText('дд.мм.гггг, мм.гггг или гггг')).toHaveLength(2);

      await userEvent.type(within(dialog).getByLabelText('Фамилия'), ' Смирнова ');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
      expect(await within(dialog).findByText('Такого не бывает')).toBeTruthy();
      expect(sent.find((call) => call.method === 'POST')?.body).toEqual({
        order_id: 12,
        last_name: 'Смирнова',
        first_name: 'Вера',
      });
    },
  );

  it('one of the company’s persons: asks to choose one, then links it', SLOW, async () => {
    const sent = server();
    const onClose = vi.fn();
    renderWithProviders(<AddDeceasedDialog orderId={12} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Добавить умершего' });
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Найти в базе' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    expect(await within(dialog).findByText('Выберите человека')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Фамилия, имя или отчество'), 'Иван');
    await userEvent.click(await screen.findByRole('option', { name: /Иванов Пётр Сергеевич/ }));
    expect(within(dialog).queryByText('Выберите человека')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Добавить' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.find((call) => call.method === 'POST')?.body).toEqual({ order_id: 12, person_id: 101 });
  });
});
