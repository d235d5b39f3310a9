import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { RestoreFlow } from './restore-flow';

type Sent = { url: string; body: unknown };

function stubServer() {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    sent.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.endsWith('/api/public/config/'))
      return new Response(
        JSON.stringify({ captcha_provider: 'none', recaptcha_site_key: null, version: '2.5.1' }),
      );
    if (url.endsWith('/api/auth/confirm-code/')) return new Response(JSON.stringify(makeSession()));
    return new Response('{}', { status: 404 });
  });
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('password restore', () => {
  it('takes a code received before (an administrator’s reset) without asking for a new one', async () => {
    const sent = stubServer();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <RestoreFlow onBack={() => {}} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'У меня уже есть код' }));
    await userEvent.type(screen.getByLabelText('Телефон или e-mail'), 'anna@mail.test');
    await userEvent.click(screen.getByRole('button', { name: 'Дальше' }));
    await userEvent.type(await screen.findByLabelText('Код подтверждения'), '12345');
    await userEvent.type(screen.getByLabelText('Новый пароль'), 'brand-new-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    await waitFor(() => expect(sessionStore.get().token).toBe('access'));
    const confirm = sent.find((call) => call.url.endsWith('/api/auth/confirm-code/'));
    expect(confirm?.body).toMatchObject({
      email: 'anna@mail.test',
      code: '12345',
      password: 'brand-new-pass',
    });
    expect(sent.some((call) => call.url.endsWith('/api/auth/restore-pass/'))).toBe(false);
  });
});
