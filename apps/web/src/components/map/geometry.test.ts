import { describe, expect, it } from 'vitest';
import { bboxString, ringCentroid, ringKey } from './geometry';

describe('ringCentroid', () => {
  it('finds the centre of mass of a square and of a triangle', () => {
    expect(
      ringCentroid([
        [35.9, 56.85],
        [35.92, 56.85],
        [35.92, 56.87],
        [35.9, 56.87],
      ]),
    ).toEqual({ lng: 35.91, lat: 56.86 });
    expect(
      ringCentroid([
        [0, 0],
        [3, 0],
        [0, 3],
      ]),
    ).toEqual({ lng: 1, lat: 1 });
  });

  it('is not pulled towards the side with more vertices', () => {
    // a square whose bottom side has many points: their mean would sit low, the centroid stays in the middle
    const ring: [number, number][] = [
      [0, 0],
      [0.25, 0],
      [0.5, 0],
      [0.75, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ];
    expect(ringCentroid(ring)).toEqual({ lng: 0.5, lat: 0.5 });
  });

  it('takes the vertices’ mean for a flat ring, and nothing for an empty one', () => {
    expect(
      ringCentroid([
        [10, 50],
        [12, 50],
        [14, 50],
      ]),
    ).toEqual({ lng: 12, lat: 50 });
    expect(ringCentroid([])).toBeNull();
  });
});

describe('bboxString', () => {
  it('writes minLng,minLat,maxLng,maxLat widened to whole millionths', () => {
    expect(bboxString({ west: 35.8000004, south: 56.8, east: 36.0000001, north: 56.9 })).toBe(
      '35.8,56.8,36.000001,56.9',
    );
  });

  it('keeps the box inside the world', () => {
    expect(bboxString({ west: -200, south: -95, east: -179, north: -89 })).toBe('-180,-90,-179,-89');
  });

  it('answers null for a box wider or taller than allowed, or with no area', () => {
    expect(bboxString({ west: 35, south: 56, east: 37.5, north: 57 }, 2)).toBeNull();
    expect(bboxString({ west: 35, south: 56, east: 36, north: 58.1 }, 2)).toBeNull();
    expect(bboxString({ west: 35, south: 56, east: 37, north: 58 }, 2)).toBe('35,56,37,58');
    expect(bboxString({ west: 35, south: 56, east: 35, north: 57 })).toBeNull();
  });
});

describe('ringKey', () => {
  it('changes with any point and is empty without a ring', () => {
    expect(ringKey(null)).toBe('');
    expect(
      ringKey([
        [1, 2],
        [3, 4],
      ]),
    ).not.toBe(
      ringKey([
        [1, 2],
        [3, 5],
      ]),
    );
  });
});
