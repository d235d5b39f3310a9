import type { SearchCity } from '../../../components/geo/search-cities';

/** A city as the company page keeps it (GET /api/geo/city/ answers its point too). */
export type CityRef = Pick<SearchCity, 'id' | 'name' | 'region'>;
