import type { JournalEntry } from '@sp/shared/api/journal';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { RecordHistory } from './record-history';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('a record’s history', () => {
  it('asks the journal for that record only', async () => {
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    const sent = stubServer(() => ({ body: { results: [], count: 0 } }));
    renderWithProviders(<RecordHistory modelName="Order" recordId={12} />);
    expect(await screen.findByRole('region', { name: 'История' })).toBeTruthy();
    expect(await screen.findByText('Изменений пока нет')).toBeTruthy();
    expect(sent[0]?.url).toBe('/api/journal/company/history/?model_name=Order&record_id=12&offset=0&limit=5');
  });

  it('lists the record’s changes without naming the record by its database id', async () => {
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    const entry: JournalEntry = {
      id: 40,
      model: 'Order',
      model_label: 'Сделка',
      record_id: '35',
      action: 'update',
      changes: { status: { old: 'new', new: 'in_progress' } },
      created_at: '2025-03-10T09:05:00.000Z',
      account: { id: 3, name: 'Петров Иван' },
    };
    stubServer(() => ({ body: { results: [entry], count: 1 } }));
    renderWithProviders(<RecordHistory modelName="Order" recordId={35} />);
    const table = await screen.findByRole('table', { name: 'Журнал изменений' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['', 'Дата', 'Действие', 'Кто изменил', 'Поля']);
    expect(await within(table).findByText('Петров Иван')).toBeTruthy();
    expect(within(table).queryByText('№35')).toBeNull();
  });

  it('reads a record of no company (an account) from the administrators’ history', async () => {
    sessionStore.signIn(makeSession({ user_type: 4 }));
    const sent = stubServer(() => ({ body: { results: [], count: 0 } }));
    renderWithProviders(<RecordHistory modelName="Account" recordId={7} scope="platform" />);
    expect(await screen.findByText('Изменений пока нет')).toBeTruthy();
    expect(sent[0]?.url).toBe('/api/admin/journal/history/?model_name=Account&record_id=7&offset=0&limit=5');
  });

  it('is absent in the platform’s scope for anyone but an administrator', async () => {
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    const sent = stubServer(() => ({ body: { results: [], count: 0 } }));
    renderWithProviders(<RecordHistory modelName="Account" recordId={7} scope="platform" />);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('region', { name: 'История' })).toBeNull();
    await waitFor(() => expect(sent).toEqual([]));
  });

  it('is absent, asking nothing, for an employee without the journal', async () => {
    sessionStore.signIn(
      makeSession({ user_type: 3, company_id: 1 }, [{ id: 1, name: 'Роль', modules: { orders: 2 } }]),
    );
    const sent = stubServer(() => ({ body: { results: [], count: 0 } }));
    renderWithProviders(<RecordHistory modelName="Order" recordId={12} />);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.queryByRole('region', { name: 'История' })).toBeNull();
    await waitFor(() => expect(sent).toEqual([]));
  });
});
