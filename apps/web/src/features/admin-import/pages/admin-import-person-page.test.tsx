import {
  type DryRun,
  IMPORT_STATUS_LABELS,
  type ImportUpload,
  PERSON_IMPORT_MSG,
  type PersonImport,
} from '@sp/shared/api/person-imports';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { DESK, PHONE, viewport } from '../../../test/viewport';
import { AdminImportPersonPage } from './admin-import-person-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const SLOW = { timeout: 30_000 };

const CEMETERY = {
  id: 3,
  name: 'Дмитрово-Черкасское кладбище',
  city: null,
  address: '',
  outline: null,
  center: { lng: 35.91, lat: 56.86 },
  opening_hours: '',
  phone: '',
  email: '',
  municipal_company: { id: 8, name: 'МКУ «Кладбища Твери»' },
  graves_count: 12,
};

const UPLOAD: ImportUpload = {
  id: 5,
  file_name: 'реестр.csv',
  format: 'csv',
  total: 9,
  columns: ['Фамилия', 'Имя', 'Код'],
  sample: [
    ['Петров', 'Пётр', 'A1'],
    ['Петрова', 'Анна', 'A2'],
  ],
  // «Имя» not recognised: the administrator maps it
  mapping: ['last_name', null, null],
};

const DRY: DryRun = {
  total: 9,
  persons: 4,
  burials: 3,
  graves: 1,
  skipped: 1,
  failed: 4,
  problems: [
    { row: 5, column: 'Дата рождения', message: PERSON_IMPORT_MSG.badDate('31.02.1950') },
    { row: 6, column: 'Имя', message: PERSON_IMPORT_MSG.firstName },
  ],
  problems_count: 2,
};

const JOB: PersonImport = {
  id: 5,
  file_name: 'реестр.csv',
  format: 'csv',
  status: 'running',
  cemetery: { id: 3, name: CEMETERY.name },
  admin: { id: 1, name: 'Админ' },
  total: 9,
  processed: 4,
  persons: 2,
  burials: 1,
  graves: 0,
  skipped: 0,
  failed: 2,
  cancel_requested: false,
  report_url: null,
  created_at: '2026-11-27T09:05:00Z',
  finished_at: null,
};

function server(finishAfter = 2) {
  let polls = 0;
  let started = false;
  let cancelled = false;
  const sent = stubServer((call) => {
    const url = new URL(call.url, 'http://localhost');
    if (url.pathname === '/api/cemeteries/cemeteries/') return { body: { count: 1, results: [CEMETERY] } };
    if (url.pathname === '/api/admin/import-persons/' && call.method === 'GET')
      return { body: started ? { count: 1, results: [JOB] } : { count: 0, results: [] } };
    if (url.pathname === '/api/admin/import-persons/' && call.method === 'POST') return { body: UPLOAD };
    if (url.pathname === '/api/admin/import-persons/5/dry-run/') return { body: DRY };
    if (url.pathname === '/api/admin/import-persons/5/start/') {
      started = true;
      return { body: { ...JOB, status: 'queued', processed: 0 } };
    }
    if (url.pathname === '/api/admin/import-persons/5/cancel/') {
      cancelled = true;
      return { body: { ...JOB, cancel_requested: true } };
    }
    if (url.pathname === '/api/admin/import-persons/5/') {
      polls += 1;
      if (cancelled)
        return { body: { ...JOB, status: 'cancelled', report_url: '/api/admin/import-persons/5/report/' } };
      if (polls < finishAfter) return { body: JOB };
      return {
        body: {
          ...JOB,
          status: 'done',
          processed: 9,
          persons: 4,
          burials: 3,
          graves: 1,
          skipped: 1,
          failed: 4,
          report_url: '/api/admin/import-persons/5/report/',
        },
      };
    }
    return undefined;
  });
  return sent;
}

async function uploadAndMap() {
  renderWithProviders(<AdminImportPersonPage />, '/admin/import-person');
  expect(await screen.findByText('Импортов пока не было')).toBeTruthy();
  await userEvent.click(screen.getByRole('combobox', { name: 'Кладбище' }));
  await userEvent.click(await screen.findByRole('option', { name: CEMETERY.name }));
  expect(screen.getByText('Персоны войдут в учёт организации «МКУ «Кладбища Твери»»')).toBeTruthy();
  const file = new File(['Фамилия;Имя;Код\n'], 'реестр.csv', { type: 'text/csv' });
  await userEvent.upload(screen.getByLabelText('Файл реестра'), file);
  expect(
    await screen.findByText(/«реестр\.csv»: 9 строк, кладбище «Дмитрово-Черкасское кладбище»\. Укажите/),
  ).toBeTruthy();
  // the required field is asked for until a column is mapped onto it
  expect(screen.getByText('Выберите колонку для поля «Имя»')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Проверить' })).toHaveProperty('disabled', true);
  expect(screen.getByText('Пётр · Анна')).toBeTruthy();
  await userEvent.click(screen.getByRole('combobox', { name: 'Поле для «Имя»' }));
  await userEvent.click(await screen.findByRole('option', { name: 'Имя *' }));
  await userEvent.click(screen.getByRole('button', { name: 'Проверить' }));
}

describe('/admin/import-person', () => {
  it(
    'uploads, maps, checks (the problems in a table), imports and follows the progress to the report',
    SLOW,
    async () => {
      viewport(DESK);
      const sent = server();
      await uploadAndMap();
      expect(await screen.findByText('Проверено 9 строк. В базу ничего не записано.')).toBeTruthy();
      const problems = screen.getByRole('table', { name: 'Проблемы строк' });
      expect(within(problems).getByText(PERSON_IMPORT_MSG.badDate('31.02.1950'))).toBeTruthy();
      expect(within(problems).getByText('Строка 6')).toBeTruthy();
      const dry = sent.find((call) => call.url.includes('/dry-run/'));
      expect(dry?.body).toEqual({ cemetery_id: 3, mapping: ['last_name', 'first_name', null] });
      expect(
        sent.find((call) => call.method === 'POST' && call.url.endsWith('/api/admin/import-persons/'))?.body,
      ).toEqual({
        file: 'file',
      });

      await userEvent.click(screen.getByRole('button', { name: 'Импортировать' }));
      expect(await screen.findByText(/обработано 4 из 9/)).toBeTruthy();
      expect(
        screen.getByRole('progressbar', { name: /обработано 4 из 9/ }).getAttribute('aria-valuenow'),
      ).toBe('44');
      expect(await screen.findByText(/Завершён: обработано 9 из 9/, {}, { timeout: 5000 })).toBeTruthy();
      expect(screen.getByText('Импорт завершён.')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Скачать отчёт' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Отменить' })).toBeNull();
      // the list below: who uploaded the file, the status as a chip like the other admin lists
      const list = await screen.findByRole('table', { name: 'Импорты' });
      expect(within(list).getByText('Админ')).toBeTruthy();
      expect(within(list).getByText(IMPORT_STATUS_LABELS.running).closest('.MuiChip-root')).not.toBeNull();
      // the finished run completes the fourth step too; «Импортировать ещё файл» sits by the report
      expect(screen.getByText('Импорт', { selector: '.MuiStepLabel-label' }).className).toContain(
        'Mui-completed',
      );
      const again = screen.getByRole('button', { name: 'Импортировать ещё файл' });
      expect(again.parentElement).toBe(screen.getByRole('button', { name: 'Скачать отчёт' }).parentElement);
      await userEvent.click(again);
      expect(await screen.findByLabelText('Файл реестра')).toBeTruthy();
    },
  );

  it(
    'cancels a running import after a confirmation; on a phone the problems read as cards',
    SLOW,
    async () => {
      viewport(PHONE);
      const sent = server(1000);
      await uploadAndMap();
      await screen.findByText('Проверено 9 строк. В базу ничего не записано.');
      expect(screen.queryByRole('table', { name: 'Проблемы строк' })).toBeNull();
      expect(screen.getByText('Строка 5')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Импортировать' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Отменить' }));
      const confirm = await screen.findByRole('dialog', { name: 'Подвердить действие' });
      expect(
        within(confirm).getByText('Остановить импорт? Уже созданные персоны и захоронения останутся.'),
      ).toBeTruthy();
      await userEvent.click(within(confirm).getByRole('button', { name: 'Да' }));
      await waitFor(() => expect(sent.some((call) => call.url.endsWith('/5/cancel/'))).toBe(true));
      expect(
        await screen.findByText(/Импорт отменён\. Созданное до отмены сохранено/, {}, { timeout: 5000 }),
      ).toBeTruthy();
    },
  );
});
