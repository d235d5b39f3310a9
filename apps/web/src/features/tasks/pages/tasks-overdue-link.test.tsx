import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { TasksPage } from './tasks-page';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('/app/tasks?status=overdue (the home page’s «Просроченные задачи»)', () => {
  it('asks for the tasks not done whose deadline has passed, and says so in the status filter', async () => {
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    const sent = stubServer((call) =>
      call.url.startsWith('/api/company-tasks/') ? { body: { results: [], count: 0 } } : undefined,
    );
    const before = Date.now();
    renderWithProviders(<TasksPage />, '/app/tasks?status=overdue');
    await waitFor(() =>
      expect(sent.some((call) => call.url.startsWith('/api/company-tasks/tasks/'))).toBe(true),
    );
    const list = sent.find((call) => call.url.startsWith('/api/company-tasks/tasks/'));
    const params = new URL(list?.url ?? '', 'http://x').searchParams;
    expect(params.get('status')).toBe('new,in_progress');
    const until = Date.parse(params.get('date_lte') ?? '');
    expect(until).toBeGreaterThanOrEqual(before - 1000);
    expect(until).toBeLessThanOrEqual(Date.now());
    expect(screen.getByRole('combobox', { name: 'Статус' }).textContent).toBe('Просроченные');
  });
});
