import { describe, expect, it } from 'vitest';
import { distanceKm, EARTH_RADIUS_KM } from './distance';

const moscow = { latitude: 55.7558, longitude: 37.6173 };
const petersburg = { latitude: 59.9386, longitude: 30.3141 };
const vladivostok = { latitude: 43.1155, longitude: 131.8855 };

describe('distanceKm', () => {
  it('is zero for the same point', () => {
    expect(distanceKm(moscow, moscow)).toBe(0);
  });

  it('measures Moscow to Saint Petersburg and to Vladivostok', () => {
    expect(distanceKm(moscow, petersburg)).toBeCloseTo(634, -1);
    expect(distanceKm(moscow, vladivostok)).toBeCloseTo(6430, -2);
  });

  it('is symmetric', () => {
    expect(distanceKm(moscow, vladivostok)).toBeCloseTo(distanceKm(vladivostok, moscow), 9);
  });

  it('gives 111.2 km for one degree along a meridian and half the circumference for antipodes', () => {
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111.19, 1);
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      Math.PI * EARTH_RADIUS_KM,
      6,
    );
  });

  it('crosses the 180th meridian the short way', () => {
    const west = { latitude: 65, longitude: 179.5 };
    const east = { latitude: 65, longitude: -179.5 };
    expect(distanceKm(west, east)).toBeLessThan(50);
  });
});
