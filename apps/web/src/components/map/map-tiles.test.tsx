import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../test/stub-server';
import { DrawableMap } from './drawable-map';
import { DEFAULT_TILES, forgetMapTiles, useMapTiles } from './map-tiles';
import { OsmMap } from './osm-map';

const SETTINGS = '/api/public/map-settings/';
const CONFIGURED = {
  tiles_url: 'https://tiles.example.ru/{z}/{x}/{y}.png',
  attribution: '&copy; <a href="https://tiles.example.ru/">Карты Примера</a>',
};

function Tiles({ name }: { name: string }) {
  const tiles = useMapTiles();
  return (
    <p data-testid={name}>
      {tiles.url} | {tiles.attribution}
    </p>
  );
}

const asked = (sent: { url: string }[]) => sent.filter((call) => call.url === SETTINGS).length;
const credit = (container: HTMLElement) =>
  container.querySelector('.leaflet-control-attribution')?.innerHTML ?? '';

afterEach(() => {
  vi.unstubAllGlobals();
  forgetMapTiles();
});

describe('the maps’ tiles', () => {
  it('are OpenStreetMap’s while the settings load, then the configured ones, asked for once', async () => {
    const pending: { answer?: () => void } = {};
    const sent: { url: string }[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      sent.push({ url: String(input) });
      return new Promise<Response>((resolve) => {
        pending.answer = () => resolve(new Response(JSON.stringify(CONFIGURED), { status: 200 }));
      });
    });
    render(
      <>
        <Tiles name="first" />
        <Tiles name="second" />
      </>,
    );
    expect(screen.getByTestId('first').textContent).toBe(
      `${DEFAULT_TILES.url} | ${DEFAULT_TILES.attribution}`,
    );
    await waitFor(() => expect(pending.answer).toBeDefined());
    pending.answer?.();
    await waitFor(() =>
      expect(screen.getByTestId('second').textContent).toBe(
        `${CONFIGURED.tiles_url} | ${CONFIGURED.attribution}`,
      ),
    );
    expect(screen.getByTestId('first').textContent).toContain(CONFIGURED.tiles_url);

    // a map shown later takes them from memory
    render(<Tiles name="later" />);
    expect(screen.getByTestId('later').textContent).toContain(CONFIGURED.tiles_url);
    expect(asked(sent)).toBe(1);
  });

  it('stay OpenStreetMap’s when the settings fail, and the next map asks again', async () => {
    let fail = true;
    const sent = stubServer((call) =>
      call.url === SETTINGS ? (fail ? { status: 500, body: {} } : { body: CONFIGURED }) : undefined,
    );
    const { unmount } = render(<Tiles name="first" />);
    await waitFor(() => expect(asked(sent)).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('first').textContent).toContain(DEFAULT_TILES.url);
    unmount();

    fail = false;
    render(<Tiles name="again" />);
    await waitFor(() => expect(screen.getByTestId('again').textContent).toContain(CONFIGURED.tiles_url));
    expect(asked(sent)).toBe(2);
  });

  it('are drawn by the drawing map and the markers’ map, with their credit', async () => {
    const sent = stubServer((call) => (call.url === SETTINGS ? { body: CONFIGURED } : undefined));
    const drawing = render(<DrawableMap label="Карта кладбища" center={{ lng: 35.9, lat: 56.86 }} />);
    await waitFor(() => expect(credit(drawing.container)).toContain('Карты Примера'));
    expect(credit(drawing.container)).not.toContain('OpenStreetMap');
    drawing.unmount();

    const markers = render(<OsmMap label="Карта" markers={[]} center={[56.86, 35.9]} />);
    await waitFor(() => expect(credit(markers.container)).toContain('Карты Примера'));
    expect(asked(sent)).toBe(1);
  });

  it('credit OpenStreetMap on a map drawn before the settings arrive or without them', async () => {
    stubServer(() => ({ status: 503, body: { detail: 'Сервис временно недоступен.' } }));
    const { container } = render(<OsmMap label="Карта" markers={[]} />);
    await waitFor(() => expect(credit(container)).toContain('OpenStreetMap'));
  });
});
