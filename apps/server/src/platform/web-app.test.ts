import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SERVER_MSG } from '@sp/shared/api/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { acceptsGzip } from './http-cache';

// The built web app served beside the API: hashed assets for a year (pre-compressed copies when the browser
// takes them), the top-level files, and the single-page app's index.html for any other page address.

const webDist = path.join(tmpdir(), `sp-web-app-${process.pid}`);
const INDEX = '<!doctype html><html lang="ru"><head><title>Светлая память</title></head><body></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

let t: TestApp;
beforeAll(async () => {
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(path.join(webDist, 'index.html'), INDEX);
  writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(path.join(webDist, 'assets/index-AbC123.js'), SCRIPT);
  writeFileSync(path.join(webDist, 'assets/index-AbC123.js.gz'), gzipSync(SCRIPT));
  t = await createTestApp({ env: { WEB_DIST: webDist } });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the web app', () => {
  it('serves a hashed asset for a year, gzipped from its pre-compressed copy when asked', async () => {
    const plain = await get('/assets/index-AbC123.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(SCRIPT);
    const zipped = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload).toEqual(gzipSync(SCRIPT));
  });

  it('answers a missing asset 404, not with the page', async () => {
    const missing = await get('/assets/index-Gone99.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ detail: SERVER_MSG.notFound });
  });

  it('serves the top-level files and index.html for every other page address', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toBe('User-agent: *\n');
    expect(robots.headers['cache-control']).toBe('no-cache');
    for (const page of ['/app/orders', '/search', '/assets']) {
      const html = await get(page);
      expect(html.statusCode, page).toBe(200);
      expect(html.headers['content-type']).toMatch(/^text\/html/);
      expect(html.headers['cache-control']).toBe('no-cache');
      expect(html.body).toBe(INDEX);
    }
    expect((await get('/api/nothing-here/')).statusCode).toBe(404);
  });

  it('tags the app page: the same tag at every address until the next build, 304 when sent back', async () => {
    const first = await get('/app/orders');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect((await get('/search')).headers.etag).toBe(etag);
    const again = await get('/company/7', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/search', { 'if-none-match': '"another"' })).body).toBe(INDEX);
  });
});

describe('acceptsGzip', () => {
  it('reads the codings and their weights', () => {
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip; q=0.000, deflate')).toBe(false);
    expect(acceptsGzip('x-gzip, identity')).toBe(false);
  });
});
