import { MEMORY_PAGE_MSG } from '@sp/shared/api/memory-pages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { makeSession } from '../../../test/fixtures';
import { renderRoute, stubServer } from '../../../test/stub-server';
import { AffiliateDirectPage } from './affiliate-direct-page';

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
  snackbar.close();
  vi.unstubAllGlobals();
});

describe('sending the hand-over code to the family', () => {
  it('sends the code to the phone or e-mail and says so, never that an account exists', async () => {
    const sent = stubServer((call) => {
      if (call.method === 'POST' && call.url.endsWith('/affiliate-program/direct-update/17/'))
        return { body: { detail: MEMORY_PAGE_MSG.handoverCodeSent } };
      if (call.url.endsWith('/affiliate-program/17/')) return { body: affiliate };
      return undefined;
    });
    renderRoute(
      '/app/affiliate-program/update-full-right/:id',
      <AffiliateDirectPage />,
      '/app/affiliate-program/update-full-right/17',
    );
    expect(await screen.findByText('Лебедева Нина')).toBeTruthy();
    expect(screen.getByText(/до этого страница остаётся у компании/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Телефон или e-mail семьи'), 'semya@test.ru');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить код' }));
    expect(
      await screen.findByText(/Отправить код передачи страницы «Лебедева Нина» на semya@test.ru\?/),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(snackbar.get()?.message).toBe(MEMORY_PAGE_MSG.handoverCodeSent));
    expect(
      sent.find((call) => call.method === 'POST' && call.url.endsWith('/affiliate-program/direct-update/17/'))
        ?.body,
    ).toEqual({ login: 'semya@test.ru' });
  });

  it('shows the server’s refusal (too many codes) at the field', async () => {
    stubServer((call) => {
      if (call.method === 'POST' && call.url.endsWith('/affiliate-program/direct-update/17/'))
        return {
          status: 429,
          body: { detail: 'Слишком много отправок кода передачи. Повторите через 12 мин.' },
        };
      if (call.url.endsWith('/affiliate-program/17/')) return { body: affiliate };
      return undefined;
    });
    renderRoute(
      '/app/affiliate-program/update-full-right/:id',
      <AffiliateDirectPage />,
      '/app/affiliate-program/update-full-right/17',
    );
    await userEvent.type(await screen.findByLabelText('Телефон или e-mail семьи'), '+7 900 555-12-34');
    await userEvent.click(screen.getByRole('button', { name: 'Отправить код' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Да' }));
    expect(
      await screen.findByText('Слишком много отправок кода передачи. Повторите через 12 мин.'),
    ).toBeTruthy();
  });
});
