import { PASSPORT_MSG } from '@sp/shared/api/passports';
import { PERSON_PLAIN_EXTRAS, type Person } from '@sp/shared/api/persons';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { DESK, viewport } from '../../../test/viewport';
import { REQUEST } from './passport-fixtures';
import { RequestPassportDialog } from './request-passport-dialog';

const person = (id: number, full_name: string, date_death: string | null): Person => ({
  ...PERSON_PLAIN_EXTRAS,
  id,
  last_name: full_name.split(' ')[0],
  first_name: full_name.split(' ')[1] ?? '',
  patronymic: '',
  full_name,
  gender: null,
  date_birth: '1950',
  date_death,
  birth_place: '',
  city: '',
  burial_city: '',
  burial_place: '',
  note: '',
  avatar: null,
  avatar_thumbnail: null,
  is_living: date_death === null,
  memory_page_id: null,
  family_node_id: null,
  created_at: '2024-05-01T10:00:00Z',
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
  snackbar.close();
});

const SLOW = { timeout: 30_000 };

describe('«Запросить паспорт захоронения»', () => {
  it('lets a family pick one of its deceased and sends no deal', SLOW, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 1 }));
    const created = vi.fn();
    const sent = stubServer((call) => {
      if (call.url.startsWith('/api/family/person/?'))
        return {
          body: {
            results: [person(21, 'Смирнов Иван', '2020-04-02'), person(22, 'Смирнова Ольга', null)],
            count: 2,
          },
        };
      if (call.method === 'POST')
        return { status: 201, body: { ...REQUEST, applicant: { kind: 'account', id: 1, name: 'Анна' } } };
      return undefined;
    });
    renderWithProviders(<RequestPassportDialog open onClose={() => {}} onCreated={created} />);
    const dialog = await screen.findByRole('dialog', { name: 'Запросить паспорт захоронения' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Умерший' }));
    // the living are not offered
    expect(await screen.findByRole('option', { name: 'Смирнов Иван (1950 — 02.04.2020)' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Смирнова Ольга/ })).toBeNull();
    expect(sent[0].url).toBe('/api/family/person/?sort=-date_death&limit=20');
    await userEvent.click(screen.getByRole('option', { name: 'Смирнов Иван (1950 — 02.04.2020)' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'ФИО держателя' }), 'Смирнова Анна');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Телефон' }), '9161234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));
    await waitFor(() => expect(created).toHaveBeenCalledOnce());
    expect(sent.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/passports/company/request-passport/',
      body: { person_id: 21, holder_name: 'Смирнова Анна', holder_phone: '+7 (916) 123-45-67', note: '' },
    });
  });

  it('asks for a known deal’s deceased without a picker, and says the server’s refusal', SLOW, async () => {
    viewport(DESK);
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 9 }));
    const sent = stubServer((call) =>
      call.method === 'POST' ? { status: 400, body: { person_id: [PASSPORT_MSG.noPage] } } : undefined,
    );
    renderWithProviders(
      <RequestPassportDialog
        open
        onClose={() => {}}
        person={{ id: 77, full_name: 'Иванов Пётр Сергеевич' }}
        orderId={31}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Запросить паспорт захоронения' });
    expect(within(dialog).getByText('Иванов Пётр Сергеевич')).toBeTruthy();
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'ФИО держателя' }), 'Иванова Мария');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Отправить заявку' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(PASSPORT_MSG.noPage);
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/passports/company/request-passport/',
        body: { person_id: 77, order_id: 31, holder_name: 'Иванова Мария', holder_phone: '', note: '' },
      },
    ]);
  });
});
