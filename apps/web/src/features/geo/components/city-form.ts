import type { AdminCity, CityBody } from '@sp/shared/api/geo';

/** The dialog's text fields; numbers are typed as text and read with a comma or a dot. */
export type CityDraft = {
  name: string;
  region: string;
  latitude: string;
  longitude: string;
  timezone: string;
  population: string;
  is_regional_centre: boolean;
  is_active: boolean;
};

export const EMPTY_CITY: CityDraft = {
  name: '',
  region: '',
  latitude: '',
  longitude: '',
  timezone: 'Europe/Moscow',
  population: '0',
  is_regional_centre: false,
  is_active: true,
};

export function draftOf(city: AdminCity): CityDraft {
  return {
    name: city.name,
    region: city.region,
    latitude: String(city.latitude),
    longitude: String(city.longitude),
    timezone: city.timezone,
    population: String(city.population),
    is_regional_centre: city.is_regional_centre,
    is_active: city.is_active,
  };
}

function number(value: string): number {
  const text = value.trim().replace(/\s/g, '').replace(',', '.');
  return text === '' ? Number.NaN : Number(text);
}

/** The request body; the server validates every field and answers Russian messages per field. */
export function bodyOf(draft: CityDraft): CityBody {
  return {
    name: draft.name,
    region: draft.region,
    latitude: number(draft.latitude),
    longitude: number(draft.longitude),
    timezone: draft.timezone,
    population: number(draft.population),
    is_regional_centre: draft.is_regional_centre,
    is_active: draft.is_active,
  };
}
