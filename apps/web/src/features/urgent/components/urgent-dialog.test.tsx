import { URGENT_MSG } from '@sp/shared/api/urgent';
import { MSG } from '@sp/shared/validation/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { UrgentButton } from './urgent-button';

const tver = { id: 5, name: 'Тверь', region: 'Тверская область', latitude: 56.86, longitude: 35.9 };
const called = {
  detail: 'Срочный вызов отправлен в 2 компании. С вами свяжутся в ближайшее время.',
  companies: [
    { id: 1, name: 'Ритуал-Сервис', phone: '+7 (4822) 55-01-01', landing_id: 7, distance_km: 1.2 },
    { id: 2, name: 'Память', phone: '', landing_id: 8, distance_km: null },
  ],
};

function server(answer: { status: number; body: unknown }) {
  return stubServer((call) => {
    if (call.url.includes('/api/geo/city/5/')) return { body: tver };
    if (call.url.includes('/api/public/urgent-request/')) return answer;
    return undefined;
  });
}

async function open(props: Parameters<typeof UrgentButton>[0] = {}) {
  const user = userEvent.setup();
  renderWithProviders(<UrgentButton {...props} />);
  await user.click(screen.getByRole('button', { name: 'Срочный вызов' }));
  const dialog = await screen.findByRole('dialog', { name: 'Срочный вызов' });
  return { user, dialog };
}

const urgentCalls = (sent: Sent[]) => sent.filter((call) => call.url.includes('urgent-request'));

afterEach(() => vi.unstubAllGlobals());

describe('«Срочный вызов»', () => {
  it('masks the phone, sends the call for the search’s city and lists the companies called', async () => {
    const sent = server({ status: 201, body: called });
    const { user, dialog } = await open({ cityId: 5 });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Город' })).toHaveProperty('value', 'Тверь'),
    );

    const phone = within(dialog).getByLabelText(/Телефон для связи/);
    await user.type(phone, '89001234567');
    expect(phone).toHaveProperty('value', '+7 (900) 123-45-67');
    await user.type(within(dialog).getByLabelText(/Адрес, где находится умерший/), 'ул. Садовая, 5');
    await user.type(within(dialog).getByLabelText('Как к вам обращаться'), 'Анна');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить вызов' }));

    const done = await screen.findByRole('dialog', { name: 'Вызов отправлен' });
    expect(urgentCalls(sent)).toHaveLength(1);
    expect(urgentCalls(sent)[0].body).toEqual({
      phone: '+7 (900) 123-45-67',
      address: 'ул. Садовая, 5',
      name: 'Анна',
      city: 5,
      action: 'urgent_request',
    });
    expect(within(done).getByText(called.detail)).toBeTruthy();
    const list = within(done).getByRole('list', { name: 'Компании, получившие вызов' });
    expect(within(list).getByRole('link', { name: 'Ритуал-Сервис' }).getAttribute('href')).toBe('/company/7');
    expect(within(list).getByRole('link', { name: '+7 (4822) 55-01-01' }).getAttribute('href')).toBe(
      'tel:+74822550101',
    );
    expect(within(list).getByText('Телефон не указан')).toBeTruthy();
    await user.click(within(done).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says what is missing before sending anything', async () => {
    const sent = server({ status: 201, body: called });
    const { user, dialog } = await open();
    await user.type(within(dialog).getByLabelText(/Телефон для связи/), '900123');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить вызов' }));

    expect(await within(dialog).findByText(MSG.phoneFormat)).toBeTruthy();
    expect(within(dialog).getByText(MSG.required)).toBeTruthy();
    expect(within(dialog).getByText(URGENT_MSG.placeRequired)).toBeTruthy();
    expect(urgentCalls(sent)).toHaveLength(0);
  });

  it('keeps the form as typed when nobody near can take the call', async () => {
    const sent = server({ status: 400, body: { detail: URGENT_MSG.noneFound } });
    const { user, dialog } = await open({ cityId: 5 });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Город' })).toHaveProperty('value', 'Тверь'),
    );
    await user.type(within(dialog).getByLabelText(/Телефон для связи/), '9001234567');
    await user.type(within(dialog).getByLabelText(/Адрес, где находится умерший/), 'д. Бор, 3');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить вызов' }));

    expect(await within(dialog).findByText(URGENT_MSG.noneFound)).toBeTruthy();
    expect(urgentCalls(sent)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Срочный вызов' })).toBe(dialog);
    expect(within(dialog).getByLabelText(/Телефон для связи/)).toHaveProperty('value', '+7 (900) 123-45-67');
    expect(within(dialog).getByLabelText(/Адрес, где находится умерший/)).toHaveProperty(
      'value',
      'д. Бор, 3',
    );
  });

  it('sends the visitor’s point when they choose «Рядом со мной»', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (done: (position: { coords: { latitude: number; longitude: number } }) => void) =>
          done({ coords: { latitude: 56.123456, longitude: 35.654321 } }),
      },
    });
    const sent = server({ status: 201, body: called });
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('button', { name: 'Рядом со мной' }));
    expect(within(dialog).getByRole('button', { name: 'Рядом со мной ✓' })).toBeTruthy();
    // no radius here: the server calls companies within its own distance
    expect(within(dialog).queryByLabelText('Радиус')).toBeNull();
    await user.type(within(dialog).getByLabelText(/Телефон для связи/), '9001234567');
    await user.type(within(dialog).getByLabelText(/Адрес, где находится умерший/), 'ул. Мира, 1');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить вызов' }));

    await screen.findByRole('dialog', { name: 'Вызов отправлен' });
    expect(urgentCalls(sent)[0].body).toMatchObject({ lat: 56.12346, lng: 35.65432 });
    expect(urgentCalls(sent)[0].body).not.toHaveProperty('city');
  });
});
