import type { JournalEntry } from '@sp/shared/api/journal';
import { formatDateTime } from '@sp/shared/format/date';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { PHONE, viewport } from '../../../test/viewport';
import { JournalPage } from '../pages/journal-page';
import { RecordHistory } from './record-history';

const update: JournalEntry = {
  id: 12,
  model: 'Order',
  model_label: 'Сделка',
  record_id: '7',
  action: 'update',
  changes: {
    status: { old: 'paid', new: 'completed' },
    note: { old: '', new: 'Позвонить семье' },
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

function server(entries: JournalEntry[]) {
  return stubServer((call) => {
    if (call.url.includes('/history/')) return { body: { results: entries, count: entries.length } };
    if (call.url.includes('/model_names/') || call.url.includes('/accounts/'))
      return { body: { results: [], count: 0 } };
    return undefined;
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('the journal on a phone', () => {
  it('is a card per change: what was done to which record, who and when, the fields; they open old → new', async () => {
    viewport(PHONE);
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    server([update, create]);
    renderWithProviders(<JournalPage />);

    const card = await screen.findByRole('article', { name: 'Изменение: Сделка №7' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).getByText(`Петров Иван · ${formatDateTime(update.created_at)}`)).toBeTruthy();
    expect(within(card).getByText('Статус, Примечание')).toBeTruthy();
    const made = screen.getByRole('article', { name: 'Создание: Клиент №4' });
    expect(within(made).getByText(`Система · ${formatDateTime(create.created_at)}`)).toBeTruthy();

    const toggle = within(card).getByRole('button', { name: 'Показать изменения' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    const fields = await within(card).findByRole('list', { name: 'Изменения: Сделка №7' });
    const status = within(fields).getByText('Статус').closest('li') as HTMLElement;
    expect(within(status).getByText('Было: Оплачена')).toBeTruthy();
    expect(within(status).getByText('Стало: Выполнена')).toBeTruthy();
    const note = within(fields).getByText('Примечание').closest('li') as HTMLElement;
    expect(within(note).getByText('Было: —')).toBeTruthy();
    expect(within(note).getByText('Стало: Позвонить семье')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Скрыть изменения' })).toBeTruthy();

    // a record just made had nothing before: only what it holds now
    await userEvent.click(within(made).getByRole('button', { name: 'Показать изменения' }));
    const madeFields = await within(made).findByRole('list', { name: 'Изменения: Клиент №4' });
    const phone = within(madeFields).getByText('Телефон').closest('li') as HTMLElement;
    expect(within(phone).getByText('Стало: +7 (900) 555-12-01')).toBeTruthy();
    expect(within(phone).queryByText(/^Было/)).toBeNull();
  });

  it('a record’s history on a phone is cards too, without repeating which record it is', async () => {
    viewport(PHONE);
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    server([update]);
    renderWithProviders(<RecordHistory modelName="Order" recordId={7} />);
    const card = await screen.findByRole('article', { name: 'Изменение' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(card).queryByText(/№7/)).toBeNull();
    expect(within(card).getByText(`Петров Иван · ${formatDateTime(update.created_at)}`)).toBeTruthy();
  });

  it('an empty journal says what it is for', async () => {
    viewport(PHONE);
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    server([]);
    renderWithProviders(<JournalPage />);
    expect(
      await screen.findByText('Здесь появятся изменения записей компании: кто, когда и что изменил.'),
    ).toBeTruthy();
  });
});
