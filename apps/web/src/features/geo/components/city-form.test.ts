import { describe, expect, it } from 'vitest';
import { bodyOf, draftOf, EMPTY_CITY } from './city-form';

describe('city form', () => {
  it('reads numbers typed with a comma, spaces or a dot', () => {
    const body = bodyOf({
      ...EMPTY_CITY,
      name: 'Тверь',
      region: 'Тверская область',
      latitude: '56,8587',
      longitude: ' 35.9176 ',
      population: '424 969',
    });
    expect(body).toMatchObject({
      name: 'Тверь',
      latitude: 56.8587,
      longitude: 35.9176,
      population: 424969,
      timezone: 'Europe/Moscow',
    });
  });

  it('sends an empty coordinate as not-a-number so the server names the field', () => {
    expect(Number.isNaN(bodyOf(EMPTY_CITY).latitude)).toBe(true);
  });

  it('round-trips a city through the draft', () => {
    const city = {
      id: 1,
      name: 'Краснодар',
      region: 'Краснодарский край',
      latitude: 45.0355,
      longitude: 38.9753,
      timezone: 'Europe/Moscow',
      population: 1_000_000,
      is_regional_centre: true,
      is_active: false,
      created_at: '',
      updated_at: '',
    };
    expect(bodyOf(draftOf(city))).toEqual({
      name: 'Краснодар',
      region: 'Краснодарский край',
      latitude: 45.0355,
      longitude: 38.9753,
      timezone: 'Europe/Moscow',
      population: 1_000_000,
      is_regional_centre: true,
      is_active: false,
    });
  });
});
