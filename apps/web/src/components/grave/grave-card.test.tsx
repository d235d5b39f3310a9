import type { PublicGrave } from '@sp/shared/api/cemeteries';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubServer } from '../../test/stub-server';
import { PHONE, viewport } from '../../test/viewport';
import { GraveCard } from './grave-card';

const GRAVE: PublicGrave = {
  id: 12,
  cemetery_id: 3,
  number: '12А',
  location: { lng: 35.917597, lat: 56.858721 },
  status: 'occupied',
  confirmed: true,
  photo: '/media/graves/2026-05/full.webp',
  photo_thumbnail: '/media/graves/2026-05/small.webp',
  cemetery: { id: 3, name: 'Дмитрово-Черкасское кладбище', address: 'Тверь, Петербургское шоссе' },
  burials: [
    {
      position: 1,
      full_name: 'Иванов Пётр Ильич',
      date_birth: '1931-05',
      date_death: '2004',
      burial_date: null,
      memory_page_id: null,
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('the public grave card', () => {
  it('shows the grave’s photo: its thumbnail, loaded lazily with its size set, linking to the full one', () => {
    viewport(PHONE);
    stubServer(() => undefined);
    renderWithProviders(<GraveCard grave={GRAVE} />);
    const photo = screen.getByRole('img', { name: 'Фото могилы № 12А' });
    expect(photo.getAttribute('src')).toBe('/media/graves/2026-05/small.webp');
    expect(photo.getAttribute('loading')).toBe('lazy');
    expect(photo.getAttribute('width')).toBe('240');
    expect(photo.getAttribute('height')).toBe('180');
    const link = screen.getByRole('link', { name: 'Фото могилы № 12А' });
    expect(link.getAttribute('href')).toBe('/media/graves/2026-05/full.webp');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('shows no photo when the grave has none', () => {
    stubServer(() => undefined);
    renderWithProviders(<GraveCard grave={{ ...GRAVE, number: '', photo: null, photo_thumbnail: null }} />);
    expect(screen.getByText('Могила без номера')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /^Фото могилы/ })).toBeNull();
  });
});
