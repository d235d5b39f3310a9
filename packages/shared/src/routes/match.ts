import { ROUTES, type RouteMeta } from './route-table';

type Compiled = { route: RouteMeta; regex: RegExp; static: number };

/** A route pattern as a regular expression over a location's pathname (a trailing slash allowed). */
export function routeRegex(path: string): RegExp {
  let source = '';
  for (const part of path.split('/').filter(Boolean)) {
    if (part.startsWith(':')) source += part.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    else source += `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
  }
  return new RegExp(`^${source}/?$`);
}

function compile(route: RouteMeta): Compiled {
  const staticParts = route.path.split('/').filter((part) => part && !part.startsWith(':')).length;
  return { route, regex: routeRegex(route.path), static: staticParts };
}

// More static segments win, so /app/orders/create is found before /app/orders/:id.
const compiled = ROUTES.map(compile).sort((a, b) => b.static - a.static);

/** The route a location belongs to, or null for an unknown page. */
export function matchRoute(pathname: string): RouteMeta | null {
  const path = pathname === '' ? '/' : pathname;
  for (const entry of compiled) {
    if (entry.regex.test(path)) return entry.route;
  }
  return null;
}
