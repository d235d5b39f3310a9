import { describe, expect, it } from 'vitest';
import { degreesText, routeLinks } from './route-links';

describe('routeLinks', () => {
  it('leads to the point by the navigator, Яндекс Карты and 2ГИС, each with its order of coordinates', () => {
    expect(routeLinks({ lat: 56.858721, lng: 35.917597 })).toEqual([
      {
        id: 'navigator',
        label: 'Открыть в навигаторе',
        href: 'geo:56.858721,35.917597?q=56.858721,35.917597',
        external: false,
      },
      {
        id: 'yandex',
        label: 'Яндекс Карты',
        href: 'https://yandex.ru/maps/?rtext=~56.858721,35.917597&rtt=auto',
        external: true,
      },
      {
        id: '2gis',
        label: '2ГИС',
        href: 'https://2gis.ru/routeSearch/rsType/car/to/35.917597,56.858721',
        external: true,
      },
    ]);
  });

  it('takes western and southern points with their sign', () => {
    const [navigator, yandex, gis] = routeLinks({ lat: -33.8688, lng: -70.6693 });
    expect(navigator.href).toBe('geo:-33.8688,-70.6693?q=-33.8688,-70.6693');
    expect(yandex.href).toBe('https://yandex.ru/maps/?rtext=~-33.8688,-70.6693&rtt=auto');
    expect(gis.href).toBe('https://2gis.ru/routeSearch/rsType/car/to/-70.6693,-33.8688');
  });
});

describe('degreesText', () => {
  it('writes at most six decimals without trailing zeros or an exponent', () => {
    expect(degreesText(56.8587214999)).toBe('56.858721');
    expect(degreesText(35.9)).toBe('35.9');
    expect(degreesText(36)).toBe('36');
    expect(degreesText(0.0000001)).toBe('0');
    expect(degreesText(-0)).toBe('0');
    expect(degreesText(0.000001)).toBe('0.000001');
    expect(degreesText(-179.9999999)).toBe('-180');
  });
});
