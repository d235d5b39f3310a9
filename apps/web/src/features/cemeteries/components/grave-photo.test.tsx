import { MSG } from '@sp/shared/validation/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { snackbar } from '../../../lib/snackbar-store';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { GraveParametersSection } from './grave-parameters';

const URL = '/api/cemeteries/parameters-graves/11/';
const PHOTO_URL = `${URL}photo/`;

const PARAMETERS = {
  id: 11,
  status: 'occupied',
  places_count: 2,
  width_m: null,
  length_m: null,
  has_fence: false,
  has_monument: false,
  note: '',
  photo: null,
  photo_thumbnail: null,
};
const WITH_PHOTO = {
  ...PARAMETERS,
  photo: '/media/graves/2026-05/full.webp',
  photo_thumbnail: '/media/graves/2026-05/small.webp',
};

type Answer = { status?: number; body?: unknown } | undefined;

/** The grave's parameters as `current` says, and the photo's writes answered by `write`. */
function server(current: () => unknown, write: (call: Sent) => Answer) {
  return stubServer((call) => {
    if (call.method === 'GET' && call.url === URL) return { body: current() };
    if (call.url === PHOTO_URL) return write(call);
    return undefined;
  });
}

const writes = (sent: Sent[]) => sent.filter((call) => call.method !== 'GET');
const png = () => new File(['png'], 'могила.png', { type: 'image/png' });

afterEach(() => {
  vi.unstubAllGlobals();
  snackbar.close();
});

describe('a grave’s photo in «Параметры» of its card', () => {
  it('its governor uploads one; the thumbnail opens the full photo', { timeout: 30_000 }, async () => {
    viewport(DESK);
    let answer: Answer = { status: 400, body: { photo: [MSG.imageFormat] } };
    const sent = server(
      () => PARAMETERS,
      () => answer,
    );
    renderWithProviders(<GraveParametersSection id={11} title="Могила № 12А" />);
    const section = await screen.findByRole('region', { name: 'Параметры' });
    expect(await within(section).findByText('Фото нет')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Удалить фото' })).toBeNull();

    await userEvent.click(within(section).getByRole('button', { name: 'Загрузить фото' }));
    const dialog = await screen.findByRole('dialog', { name: 'Фото могилы № 12А' });
    const input = within(dialog).getByLabelText('Файл') as HTMLInputElement;
    expect(input.accept).toBe('image/jpeg,image/png,image/webp');
    // the server looks at the bytes: what is no image is refused in its words, and the dialog stays
    await userEvent.upload(input, png());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Загрузить' }));
    await waitFor(() => expect(snackbar.get()?.message).toBe(MSG.imageFormat));
    expect(screen.getByRole('dialog', { name: 'Фото могилы № 12А' })).toBeTruthy();

    answer = { body: WITH_PHOTO };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Загрузить' }));
    await waitFor(() => expect(snackbar.get()?.message).toBe('Могила № 12А: фото сохранено'));
    expect(writes(sent)).toEqual([
      { method: 'POST', url: PHOTO_URL, body: { photo: 'file' } },
      { method: 'POST', url: PHOTO_URL, body: { photo: 'file' } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const thumbnail = within(section).getByRole('img', { name: 'Фото могилы № 12А' });
    expect(thumbnail.getAttribute('src')).toBe('/media/graves/2026-05/small.webp');
    expect(within(section).queryByText('Фото нет')).toBeNull();
    expect(within(section).getByRole('button', { name: 'Заменить фото' })).toBeTruthy();

    await userEvent.click(within(section).getByRole('button', { name: 'Открыть фото могилы № 12А' }));
    const viewer = await screen.findByRole('dialog', { name: 'Просмотр изображений' });
    expect(within(viewer).getByRole('img', { name: 'Фото могилы № 12А' }).getAttribute('src')).toBe(
      '/media/graves/2026-05/full.webp',
    );
  });

  it('its governor removes it after a confirmation', { timeout: 30_000 }, async () => {
    viewport(PHONE);
    const sent = server(
      () => WITH_PHOTO,
      (call) => (call.method === 'DELETE' ? { body: PARAMETERS } : undefined),
    );
    renderWithProviders(<GraveParametersSection id={11} title="Могила № 12А" />);
    const section = await screen.findByRole('region', { name: 'Параметры' });
    expect(await within(section).findByRole('img', { name: 'Фото могилы № 12А' })).toBeTruthy();

    await userEvent.click(within(section).getByRole('button', { name: 'Удалить фото' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain('Удалить фото могилы № 12А?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(sent)).toEqual([]);

    await userEvent.click(within(section).getByRole('button', { name: 'Удалить фото' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(snackbar.get()?.message).toBe('Могила № 12А: фото удалено'));
    expect(writes(sent)).toEqual([{ method: 'DELETE', url: PHOTO_URL, body: undefined }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(section).findByText('Фото нет')).toBeTruthy();
    expect(within(section).queryByRole('img')).toBeNull();
    expect(within(section).getByRole('button', { name: 'Загрузить фото' })).toBeTruthy();
  });
});
