import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { makeSession } from '../../../test/fixtures';
import { CodeForm } from './code-form';
import { PasswordLoginForm } from './password-login-form';
import { RegistrationForm } from './registration-form';

type Sent = { url: string; body: unknown };

/** The server as seen by the forms: config says no captcha; login answers a session. */
function stubServer() {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    sent.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.endsWith('/api/public/config/')) {
      return new Response(
        JSON.stringify({ captcha_provider: 'none', recaptcha_site_key: null, version: '2.5.1' }),
      );
    }
    if (url.endsWith('/api/auth/login/')) return new Response(JSON.stringify(makeSession()));
    return new Response('{}', { status: 404 });
  });
  return sent;
}

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStore.reset();
});

describe('password login form', () => {
  it('shows the spec messages for empty and malformed fields', async () => {
    stubServer();
    wrap(<PasswordLoginForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findAllByText('Поле обязательно для заполнения')).toHaveLength(2);

    await userEvent.type(screen.getByLabelText('Телефон или e-mail'), 'anna@');
    await userEvent.type(screen.getByLabelText('Пароль'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    expect(await screen.findByText('Неверный формат почты')).toBeTruthy();
    expect(screen.getByText('Размер поля не менее 8 символов')).toBeTruthy();
  });

  it('sends a phone as {phone} and keeps the session it gets', async () => {
    const sent = stubServer();
    wrap(<PasswordLoginForm />);
    await userEvent.type(screen.getByLabelText('Телефон или e-mail'), '+7 (900) 000-00-01');
    await userEvent.type(screen.getByLabelText('Пароль'), 'demo12345');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(sessionStore.get().token).toBe('access'));
    const login = sent.find((call) => call.url.endsWith('/api/auth/login/'));
    expect(login?.body).toEqual({ phone: '79000000001', password: 'demo12345' });
    expect(document.cookie).toContain('profile=1');
    expect(document.cookie).not.toContain('ignored');
  });
});

describe('code form', () => {
  it('requires five digits with the spec messages', async () => {
    const onSubmit = vi.fn(async () => {});
    wrap(<CodeForm text="Код" submitText="Подтвердить" onSubmit={onSubmit} onBack={() => {}} />);
    await userEvent.type(screen.getByLabelText('Код подтверждения'), '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Поле дложно быть числом')).toBeTruthy();
    await userEvent.clear(screen.getByLabelText('Код подтверждения'));
    await userEvent.type(screen.getByLabelText('Код подтверждения'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Размер поля 5 символов')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hides a rule message after 4 seconds', async () => {
    wrap(<CodeForm text="Код" submitText="Подтвердить" onSubmit={async () => {}} onBack={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Поле обязательно для заполнения')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Поле обязательно для заполнения')).toBeNull(), {
      timeout: 5000,
    });
  }, 8000);
});

describe('registration form', () => {
  it('asks a company for its name', async () => {
    stubServer();
    wrap(<RegistrationForm onRegistered={() => {}} />);
    expect(screen.queryByLabelText('Название компании')).toBeNull();
    await userEvent.click(screen.getByLabelText('Компания'));
    await userEvent.type(screen.getByLabelText('Телефон или e-mail'), 'firm@demo.ru');
    await userEvent.type(screen.getByLabelText('Пароль'), 'demo12345');
    await userEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Поле обязательно для заполнения')).toBeTruthy();
    expect(screen.getByLabelText('Название компании')).toBeTruthy();
  });
});
