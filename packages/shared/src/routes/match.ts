import { ROUTES, type RouteMeta } from './route-table';

type Compiled = { route: RouteMeta; regex: RegExp; static: number };

function compile(route: RouteMeta): Compiled {
  const parts = route.path.split('/').filter(Boolean);
  let source = '';
  let staticParts = 0;
  for (const part of parts) {
    if (part.startsWith(':')) {
      source += part.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    } else {
      source += `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      staticParts += 1;
    }
  }
  return { route, regex: new RegExp(`^${source || ''}/?$`), static: staticParts };
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
