import { COMPANY_BLOCKED_CODE as SHARED_CODE } from '@sp/shared/api/admin-companies';
import { describe, expect, it } from 'vitest';
import { ApiError, COMPANY_BLOCKED_CODE } from './api-error';
import { createHttpClient } from './http-client';

type Call = { url: string; auth: string | null; method: string };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A fetch stub answering from a queue and recording every call. */
function stubFetch(answers: Response[]) {
  const calls: Call[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ url: String(input), auth: headers.Authorization ?? null, method: init?.method ?? 'GET' });
    const next = answers.shift();
    if (!next) throw new Error('unexpected call');
    return next;
  };
  return { calls, fetch: fetchStub as typeof fetch };
}

function setup(answers: Response[], refreshResult: boolean) {
  const stub = stubFetch(answers);
  let token: string | null = 'old';
  let refreshes = 0;
  let lost = 0;
  const client = createHttpClient({
    baseUrl: 'http://api.test',
    fetch: stub.fetch,
    getToken: () => token,
    refresh: async () => {
      refreshes += 1;
      if (refreshResult) token = 'new';
      return refreshResult;
    },
    onAuthLost: () => {
      lost += 1;
      token = null;
    },
  });
  return { client, calls: stub.calls, counts: () => ({ refreshes, lost }) };
}

describe('http client', () => {
  it('refreshes once and retries with the new token after a 401', async () => {
    const { client, calls, counts } = setup(
      [json(401, { detail: 'expired' }), json(200, { ok: true })],
      true,
    );
    await expect(client.get('/api/profile/user/', { page: 1 })).resolves.toEqual({ ok: true });
    expect(calls.map((c) => c.auth)).toEqual(['Bearer old', 'Bearer new']);
    expect(calls[0].url).toBe('http://api.test/api/profile/user/?page=1');
    expect(counts()).toEqual({ refreshes: 1, lost: 0 });
  });

  it('asks no refresh for a blocked company’s 403 and rejects with its code', async () => {
    expect(COMPANY_BLOCKED_CODE).toBe(SHARED_CODE);
    const blocked = {
      detail: 'Компания заблокирована администратором: проверка',
      error_code: COMPANY_BLOCKED_CODE,
    };
    const { client, calls, counts } = setup([json(403, blocked)], true);
    const error = await client.get('/api/company-orders/orders/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect([(error as ApiError).code, (error as ApiError).errorCode, (error as ApiError).errors]).toEqual([
      403,
      COMPANY_BLOCKED_CODE,
      blocked.detail,
    ]);
    expect(calls).toHaveLength(1);
    expect(counts()).toEqual({ refreshes: 0, lost: 0 });
  });

  it('logs out when the refresh fails and does not retry', async () => {
    const { client, calls, counts } = setup([json(403, { detail: 'Недостаточно прав' })], false);
    const error = await client.get('/api/profile/user/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(403);
    expect(calls).toHaveLength(1);
    expect(counts()).toEqual({ refreshes: 1, lost: 1 });
  });

  it('logs out when the retried request answers 400', async () => {
    const { client, counts } = setup([json(401, {}), json(400, { detail: 'Неверный токен' })], true);
    await expect(client.post('/api/x/', {})).rejects.toMatchObject({ code: 400, errors: 'Неверный токен' });
    expect(counts()).toEqual({ refreshes: 1, lost: 1 });
  });

  it('does not refresh for a guest and joins DRF field messages', async () => {
    const { client, counts } = setup(
      [json(400, { email: ['Неверный формат почты'], password: ['Размер поля не менее 8 символов'] })],
      true,
    );
    const guestClient = client;
    // a guest holds no token
    const stub = stubFetch([json(401, { detail: 'Требуется вход в систему.' })]);
    const guest = createHttpClient({
      baseUrl: '',
      fetch: stub.fetch,
      getToken: () => null,
      refresh: async () => {
        throw new Error('must not refresh');
      },
      onAuthLost: () => {
        throw new Error('must not log out');
      },
    });
    await expect(guest.get('/api/x/')).rejects.toMatchObject({
      code: 401,
      errors: 'Требуется вход в систему.',
    });
    await expect(guestClient.post('/api/auth/login/', {})).rejects.toMatchObject({
      code: 400,
      errors: 'Неверный формат почты Размер поля не менее 8 символов',
      fields: { email: ['Неверный формат почты'] },
    });
    expect(counts()).toEqual({ refreshes: 0, lost: 0 });
  });

  it('turns a network failure into code 0', async () => {
    const client = createHttpClient({
      baseUrl: '',
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
      getToken: () => null,
      refresh: async () => false,
      onAuthLost: () => {},
    });
    await expect(client.get('/api/x/')).rejects.toMatchObject({ code: 0 });
  });
});
