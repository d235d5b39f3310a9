import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { snackbar } from '../../../lib/snackbar-store';
import { makeSession } from '../../../test/fixtures';
import { CodeLoginFlow } from './code-login-flow';
import { PasswordLoginForm } from './password-login-form';

type Sent = { url: string; body: unknown };

/** The server says reCAPTCHA v3 with a site key; login answers a session. */
function stubServer() {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    sent.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.endsWith('/api/public/config/')) {
      return new Response(
        JSON.stringify({ captcha_provider: 'recaptcha', recaptcha_site_key: 'site-key', version: '2.5.1' }),
      );
    }
    if (url.endsWith('/api/auth/login/') || url.endsWith('/api/auth/login-code/'))
      return new Response(JSON.stringify(makeSession()));
    if (url.endsWith('/api/auth/send-confirm-code/')) return new Response(JSON.stringify({ detail: 'ok' }));
    return new Response('{}', { status: 404 });
  });
  return sent;
}

/** Google's script as the page sees it: loads (with grecaptcha) or fails. */
function stubScript(outcome: 'load' | 'error') {
  const scripts: string[] = [];
  const execute = vi.fn(async () => 'recaptcha-token');
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T): T => {
    const script = node as unknown as HTMLScriptElement;
    scripts.push(script.src);
    if (outcome === 'load') window.grecaptcha = { ready: (callback) => callback(), execute };
    queueMicrotask(() =>
      (outcome === 'load' ? script.onload : script.onerror)?.call(script, new Event(outcome)),
    );
    return node;
  });
  return { scripts, execute };
}

async function submitLogin() {
  await userEvent.type(screen.getByLabelText('Телефон или e-mail'), 'user@demo.ru');
  await userEvent.type(screen.getByLabelText('Пароль'), 'demo12345');
  await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.grecaptcha = undefined;
  snackbar.close();
  sessionStore.reset();
});

describe('reCAPTCHA v3', () => {
  it("says 'ReCaptcha error' when Google's script cannot load, and does not log in", async () => {
    const sent = stubServer();
    stubScript('error');
    render(
      <MemoryRouter>
        <PasswordLoginForm />
      </MemoryRouter>,
    );
    await waitFor(() => expect(snackbar.get()?.message).toBe('ReCaptcha error'));
    await submitLogin();
    await waitFor(() =>
      expect(snackbar.get()).toMatchObject({ message: 'ReCaptcha error', severity: 'error' }),
    );
    expect(sent.some((call) => call.url.endsWith('/api/auth/login/'))).toBe(false);
  });

  it('loads the script with the site key and sends a token for the login action as captcha', async () => {
    const sent = stubServer();
    const { scripts, execute } = stubScript('load');
    render(
      <MemoryRouter>
        <PasswordLoginForm />
      </MemoryRouter>,
    );
    await waitFor(() => expect(scripts).toEqual(['https://www.google.com/recaptcha/api.js?render=site-key']));
    await submitLogin();
    await waitFor(() => expect(sessionStore.get().token).toBe('access'));
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'login' });
    const login = sent.find((call) => call.url.endsWith('/api/auth/login/'));
    expect(login?.body).toEqual({ email: 'user@demo.ru', password: 'demo12345', captcha: 'recaptcha-token' });
  });

  it('sends a token with the one-time code too (issue 10 §1: every code check asks for one)', async () => {
    const sent = stubServer();
    stubScript('load');
    render(
      <MemoryRouter>
        <CodeLoginFlow />
      </MemoryRouter>,
    );
    await userEvent.type(screen.getByLabelText('Телефон или e-mail'), 'user@demo.ru');
    await userEvent.click(screen.getByRole('button', { name: 'Получить код' }));
    await userEvent.type(await screen.findByLabelText('Код подтверждения'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Войти' }));
    await waitFor(() => expect(sessionStore.get().token).toBe('access'));
    const check = sent.find((call) => call.url.endsWith('/api/auth/login-code/'));
    expect(check?.body).toEqual({ email: 'user@demo.ru', code: '12345', captcha: 'recaptcha-token' });
  });
});
