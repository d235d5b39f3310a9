import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubServer } from '../../test/stub-server';
import { CityField } from './city-field';

const TVER = { id: 5, name: 'Тверь', region: 'Тверская область', latitude: 56.86, longitude: 35.9 };

function server() {
  return stubServer((call) => {
    if (call.url.includes('/api/geo/city/5/')) return { body: TVER };
    if (call.url.includes('/api/geo/city/?')) return { body: { results: [TVER], count: 1 } };
    return undefined;
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('city field', () => {
  it('shows the chosen city at once, before the list’s code is loaded', async () => {
    server();
    renderWithProviders(<CityField cityId={5} onChange={() => {}} />);
    const field = screen.getByRole('combobox', { name: 'Город' });
    await waitFor(() => expect((field as HTMLInputElement).value).toBe('Тверь'));
  });

  it('keeps what was typed while the list loads, then offers the matching cities', async () => {
    const sent = server();
    const onChange = vi.fn();
    renderWithProviders(<CityField cityId={null} onChange={onChange} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Город' }), 'Тве');
    const option = await screen.findByRole('option', { name: /^Тверь/ });
    expect((screen.getByRole('combobox', { name: 'Город' }) as HTMLInputElement).value).toBe('Тве');
    expect(screen.getByRole('combobox', { name: 'Город' })).toBe(document.activeElement);
    expect(sent.some((call) => call.url.includes('city=%D0%A2%D0%B2%D0%B5'))).toBe(true);
    await userEvent.click(option);
    expect(onChange).toHaveBeenCalledWith(TVER);
  });
});
