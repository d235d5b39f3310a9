import { ROUTES } from '@sp/shared/routes/route-table';
import { describe, expect, it } from 'vitest';
import { CABINET_LOADERS, isRegistered } from './cabinet-pages';

describe('cabinet pages', () => {
  it('are the cabinet layout’s routes of the shared table', () => {
    const cabinet = new Set(ROUTES.filter((route) => route.layout === 'app').map((route) => route.path));
    expect(Object.keys(CABINET_LOADERS).filter((path) => !cabinet.has(path))).toEqual([]);
  });

  it('registers the built pages only, public and cabinet', () => {
    expect(isRegistered('/app/journal')).toBe(true);
    expect(isRegistered('/search/:query?')).toBe(true);
    // a route of the table whose page is not built yet
    expect(isRegistered('/admin/partners')).toBe(false);
  });

  it('loads a page component', async () => {
    const Page = await CABINET_LOADERS['/app/journal']();
    expect(typeof Page).toBe('function');
  });
});
