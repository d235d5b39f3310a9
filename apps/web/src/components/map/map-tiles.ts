import type { MapSettings } from '@sp/shared/api/cemeteries';
import { useEffect, useSyncExternalStore } from 'react';
import { API_BASE_URL } from '../../lib/api-base';

/** The tiles a map draws and their credit (HTML, as Leaflet's attribution control shows it). */
export type MapTiles = { url: string; attribution: string };

/**
 * OpenStreetMap's tiles with the credit its tile policy asks for: what every map draws until the configured
 * tiles (GET /api/public/map-settings/) arrive, and when they cannot be had.
 */
export const DEFAULT_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>',
};

const SETTINGS_PATH = '/api/public/map-settings/';

let tiles: MapTiles = DEFAULT_TILES;
/** idle: not asked yet, or the last request failed (the next map asks again); then asking, or known */
let state: 'idle' | 'asking' | 'known' = 'idle';
/** bumped when the answer is forgotten: a request still under way then is dropped */
let generation = 0;
const listeners = new Set<() => void>();

function settle(next: MapTiles | null) {
  state = next ? 'known' : 'idle';
  if (!next || (next.url === tiles.url && next.attribution === tiles.attribution)) return;
  tiles = next;
  for (const listener of listeners) listener();
}

function tilesOf(body: unknown): MapTiles | null {
  const settings = body as Partial<MapSettings> | null;
  if (typeof settings?.tiles_url !== 'string' || !settings.tiles_url) return null;
  return {
    url: settings.tiles_url,
    attribution: typeof settings.attribution === 'string' ? settings.attribution : '',
  };
}

/**
 * Asks for the configured tiles once for the page's life (a plain fetch: the public pages load no query
 * library); a failure keeps the default and lets the next map ask again. Called as a map's code starts to
 * load, so the answer usually arrives before the map is drawn.
 */
export function loadMapTiles(): void {
  if (state !== 'idle' || typeof window === 'undefined') return;
  state = 'asking';
  const asked = generation;
  const done = (next: MapTiles | null) => {
    if (asked === generation) settle(next);
  };
  fetch(`${API_BASE_URL}${SETTINGS_PATH}`, {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  })
    .then((response) => (response.ok ? response.json() : null))
    .then(
      (body: unknown) => done(tilesOf(body)),
      () => done(null),
    );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The tiles to draw: the configured ones once known, OpenStreetMap's meanwhile and on a failure. */
export function useMapTiles(): MapTiles {
  useEffect(loadMapTiles, []);
  return useSyncExternalStore(
    subscribe,
    () => tiles,
    () => DEFAULT_TILES,
  );
}

/** Tests: forget the answer, as a new page would. */
export function forgetMapTiles(): void {
  tiles = DEFAULT_TILES;
  state = 'idle';
  generation += 1;
}
