import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubServer } from '../../../test/stub-server';
import { CityPicker } from './city-picker';

const TVER = { id: 5, name: 'Тверь', region: 'Тверская область', latitude: 56.86, longitude: 35.9 };

afterEach(() => vi.unstubAllGlobals());

describe('the company page’s city', () => {
  it('offers the platform’s cities by what was typed and names the chosen one’s region', async () => {
    const sent = stubServer((call) =>
      call.url.includes('/api/geo/city/?') ? { body: { results: [TVER], count: 1 } } : undefined,
    );
    const onChange = vi.fn();
    const { rerender } = renderWithProviders(<CityPicker value={null} onChange={onChange} />);
    expect(screen.getByText('По городу компанию находят в поиске')).toBeTruthy();
    await userEvent.type(screen.getByRole('combobox', { name: 'Город' }), 'Тве');
    await userEvent.click(await screen.findByRole('option', { name: 'Тверь, Тверская область' }));
    expect(onChange).toHaveBeenCalledWith(TVER);
    expect(sent.some((call) => call.url.includes('city=%D0%A2%D0%B2%D0%B5'))).toBe(true);
    rerender(<CityPicker value={TVER} onChange={onChange} />);
    expect(screen.getByText('Тверская область')).toBeTruthy();
  });
});
