import { useCallback, useEffect, useState } from 'react';

/** SPEC §3 Map state: zoom (default 0.75) and background, remembered in this browser. */
export const MAP_STATE_KEY = 'family-tree-map';
export const DEFAULT_ZOOM = 0.75;
export const MIN_ZOOM = 0.15;
export const MAX_ZOOM = 2;

export const BACKGROUNDS = {
  plain: { label: 'Светлый', css: '#f6f7f4' },
  paper: { label: 'Бумага', css: '#f7f3ea' },
  sage: { label: 'Шалфей', css: '#edf2e8' },
  sky: { label: 'Небо', css: 'linear-gradient(180deg, #eef3f7 0%, #f6f8f4 100%)' },
  dots: {
    label: 'Точки',
    css: 'radial-gradient(circle, #d5dccf 1.2px, transparent 1.4px) 0 0 / 24px 24px, #fafbf8',
  },
} as const;
export type Background = keyof typeof BACKGROUNDS;

export type MapState = { zoom: number; background: Background };

export const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

export function readMapState(): MapState {
  const fallback: MapState = { zoom: DEFAULT_ZOOM, background: 'plain' };
  try {
    const raw = JSON.parse(localStorage.getItem(MAP_STATE_KEY) ?? 'null') as Partial<MapState> | null;
    if (!raw || typeof raw !== 'object') return fallback;
    return {
      zoom: typeof raw.zoom === 'number' && Number.isFinite(raw.zoom) ? clampZoom(raw.zoom) : fallback.zoom,
      background: raw.background && raw.background in BACKGROUNDS ? raw.background : fallback.background,
    };
  } catch {
    return fallback;
  }
}

/** The remembered zoom and background. */
export function useMapState(): [MapState, (change: Partial<MapState>) => void] {
  const [state, setState] = useState(readMapState);
  useEffect(() => {
    try {
      localStorage.setItem(MAP_STATE_KEY, JSON.stringify(state));
    } catch {
      // private mode or full storage: the chart still works, it just forgets
    }
  }, [state]);
  const update = useCallback((change: Partial<MapState>) => setState((old) => ({ ...old, ...change })), []);
  return [state, update];
}
