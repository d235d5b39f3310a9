import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMapsDirectory, MapsDirectoryError } from './maps-directory';

/** Answers as Yandex's organisation search documents it; `mode` makes it fail or hang. */
const seen: URL[] = [];
const state = { mode: 'normal' as 'normal' | '403' | 'hang' | 'garbage' };
const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  seen.push(url);
  if (state.mode === 'hang') return;
  if (state.mode === '403') return void response.writeHead(403).end('Invalid key');
  if (state.mode === 'garbage')
    return void response.writeHead(200, { 'content-type': 'text/html' }).end('<html>');
  response.writeHead(200, { 'content-type': 'application/json' }).end(
    JSON.stringify({
      type: 'FeatureCollection',
      properties: { ResponseMetaData: { SearchResponse: { found: 1 } } },
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [35.93, 56.87] },
          properties: {
            name: 'Кладбище',
            CompanyMetaData: {
              id: '1019239472',
              name: 'Головинское кладбище',
              address: 'Россия, Тверь, Головинский вал',
              Categories: [{ class: 'cemetery', name: 'Кладбище' }],
              Hours: { text: 'ежедневно, 9:00–18:00' },
            },
          },
        },
      ],
    }),
  );
});
let url = '';
let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/`;
  t = await createTestApp({ env: { MAPS_DIRECTORY_KEY: 'secret-directory-key', MAPS_DIRECTORY_URL: url } });
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const BOX = { minLng: 35.8, minLat: 56.8, maxLng: 36.0, maxLat: 56.9 };

describe('the maps directory (issue 15 §2)', () => {
  it('asks for 30 cemeteries inside the box with the key, and reads its documented answer', async () => {
    seen.length = 0;
    state.mode = 'normal';
    const found = await createMapsDirectory({ key: 'k', url }).cemeteriesIn(BOX);
    expect(found).toEqual([
      {
        id: '1019239472',
        name: 'Головинское кладбище',
        address: 'Россия, Тверь, Головинский вал',
        location: { lng: 35.93, lat: 56.87 },
        hours: 'ежедневно, 9:00–18:00',
      },
    ]);
    const asked = seen[0].searchParams;
    expect(Object.fromEntries(asked)).toEqual({
      apikey: 'k',
      text: 'кладбище',
      type: 'biz',
      lang: 'ru_RU',
      bbox: '35.8,56.8~36,56.9',
      rspn: '1',
      results: '30',
    });
  });

  it('fails with the status only, never the key; a hang ends at the timeout', async () => {
    for (const mode of ['403', 'garbage', 'hang'] as const) {
      state.mode = mode;
      const error = await createMapsDirectory({ key: 'secret-k', url, timeoutMs: 200 })
        .cemeteriesIn(BOX)
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(MapsDirectoryError);
      expect(String((error as Error).message)).not.toContain('secret-k');
    }
    state.mode = 'normal';
  });

  it('the map’s endpoint adds the directory’s to the platform’s, and says when the directory is down', async () => {
    state.mode = 'normal';
    const answer = (
      await t.app.inject({ method: 'GET', url: '/api/cemeteries/directory/?bbox=35.8,56.8,36.0,56.9' })
    ).json();
    expect(answer).toEqual({
      results: [expect.objectContaining({ source: 'directory', name: 'Головинское кладбище' })],
      directory_unavailable: false,
    });
    state.mode = '403';
    const down = (
      await t.app.inject({ method: 'GET', url: '/api/cemeteries/directory/?bbox=35.8,56.8,36.0,56.9' })
    ).json();
    expect(down).toEqual({ results: [], directory_unavailable: true });
    state.mode = 'normal';
  });

  it('without a key nothing is asked: only the platform’s cemeteries', async () => {
    const plain = await createTestApp();
    try {
      seen.length = 0;
      const answer = (
        await plain.app.inject({ method: 'GET', url: '/api/cemeteries/directory/?bbox=35.8,56.8,36.0,56.9' })
      ).json();
      expect(answer).toEqual({ results: [], directory_unavailable: false });
      expect(seen).toHaveLength(0);
    } finally {
      await plain.close();
    }
  });
});
