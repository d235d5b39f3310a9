import { describe, expect, it } from 'vitest';
import { matchRoute, routeRegex } from './match';
import { ROUTES, routeByPath } from './route-table';

describe('matchRoute', () => {
  it('finds static pages, with or without a trailing slash', () => {
    expect(matchRoute('/')?.path).toBe('/');
    expect(matchRoute('')?.path).toBe('/');
    expect(matchRoute('/auth')?.path).toBe('/auth');
    expect(matchRoute('/app/dashboard/')?.path).toBe('/app/dashboard');
    expect(matchRoute('/admin/bugs')?.path).toBe('/admin/bugs');
  });

  it('fills parameters and prefers static segments', () => {
    expect(matchRoute('/admin/bugs/15')?.path).toBe('/admin/bugs/:id');
    expect(matchRoute('/app/orders/create')?.path).toBe('/app/orders/create');
    expect(matchRoute('/app/orders/42')?.path).toBe('/app/orders/:id');
    expect(matchRoute('/company/7')?.path).toBe('/company/:id');
    expect(matchRoute('/company/7/catalog')?.path).toBe('/company/:id/catalog');
  });

  it('optional parameters match with and without a value', () => {
    expect(matchRoute('/person')?.path).toBe('/person/:id?');
    expect(matchRoute('/person/12')?.path).toBe('/person/:id?');
    expect(matchRoute('/search/гранит')?.path).toBe('/search/:query?');
  });

  it('answers null for unknown pages and does not match prefixes or extra segments', () => {
    expect(matchRoute('/nowhere')).toBeNull();
    expect(matchRoute('/app/dashboard/extra')).toBeNull();
    expect(matchRoute('/admin/bugs/1/2')).toBeNull();
    expect(matchRoute('/app/dashboardx')).toBeNull();
  });

  it('every route of the table matches its own path', () => {
    const paths = new Set<string>();
    for (const route of ROUTES) {
      expect(paths.has(route.path), `duplicate ${route.path}`).toBe(false);
      paths.add(route.path);
      const sample = route.path
        .split('/')
        .map((part) => (part.startsWith(':') ? '1' : part))
        .join('/');
      const matched = matchRoute(sample || '/');
      expect(matched, route.path).not.toBeNull();
      // a sample may be claimed by a more specific static route of the same shape
      if (matched!.path !== route.path)
        expect(matched!.path.split('/').length).toBe(route.path.split('/').length);
    }
    expect(routeByPath('/app/dashboard').title).toBe('Главная');
    expect(() => routeByPath('/nowhere')).toThrow(/Unknown route/);
  });
});

describe('routeRegex', () => {
  it('matches a pattern with its optional part, a trailing slash and nothing longer', () => {
    const person = routeRegex('/person/:id?');
    expect(['/person', '/person/', '/person/12', '/person/12/'].every((path) => person.test(path))).toBe(
      true,
    );
    expect(person.test('/person/12/edit')).toBe(false);
    expect(person.test('/personal')).toBe(false);
    expect(routeRegex('/').test('/')).toBe(true);
    expect(routeRegex('/').test('/search')).toBe(false);
    expect(routeRegex('/info/agreement').test('/infoXagreement')).toBe(false);
  });
});
