import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, stubServer } from '../test/stub-server';
import { ValidId } from './valid-id';

function Page() {
  return <h1>Страница компании</h1>;
}

afterEach(() => vi.unstubAllGlobals());

describe('ids in public addresses', () => {
  it.each([
    '/company/abc',
    '/company/0',
    '/company/-3',
    '/company/1.5',
    '/company/007',
    '/company/99999999999',
  ])('%s is the Russian 404 page without loading the page or asking the API', async (url) => {
    const sent = stubServer(() => undefined);
    renderRoute(
      '/company/:id',
      <ValidId>
        <Page />
      </ValidId>,
      url,
    );
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Страница компании' })).toBeNull();
    expect(sent).toEqual([]);
  });

  it('lets a positive id through, and a page without an id', async () => {
    stubServer(() => undefined);
    const view = renderRoute(
      '/company/:id',
      <ValidId>
        <Page />
      </ValidId>,
      '/company/2147483647',
    );
    expect(await screen.findByRole('heading', { name: 'Страница компании' })).toBeTruthy();
    view.unmount();
    renderRoute(
      '/person/:id?',
      <ValidId>
        <Page />
      </ValidId>,
      '/person',
    );
    expect(await screen.findByRole('heading', { name: 'Страница компании' })).toBeTruthy();
  });
});
