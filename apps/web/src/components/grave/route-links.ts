import type { MapPoint } from '../map/drawable-map-types';

/** One way to be led to a point: a phone's own navigator (a geo: link) or a maps service's route. */
export type RouteLink = {
  id: 'navigator' | 'yandex' | '2gis';
  label: string;
  href: string;
  /** a web page, opened in a new tab; the navigator's link is handed to the phone's app */
  external: boolean;
};

/** Degrees as the maps' addresses take them: at most six decimals (about 10 cm), never an exponent. */
export function degreesText(value: number): string {
  const rounded = Math.round(value * 1e6) / 1e6;
  // -0 and a value that rounds to nothing read as 0; six places at most, trailing zeros dropped
  return rounded === 0 ? '0' : rounded.toFixed(6).replace(/\.?0+$/, '');
}

/**
 * The routes to a point (a grave): the phone's navigator by a geo: link, Яндекс Карты's route by car from where
 * the visitor is, and 2ГИС's. Yandex takes latitude first, 2ГИС longitude first.
 */
export function routeLinks(point: MapPoint): RouteLink[] {
  const lat = degreesText(point.lat);
  const lng = degreesText(point.lng);
  return [
    {
      id: 'navigator',
      label: 'Открыть в навигаторе',
      href: `geo:${lat},${lng}?q=${lat},${lng}`,
      external: false,
    },
    {
      id: 'yandex',
      label: 'Яндекс Карты',
      href: `https://yandex.ru/maps/?rtext=~${lat},${lng}&rtt=auto`,
      external: true,
    },
    {
      id: '2gis',
      label: '2ГИС',
      href: `https://2gis.ru/routeSearch/rsType/car/to/${lng},${lat}`,
      external: true,
    },
  ];
}
