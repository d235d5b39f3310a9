import { IMPORT_STATUS_LABELS, type PersonImport } from '@sp/shared/api/person-imports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { ImportsList } from './imports-list';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SLOW = { timeout: 30_000 };

const job = (id: number, fileName: string, status: PersonImport['status']): PersonImport => ({
  id,
  file_name: fileName,
  format: 'csv',
  status,
  cemetery: status === 'uploaded' ? null : { id: 3, name: 'Дмитрово-Черкасское кладбище' },
  admin: { id: 1, name: 'Админ' },
  total: 9,
  processed: status === 'done' ? 9 : 0,
  persons: status === 'done' ? 9 : 0,
  burials: 0,
  graves: 0,
  skipped: 0,
  failed: 0,
  cancel_requested: false,
  report_url: null,
  created_at: '2026-11-20T09:05:00Z',
  finished_at: null,
});

/** The list holds an upload never started (7) and a finished import (8); a DELETE of 7 takes it away. */
function server() {
  let deleted = false;
  return stubServer((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/admin/import-persons/' && call.method === 'GET') {
      const results = [
        job(8, 'готовый.csv', 'done'),
        ...(deleted ? [] : [job(7, 'забытый.csv', 'uploaded')]),
      ];
      return { body: { count: results.length, results } };
    }
    if (url.pathname === '/api/admin/import-persons/7/' && call.method === 'DELETE') {
      deleted = true;
      return { status: 204 };
    }
    return undefined;
  });
}

describe('«Прошлые импорты»', () => {
  it.each([
    ['a desk', DESK],
    ['a phone', PHONE],
  ])(
    'on %s an upload never started reads «Не запущен» and is deleted after a confirmation',
    SLOW,
    async (_, width) => {
      viewport(width);
      const sent = server();
      renderWithProviders(<ImportsList polling={false} />, '/admin/import-person');
      expect(await screen.findByText('забытый.csv')).toBeTruthy();
      expect(IMPORT_STATUS_LABELS.uploaded).toBe('Не запущен');
      expect(screen.getByText('Не запущен').closest('.MuiChip-root')).not.toBeNull();
      // only the one never started can be deleted
      expect(screen.queryByRole('button', { name: 'Удалить «готовый.csv»' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Удалить «забытый.csv»' }));
      const confirm = await screen.findByRole('dialog', { name: 'Подвердить действие' });
      expect(within(confirm).getByText(/Удалить загруженный файл «забытый\.csv»\?/)).toBeTruthy();
      await userEvent.click(within(confirm).getByRole('button', { name: 'Да' }));
      await waitFor(() => expect(screen.queryByText('забытый.csv')).toBeNull());
      expect(sent.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
        '/api/admin/import-persons/7/',
      ]);
      expect(screen.getByText('готовый.csv')).toBeTruthy();
    },
  );

  it('deletes nothing when the confirmation is cancelled', SLOW, async () => {
    viewport(DESK);
    const sent = server();
    renderWithProviders(<ImportsList polling={false} />, '/admin/import-person');
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить «забытый.csv»' }));
    const confirm = await screen.findByRole('dialog', { name: 'Подвердить действие' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.some((call) => call.method === 'DELETE')).toBe(false);
    expect(screen.getByText('забытый.csv')).toBeTruthy();
  });
});
