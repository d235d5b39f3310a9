import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { RequestsPage } from './requests-page';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('/app/requests?status=new (the home page’s «Новые заявки»)', () => {
  it('opens on the unread requests, titled as the sidebar names them', async () => {
    sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 }));
    const sent = stubServer((call) =>
      call.url.startsWith('/api/company-orders/requests/') ? { body: { results: [], count: 0 } } : undefined,
    );
    renderWithProviders(<RequestsPage />, '/app/requests?status=new');
    expect(screen.getByRole('heading', { level: 1, name: 'Заявки с сайта' })).toBeTruthy();
    await waitFor(() =>
      expect(sent.some((call) => /^\/api\/company-orders\/requests\/\?.*is_new=true/.test(call.url))).toBe(
        true,
      ),
    );
  });
});
