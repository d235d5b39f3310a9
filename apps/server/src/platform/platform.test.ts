import { gunzipSync } from 'node:zlib';
import { APP_VERSION } from '@sp/shared/version';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { isApiRoute, registerAccessControl, routeDeclarations } from './access';
import { ACCESS_TOKEN_TTL_SECONDS, createTokenSigner } from './tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('system endpoints', () => {
  it('GET /api/health/ answers status, database kind and version', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite',
      version: '2.5.1',
    });
    expect(APP_VERSION).toBe('2.5.1');
  });

  it('GET /api/public/config/ names the captcha provider and version', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/public/config/' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ captcha_provider: 'none', recaptcha_site_key: null, version: '2.5.1' });
  });

  it('GET /api/captcha/ answers 404 with a Russian message when checks are off', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/captcha/' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Проверка «я не робот» отключена.' });
  });

  it('GET /api/releases/ answers a list of release notes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/releases/' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Array.isArray(body)).toBe(true);
    for (const note of body) {
      expect(note).toMatchObject({ version: expect.any(String), date: expect.any(String) });
      expect(Array.isArray(note.changes)).toBe(true);
    }
  });

  it('GET /api/openapi.json describes the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info).toMatchObject({ title: 'Светлая память API', version: '2.5.1' });
    for (const path of [
      '/api/auth/login/',
      '/api/auth/refresh-token/',
      '/api/profile/user/',
      '/api/company/profile/0/',
      '/api/bugs/',
      '/api/admin/outbox/',
    ]) {
      expect(document.paths, path).toHaveProperty([path]);
    }
  });

  it('gzips large JSON answers for clients that accept it, and leaves small ones alone', async () => {
    const large = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(large.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(large.rawPayload).toString()).openapi).toMatch(/^3\./);
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/health/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().status).toBeDefined();
  });
});

describe('HTTP errors', () => {
  it('malformed JSON answers 400 with a Russian detail', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.ru", "password":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Некорректный JSON в теле запроса.' });
  });

  it('an empty JSON body answers 400, not 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
  });

  it('a body over 1 MB answers 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.ru', password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ detail: 'Слишком большой запрос.' });
  });

  it('an unsupported content type answers 4xx JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toHaveProperty('detail');
  });

  it('an unknown /api route answers 404 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/no-such-thing/'],
      ['POST', '/api/auth/nothing/'],
      ['DELETE', '/api/profile/user/'],
      ['GET', '/api/'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ detail: 'Страница не найдена.' });
    }
  });

  it('a bad path parameter is a 400, not a 500', async () => {
    const admin = await t.admin();
    for (const id of ['abc', '-1', '0', '1.5', '99999999999999999999']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/bugs/${id}/`,
        headers: t.bearer(admin.session),
      });
      expect(response.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, id).toBeLessThan(500);
    }
  });

  it('a bad query string is a 400, not a 500', async () => {
    const admin = await t.admin();
    for (const query of ['limit=abc', 'limit=0', 'limit=100000', 'offset=-5']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/outbox/?${query}`,
        headers: t.bearer(admin.session),
      });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('access declarations', () => {
  it('every registered /api route declares its access', () => {
    const routes = routeDeclarations(t.app);
    const api = routes.filter((route) => isApiRoute(route.url));
    expect(api.length).toBeGreaterThan(20);
    const missing = api.filter((route) => !route.access).map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
    const urls = new Set(api.map((route) => `${route.method} ${route.url}`));
    for (const expected of [
      'POST /api/auth/login/',
      'POST /api/auth/logout/',
      'GET /api/profile/user/',
      'PUT /api/company/profile/0/',
      'GET /api/company/integrations/0/',
      'POST /api/bugs/',
      'GET /api/admin/bugs/',
      'GET /api/admin/outbox/',
      'GET /api/health/',
      'GET /api/openapi.json',
    ]) {
      expect(urls.has(expected), expected).toBe(true);
    }
  });

  it('admin routes are for administrators only', () => {
    for (const route of routeDeclarations(t.app)) {
      if (route.url.startsWith('/api/admin/')) {
        expect(route.access, route.url).toEqual({ userTypes: [4] });
      }
    }
  });

  it('adding an /api route without an access rule fails', async () => {
    const app = Fastify();
    registerAccessControl(app, createTokenSigner('x'.repeat(40)), async () => null);
    expect(() => app.get('/api/undeclared/', async () => 'x')).toThrow(/declares no access rule/);
    app.get('/not-api', async () => 'ok');
    expect(routeDeclarations(app).map((route) => route.url)).toContain('/not-api');
    await app.close();
  });

  it('a guest gets 401 on every authenticated route, whatever the body', async () => {
    const guarded = routeDeclarations(t.app).filter(
      (route) => isApiRoute(route.url) && route.access !== 'public' && route.method !== 'HEAD',
    );
    expect(guarded.length).toBeGreaterThan(10);
    for (const route of guarded) {
      const url = route.url.replace(':id', '1').replace(':code', '12345');
      const response = await t.app.inject({
        method: route.method as 'GET',
        url,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: { garbage: true } }),
      });
      expect(response.statusCode, `${route.method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ detail: 'Требуется вход в систему.' });
    }
  });

  it('a forged or expired bearer token is treated as a guest', async () => {
    for (const authorization of [
      'Bearer abc',
      'Bearer ',
      'Basic dXNlcjpwYXNz',
      `Bearer ${'a'.repeat(5000)}`,
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/profile/user/',
        headers: { authorization },
      });
      expect(response.statusCode, authorization.slice(0, 20)).toBe(401);
    }
    const other = createTokenSigner('another-secret-that-is-long-enough-for-hs256');
    const forged = await other.sign({ accountId: 1, sessionId: '00000000-0000-4000-8000-000000000000' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/profile/user/',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(response.statusCode).toBe(401);
  });

  it('a token verified once still stops at its expiry, and a forged one is never taken for it', async () => {
    const signer = createTokenSigner('x'.repeat(40));
    const claims = { accountId: 7, sessionId: '00000000-0000-4000-8000-000000000007' };
    const token = await signer.sign(claims);
    expect(await signer.verify(token)).toEqual(claims);
    expect(await signer.verify(token)).toEqual(claims);
    const [header, payload, signature] = token.split('.');
    const tampered = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await signer.verify(tampered)).toBeNull();
    vi.useFakeTimers({ now: Date.now() + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000 });
    try {
      expect(await signer.verify(token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('non-administrators get 403 on /api/admin/*', async () => {
    const owner = await t.companyOwner();
    const callers = [
      (await t.user()).session,
      owner.session,
      (await t.employee(owner.company.id, { admin: 1, companies: 1 })).session,
    ];
    const admin = await t.admin();
    for (const session of callers) {
      for (const [method, url, payload] of [
        ['GET', '/api/admin/outbox/', undefined],
        ['GET', '/api/admin/bugs/', undefined],
        ['GET', '/api/admin/bugs/1/', undefined],
        ['PUT', '/api/admin/bugs/1/', { is_resolved: 'garbage' }],
      ] as const) {
        const response = await t.app.inject({ method, url, payload, headers: t.bearer(session) });
        expect(response.statusCode, `${session.profile.user_type} ${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({ detail: 'Недостаточно прав для выполнения действия.' });
      }
    }
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox/',
      headers: t.bearer(admin.session),
    });
    expect(allowed.statusCode).toBe(200);
  });
});

describe('admin outbox', () => {
  it('lists messages newest first with count, for administrators only', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/registration/',
      payload: { email: 'outbox1@test.ru', password: 'strong-pass-1', type_user: 1 },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/registration/',
      payload: { email: 'outbox2@test.ru', password: 'strong-pass-1', type_user: 1 },
    });
    const admin = await t.admin();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox/?limit=2',
      headers: t.bearer(admin.session),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.count).toBeGreaterThanOrEqual(2);
    expect(body.results).toHaveLength(2);
    expect(body.results[0]).toMatchObject({
      id: expect.any(Number),
      channel: 'outbox',
      recipient: 'outbox2@test.ru',
      text: expect.stringMatching(/\d{5}/),
      status: 'stored',
      created_at: expect.any(String),
    });
    expect(body.results[1].recipient).toBe('outbox1@test.ru');

    const second = await t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox/?limit=1&offset=1',
      headers: t.bearer(admin.session),
    });
    expect(second.json().results[0].id).toBe(body.results[1].id);
  });
});

describe('media', () => {
  it('answers 404 JSON for missing files and path tricks', async () => {
    for (const url of [
      '/media/avatars/2026-01/none.webp',
      '/media/../package.json',
      '/media/%2e%2e/%2e%2e/etc/passwd',
      '/media/',
      '/media/avatars/..%2f..%2fjwt-secret',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});
