import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer } from '../../test/stub-server';
import { DrawableMap } from './drawable-map';
import { forgetMapTiles } from './map-tiles';

const RING: [number, number][] = [
  [35.9, 56.85],
  [35.92, 56.85],
  [35.92, 56.87],
];

// the map asks for the configured tiles: no server here, so OpenStreetMap's are drawn
beforeEach(() => stubServer(() => undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  forgetMapTiles();
});

describe('DrawableMap', () => {
  it('draws marks as named buttons that report the choice', async () => {
    const onSelect = vi.fn();
    render(
      <div style={{ width: 400, height: 300 }}>
        <DrawableMap
          label="Карта"
          shapes={[{ id: 'c', ring: RING, label: 'Кладбище' }]}
          dots={[
            {
              id: '1',
              point: { lng: 35.91, lat: 56.86 },
              label: 'Могила № 7',
              color: '#4fa800',
              mark: '?',
              dashed: true,
              onSelect,
            },
          ]}
          clusters={[{ id: 'k', point: { lng: 35.915, lat: 56.861 }, count: 120, label: 'Могил: 120' }]}
        />
      </div>,
    );
    const grave = await screen.findByRole('button', { name: 'Могила № 7' });
    expect(grave.textContent).toBe('?');
    expect(screen.getByRole('button', { name: 'Могил: 120' }).textContent).toBe('120');
    await userEvent.click(grave);
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('starts drawing when an outline is wanted and offers to clear one drawn', async () => {
    const onRing = vi.fn();
    const { rerender } = render(<DrawableMap label="Карта" edit="outline" ring={null} onRing={onRing} />);
    expect((await screen.findByRole('button', { name: 'Готово' })).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/Нажимайте на карту, чтобы ставить вершины/)).toBeTruthy();
    rerender(<DrawableMap label="Карта" edit="outline" ring={RING} onRing={onRing} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Очистить контур' }));
    expect(onRing).toHaveBeenCalledWith(null);
    rerender(<DrawableMap label="Карта" edit={null} ring={RING} onRing={onRing} />);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Очистить контур' })).toBeNull());
  });

  it('reports the outline drawn with clicks as a ring of [lng, lat], and a point placed with a click', async () => {
    const onRing = vi.fn();
    const onPoint = vi.fn();
    const center = { lng: 35.9, lat: 56.86 };
    const { rerender } = render(
      <DrawableMap label="Карта" edit="outline" ring={null} onRing={onRing} center={center} fitKey="a" />,
    );
    const region = await screen.findByRole('region', { name: 'Карта' });
    const clickAt = (clientX: number, clientY: number) => {
      fireEvent.mouseMove(region, { clientX, clientY });
      fireEvent.click(region, { clientX, clientY });
    };
    clickAt(100, 100);
    clickAt(200, 100);
    clickAt(250, 250);
    const undo = screen.getByRole('button', { name: 'Убрать последнюю точку' });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Готово' }).hasAttribute('disabled')).toBe(false),
    );
    // one vertex taken back: too few to close the outline; put it elsewhere
    await userEvent.click(undo);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Готово' }).hasAttribute('disabled')).toBe(true),
    );
    clickAt(200, 200);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Готово' }).hasAttribute('disabled')).toBe(false),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Готово' }));
    expect(onRing).toHaveBeenCalledTimes(1);
    const [ring] = onRing.mock.calls[0] as [[number, number][]];
    expect(ring).toHaveLength(3);
    const [[lng1, lat1], [lng2, lat2], [lng3, lat3]] = ring;
    // right along the screen is east, down is south; near the centre asked for
    expect(lng2).toBeGreaterThan(lng1);
    expect(lat2).toBe(lat1);
    expect(lng3).toBe(lng2);
    expect(lat3).toBeLessThan(lat2);
    expect(Math.abs(lng1 - center.lng)).toBeLessThan(0.1);
    expect(Math.abs(lat1 - center.lat)).toBeLessThan(0.1);

    rerender(<DrawableMap label="Карта" edit="point" onPoint={onPoint} center={center} fitKey="a" />);
    expect(screen.getByText('Нажмите на карту или перетащите метку, чтобы отметить точку.')).toBeTruthy();
    fireEvent.click(region, { clientX: 50, clientY: 60 });
    expect(onPoint).toHaveBeenCalledTimes(1);
    const [placed] = onPoint.mock.calls[0] as [{ lng: number; lat: number }];
    expect(placed.lng).toBeLessThan(lng1);
    expect(placed.lat).toBeGreaterThan(lat1);
  });
});
