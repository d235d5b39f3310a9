import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubServer } from '../../test/stub-server';
import { SearchRoute } from './search';

const tver = { id: 5, name: 'Тверь', region: 'Тверская область', latitude: 56.86, longitude: 35.9 };

afterEach(() => vi.unstubAllGlobals());

describe('/search', () => {
  it('has the «Срочный вызов» button, whose form starts from the search’s city', async () => {
    stubServer((call) => {
      if (call.url.includes('/api/geo/city/5/')) return { body: tver };
      if (call.url.includes('/api/public/')) return { body: { results: [], count: 0 } };
      return undefined;
    });
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/search/:query?" element={<SearchRoute />} />
      </Routes>,
      '/search?city=5',
    );

    await user.click(await screen.findByRole('button', { name: 'Срочный вызов' }));
    const dialog = await screen.findByRole('dialog', { name: 'Срочный вызов' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Город' })).toHaveProperty('value', 'Тверь'),
    );
  });
});
