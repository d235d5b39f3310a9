import type { DownloadEntry } from '@sp/shared/api/documents';
import type { JournalEntry } from '@sp/shared/api/journal';
import { formatDateTime } from '@sp/shared/format/date';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, type Sent, stubServer } from '../../../test/stub-server';
import { journalValueText } from '../components/journal-value';
import { JournalPage } from './journal-page';

const update: JournalEntry = {
  id: 12,
  model: 'Order',
  model_label: 'Сделка',
  record_id: '7',
  action: 'update',
  changes: {
    status: { old: 'paid', new: 'completed' },
    note: { old: '', new: 'Позвонить семье' },
    funeral_at: { old: null, new: '2025-03-10T07:30:00.000Z' },
    some_new_field: { old: false, new: true },
  },
  created_at: '2025-03-10T09:05:00.000Z',
  account: { id: 3, name: 'Петров Иван' },
};

const create: JournalEntry = {
  id: 11,
  model: 'Shopper',
  model_label: 'Клиент',
  record_id: '4',
  action: 'create',
  changes: { phone: { old: null, new: '+7 (900) 555-12-01' } },
  created_at: '2025-03-09T08:00:00.000Z',
  account: null,
};

const historyCalls = (sent: Sent[]) =>
  sent.filter((call) => call.url.includes('/api/journal/company/history/'));

const saved: DownloadEntry = {
  id: 31,
  model_name: 'CustomDocument',
  document_id: 40,
  template_id: 'contract',
  order: { id: 7, number: 15 },
  name: 'Договор на оказание ритуальных услуг',
  format: 'docx',
  inline: false,
  account: { id: 3, name: 'Ковалёва Мария' },
  created_at: '2025-03-10T09:05:00.000Z',
};

const viewedDeleted: DownloadEntry = {
  id: 30,
  model_name: 'CustomDocument',
  document_id: null,
  template_id: 'invoice',
  order: null,
  name: 'Счёт',
  format: 'pdf',
  inline: true,
  account: null,
  created_at: '2025-03-09T08:00:00.000Z',
};

const downloadCalls = (sent: Sent[]) =>
  sent
    .filter((call) => call.url.includes('/api/journal/company/document-download-history/'))
    .map((call) => Object.fromEntries(new URL(call.url, 'http://x').searchParams));

function server() {
  return stubServer((call) => {
    if (call.url.includes('/document-download-history/'))
      return { body: { results: [saved, viewedDeleted], count: 23 } };
    if (call.url.includes('/history/')) return { body: { results: [update, create], count: 2 } };
    if (call.url.includes('/model_names/')) {
      return {
        body: {
          results: [
            { value: 'Shopper', label: 'Клиент' },
            { value: 'Order', label: 'Сделка' },
          ],
          count: 2,
        },
      };
    }
    // who changed records, and who downloaded documents (someone who changed nothing)
    if (call.url.includes('/accounts/?of=downloads'))
      return { body: { results: [{ id: 4, name: 'Сидорова Ольга' }], count: 1 } };
    if (call.url.includes('/accounts/?of=changes'))
      return { body: { results: [{ id: 3, name: 'Петров Иван' }], count: 1 } };
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

const SLOW = { timeout: 30_000 };

describe('journal page', () => {
  it(
    'lists changes with date, type, record, action and author; a row opens to its fields old → new',
    SLOW,
    async () => {
      sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
      server();
      renderWithProviders(<JournalPage />);

      const row = (await screen.findByText('Сделка')).closest('tr') as HTMLElement;
      expect(within(row).getByText(formatDateTime(update.created_at))).toBeTruthy();
      expect(formatDateTime(update.created_at)).toMatch(/^10\.03\.2025 \d{2}:05$/);
      expect(within(row).getByText('№7')).toBeTruthy();
      expect(within(row).getByText('Изменение')).toBeTruthy();
      expect(within(row).getByText('Петров Иван')).toBeTruthy();
      expect(within(row).getByText('Статус, Примечание, Дата похорон, some_new_field')).toBeTruthy();
      const other = screen.getByText('Клиент').closest('tr') as HTMLElement;
      expect(within(other).getByText('Создание')).toBeTruthy();
      expect(within(other).getByText('Система')).toBeTruthy();

      expect(screen.queryByRole('table', { name: 'Изменения: Сделка №7' })).toBeNull();
      await userEvent.click(within(row).getByRole('button', { name: 'Показать изменения' }));
      const details = await screen.findByRole('table', { name: 'Изменения: Сделка №7' });
      const status = within(details).getByText('Статус').closest('tr') as HTMLElement;
      // a deal's status by its name, old → new
      expect(within(status).getByText('Оплачена')).toBeTruthy();
      expect(within(status).getByText('Выполнена')).toBeTruthy();
      const note = within(details).getByText('Примечание').closest('tr') as HTMLElement;
      expect(within(note).getByText('—')).toBeTruthy();
      expect(within(note).getByText('Позвонить семье')).toBeTruthy();
      const funeral = within(details).getByText('Дата похорон').closest('tr') as HTMLElement;
      expect(within(funeral).getByText(formatDateTime('2025-03-10T07:30:00.000Z'))).toBeTruthy();
      // a field without a label shows its own name
      const unknown = within(details).getByText('some_new_field').closest('tr') as HTMLElement;
      expect(within(unknown).getByText('Нет')).toBeTruthy();
      expect(within(unknown).getByText('Да')).toBeTruthy();

      await userEvent.click(within(row).getByRole('button', { name: 'Скрыть изменения' }));
      await waitFor(() => expect(screen.queryByRole('table', { name: 'Изменения: Сделка №7' })).toBeNull());
    },
  );

  it(
    'sends the record type, author and period filters; an inverted period is flagged and not sent',
    SLOW,
    async () => {
      sessionStore.signIn(
        makeSession({ user_type: 3, company_id: 1 }, [{ id: 1, name: 'Роль', modules: { journal: 3 } }]),
      );
      const sent = server();
      renderWithProviders(<JournalPage />);
      await screen.findByText('Сделка');

      await userEvent.click(screen.getByRole('combobox', { name: 'Тип записи' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Клиент' }));
      await userEvent.click(screen.getByRole('combobox', { name: 'Кто изменил' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Петров Иван' }));
      fireEvent.change(screen.getByLabelText('С даты'), { target: { value: '01.03.2025' } });
      fireEvent.change(screen.getByLabelText('По дату'), { target: { value: '31.03.2025' } });
      await waitFor(() => {
        const url = new URL(historyCalls(sent).at(-1)?.url ?? '', 'http://x');
        expect(Object.fromEntries(url.searchParams)).toEqual({
          model_name: 'Shopper',
          account: '3',
          date_from: '2025-03-01',
          date_to: '2025-03-31',
          offset: '0',
          limit: '10',
        });
      });

      fireEvent.change(screen.getByLabelText('По дату'), { target: { value: '01.02.2025' } });
      expect(await screen.findByText('Дата «по» не может быть раньше даты «с»')).toBeTruthy();
      await waitFor(() => {
        const url = new URL(historyCalls(sent).at(-1)?.url ?? '', 'http://x');
        expect(url.searchParams.has('date_from')).toBe(false);
        expect(url.searchParams.has('date_to')).toBe(false);
      });
    },
  );

  it(
    '«Скачивания документов»: the document and its deal as links, who, when and how; paging and filters sent',
    SLOW,
    async () => {
      sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
      const sent = server();
      renderWithProviders(<JournalPage />);
      await screen.findByText('Сделка');
      await userEvent.click(screen.getByRole('tab', { name: 'Скачивания документов' }));

      const table = await screen.findByRole('table', { name: 'Скачивания документов' });
      const row = (await within(table).findByText('Ковалёва Мария')).closest('tr') as HTMLElement;
      expect(
        within(row).getByRole('link', { name: 'Договор на оказание ритуальных услуг' }).getAttribute('href'),
      ).toBe('/app/document-viewer?document=40');
      expect(within(row).getByRole('link', { name: 'Сделка № 15' }).getAttribute('href')).toBe(
        '/app/orders/7',
      );
      expect(within(row).getByText(formatDateTime(saved.created_at))).toBeTruthy();
      expect(within(row).getByText('Word (.docx), скачивание')).toBeTruthy();
      // a deleted document is named without a link; a deleted account is said so
      const other = within(table).getByText('Счёт').closest('tr') as HTMLElement;
      expect(within(other).queryByRole('link')).toBeNull();
      expect(within(other).getByText('Аккаунт удалён')).toBeTruthy();
      expect(within(other).getByText('PDF, просмотр')).toBeTruthy();
      expect(downloadCalls(sent).at(-1)).toEqual({ model_name: 'CustomDocument', offset: '0', limit: '10' });

      await userEvent.click(screen.getByRole('button', { name: /следующую страницу|next page/i }));
      await waitFor(() => expect(downloadCalls(sent).at(-1)?.offset).toBe('10'));

      await userEvent.click(screen.getByRole('combobox', { name: 'Что скачивали' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Шаблоны документов' }));
      await userEvent.click(screen.getByRole('combobox', { name: 'Кто' }));
      await userEvent.click(await screen.findByRole('option', { name: 'Сидорова Ольга' }));
      fireEvent.change(screen.getByLabelText('С даты'), { target: { value: '01.03.2025' } });
      fireEvent.change(screen.getByLabelText('По дату'), { target: { value: '31.03.2025' } });
      await waitFor(() =>
        expect(downloadCalls(sent).at(-1)).toEqual({
          model_name: 'DocumentTemplate',
          account: '4',
          date_from: '2025-03-01',
          date_to: '2025-03-31',
          offset: '0',
          limit: '10',
        }),
      );

      // back to the changes
      await userEvent.click(screen.getByRole('tab', { name: 'Изменения' }));
      expect(await screen.findByRole('table', { name: 'Журнал изменений' })).toBeTruthy();
    },
  );

  it('names a document’s format and the details for documents in the journal', () => {
    expect(journalValueText('pdf', { model: 'CustomDocument', field: 'format' })).toBe('PDF');
    expect(journalValueText('docx', { model: 'CustomDocument', field: 'format' })).toBe('Word (.docx)');
    expect(journalValueText({ legal_name: 'ООО «Ритуал-Сервис»' }, { model: 'Company', field: 'x' })).toBe(
      'Полное наименование: ООО «Ритуал-Сервис»',
    );
  });
});
