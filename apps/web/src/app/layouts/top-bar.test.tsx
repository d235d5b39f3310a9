import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { makeSession } from '../../test/fixtures';
import { renderWithProviders, stubServer } from '../../test/stub-server';
import { TopBar } from './top-bar';

afterEach(() => {
  sessionStore.reset();
  vi.unstubAllGlobals();
});

describe('top bar', () => {
  it('on a public page shows a guest no bug report, and the logo leads home', () => {
    stubServer(() => undefined);
    renderWithProviders(<TopBar />, '/company/5');
    expect(screen.getByRole('button', { name: 'Корзина' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Сообщить об ошибке' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Светлая память — на главную' }).getAttribute('href')).toBe('/');
  });

  it('keeps the bug report off the public pages for a signed-in account too', () => {
    stubServer(() => undefined);
    sessionStore.signIn(makeSession());
    renderWithProviders(<TopBar />, '/search');
    expect(screen.queryByRole('button', { name: 'Сообщить об ошибке' })).toBeNull();
  });

  it('offers the bug report in the cabinet', () => {
    stubServer(() => undefined);
    sessionStore.signIn(makeSession());
    renderWithProviders(<TopBar onMenuClick={() => {}} />, '/app/dashboard');
    expect(screen.getByRole('button', { name: 'Сообщить об ошибке' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Светлая память — на главную' }).getAttribute('href')).toBe(
      '/app/dashboard',
    );
  });
});
