import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_FOUND } from '../../../lib/route-id';
import { RouteErrorBoundary } from './route-error-boundary';

function Failing({ thrown }: { thrown: unknown }): never {
  throw thrown;
}

let goTo: (address: string) => void = () => {};

/** an address bar of its own: the page at /broken throws `thrown`, every other address shows its name */
function Addresses({ thrown }: { thrown: unknown }) {
  const [address, setAddress] = useState('/broken');
  goTo = setAddress;
  return (
    <MemoryRouter>
      <RouteErrorBoundary resetKey={address}>
        {address === '/broken' ? <Failing thrown={thrown} /> : <h1>Страница {address}</h1>}
      </RouteErrorBoundary>
    </MemoryRouter>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the error page of a page that throws', () => {
  it.each([
    ['NOT_FOUND', NOT_FOUND, 'Страница не найдена'],
    ['an error', new Error('сбой'), 'Произошла ошибка'],
    ['a status that is not an HTTP error', { status: 200 }, 'Произошла ошибка'],
    ['null', null, 'Произошла ошибка'],
  ])('%s shows its title', (_name, thrown, title) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Addresses thrown={thrown} />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it('is forgotten once the visitor goes to another address', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Addresses thrown={NOT_FOUND} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeTruthy();
    act(() => goTo('/search'));
    expect(screen.getByRole('heading', { level: 1, name: 'Страница /search' })).toBeTruthy();
    act(() => goTo('/broken'));
    expect(screen.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeTruthy();
  });
});
