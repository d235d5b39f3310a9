import { ROUTES } from '@sp/shared/routes/route-table';
import { describe, expect, it } from 'vitest';
import { CABINET_LOADERS } from './cabinet-pages';
import { CABINET_PATHS } from './page-registry';

describe('cabinet pages', () => {
  it('lists the same paths as their loaders', () => {
    expect([...CABINET_PATHS].sort()).toEqual(Object.keys(CABINET_LOADERS).sort());
  });

  it('are the cabinet layout’s routes of the shared table', () => {
    const cabinet = new Set(ROUTES.filter((route) => route.layout === 'app').map((route) => route.path));
    expect(CABINET_PATHS.filter((path) => !cabinet.has(path))).toEqual([]);
  });

  it('loads a page component', async () => {
    const Page = await CABINET_LOADERS['/app/journal']();
    expect(typeof Page).toBe('function');
  });
});
