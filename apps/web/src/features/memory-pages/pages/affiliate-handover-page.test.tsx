import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { renderRoute, stubServer } from '../../../test/stub-server';
import { AffiliateHandoverPage } from './affiliate-handover-page';

const affiliate = {
  id: 17,
  person: { id: 3, full_name: 'Лебедева Нина', date_birth: null, date_death: '2026', avatar: null },
  visibility: 'private',
  handed_over_to: null,
  handed_over_at: null,
  company_edit_until: '2099-01-01T00:00:00.000Z',
  can_edit: true,
  code: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => sessionStore.signIn(makeSession({ user_type: 2, company_id: 1 })));
afterEach(() => {
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('hand-over by code', () => {
  it('makes a code for the family and explains where they enter it', async () => {
    const sent = stubServer((call) => {
      if (call.method === 'POST' && call.url.endsWith('/affiliate-program/17/code/'))
        return { status: 201, body: { page_id: 17, code: 'K7M2Q9XZ' } };
      if (call.url.endsWith('/affiliate-program/17/')) return { body: affiliate };
      return undefined;
    });
    renderRoute(
      '/app/affiliate-program/update/:id',
      <AffiliateHandoverPage />,
      '/app/affiliate-program/update/17',
    );
    expect(await screen.findByText('Лебедева Нина')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Создать код' }));
    expect((await screen.findByTestId('handover-code')).textContent).toBe('K7M2Q9XZ');
    expect(screen.getByText(/«Принять страницу по коду»/)).toBeTruthy();
    expect(
      sent.some((call) => call.method === 'POST' && call.url.endsWith('/affiliate-program/17/code/')),
    ).toBe(true);
  });

  it('says when the page already belongs to the family', async () => {
    stubServer((call) =>
      call.url.endsWith('/affiliate-program/17/')
        ? { body: { ...affiliate, handed_over_to: { id: 9, name: 'Олег' } } }
        : undefined,
    );
    renderRoute(
      '/app/affiliate-program/update/:id',
      <AffiliateHandoverPage />,
      '/app/affiliate-program/update/17',
    );
    expect(await screen.findByText('Страница уже передана семье: Олег.')).toBeTruthy();
  });
});
