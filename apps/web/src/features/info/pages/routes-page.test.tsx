import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/stub-server';
import { RoutesPage } from './routes-page';

describe('site map', () => {
  it('lists both searches: a person and the ritual services', () => {
    renderWithProviders(<RoutesPage />, '/routes');
    expect(screen.getByRole('link', { name: /^Поиск человека/ }).getAttribute('href')).toBe(
      '/search?tab=people',
    );
    expect(screen.getByRole('link', { name: /^Поиск ритуальных услуг/ }).getAttribute('href')).toBe(
      '/search',
    );
  });
});
