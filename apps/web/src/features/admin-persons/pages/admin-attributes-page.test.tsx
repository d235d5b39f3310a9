import { ADMIN_PERSON_MSG, type PersonAttribute } from '@sp/shared/api/admin-persons';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { snackbar } from '../../../lib/snackbar-store';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { AdminAttributesPage, deleteQuestion } from './admin-attributes-page';

afterEach(() => {
  vi.unstubAllGlobals();
  snackbar.close();
});

const SLOW = { timeout: 30_000 };

const VETERAN: PersonAttribute = {
  id: 1,
  name: 'Участник Великой Отечественной войны',
  description: '',
  has_value: false,
  persons: 3,
  created_at: '2026-01-15T10:00:00Z',
};
const RANK: PersonAttribute = {
  id: 2,
  name: 'Воинское звание',
  description: 'Звание на момент увольнения',
  has_value: true,
  persons: 0,
  created_at: '2026-01-16T10:00:00Z',
};

function server(post: () => { status?: number; body?: unknown }) {
  return stubServer((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/admin/attributes-person/' && call.method === 'GET')
      return { body: { results: [RANK, VETERAN], count: 2 } };
    if (url.pathname === '/api/admin/attributes-person/' && call.method === 'POST') return post();
    if (call.method === 'DELETE') return { body: { persons: 3 } };
    return undefined;
  });
}

describe('/admin/attributes-person', () => {
  it('lists the attributes and adds one, saying a name already taken on its field', SLOW, async () => {
    viewport(DESK);
    let taken = true;
    const sent = server(() =>
      taken
        ? { status: 400, body: { name: [ADMIN_PERSON_MSG.nameTaken] } }
        : { status: 201, body: { ...RANK, id: 3, name: 'Почётный гражданин', has_value: false } },
    );
    renderWithProviders(<AdminAttributesPage />, '/admin/attributes-person');
    const table = await screen.findByRole('table', { name: 'Атрибуты персон' });
    expect(await within(table).findByText('Звание на момент увольнения')).toBeTruthy();
    expect(within(table).getByText('своё у каждой персоны')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Добавить атрибут' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый атрибут' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Название' }), 'почётный гражданин');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText(ADMIN_PERSON_MSG.nameTaken)).toBeTruthy();
    taken = false;
    const name = within(dialog).getByRole('textbox', { name: 'Название' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Почётный гражданин');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(snackbar.get()?.message).toBe('Атрибут «Почётный гражданин» добавлен'));
    expect(sent.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { name: 'почётный гражданин', description: '', has_value: false },
      { name: 'Почётный гражданин', description: '', has_value: false },
    ]);
  });

  it(
    'on a phone reads as cards and deletes after a confirmation naming how many persons have it',
    SLOW,
    async () => {
      viewport(PHONE);
      const sent = server(() => ({ status: 500 }));
      renderWithProviders(<AdminAttributesPage />, '/admin/attributes-person');
      expect(await screen.findByText('Участник Великой Отечественной войны')).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
      await userEvent.click(
        screen.getByRole('button', { name: 'Удалить атрибут «Участник Великой Отечественной войны»' }),
      );
      const confirm = await screen.findByRole('dialog', { name: 'Подвердить действие' });
      expect(
        within(confirm).getByText(
          'Удалить атрибут «Участник Великой Отечественной войны»? Он будет снят с 3 персон.',
        ),
      ).toBeTruthy();
      expect(sent.some((call) => call.method === 'DELETE')).toBe(false);
      await userEvent.click(within(confirm).getByRole('button', { name: 'Да' }));
      await waitFor(() =>
        expect(snackbar.get()?.message).toBe(
          'Атрибут «Участник Великой Отечественной войны» удалён, снят с 3 персон',
        ),
      );
      expect(sent.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
        '/api/admin/attributes-person/1/',
      ]);
    },
  );
});

describe('deleteQuestion', () => {
  it('names how many persons lose the attribute in a form that agrees with one or many', () => {
    expect(deleteQuestion({ ...VETERAN, persons: 1 })).toBe(
      'Удалить атрибут «Участник Великой Отечественной войны»? Он будет снят с 1 персоны.',
    );
    expect(deleteQuestion({ ...VETERAN, persons: 21 })).toContain('снят с 21 персоны.');
    expect(deleteQuestion({ ...VETERAN, persons: 11 })).toContain('снят с 11 персон.');
    expect(deleteQuestion({ ...RANK, persons: 0 })).toBe(
      'Удалить атрибут «Воинское звание»? Он пока никому не присвоен.',
    );
  });
});
