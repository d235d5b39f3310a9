import type { PublicCompany, PublicComposition, PublicItem } from '@sp/shared/api/public';
import type { SearchKind, SearchResult } from '../api/search-results';

/** One marker: a company with what the current tab found of it. */
export type MapGroup = {
  /** company id */
  id: number;
  landingId: number;
  name: string;
  address: string;
  city: string | null;
  latitude: number;
  longitude: number;
  distanceKm: number | null;
  /** the company itself (companies tab) */
  company: PublicCompany | null;
  /** its products, services or ready-made solutions found (other tabs), in the list's order */
  offers: (PublicItem | PublicComposition)[];
};

export type MapGroups = {
  groups: MapGroup[];
  /** results whose company has neither a map point nor a city: only in the list */
  unplaced: number;
};

const placed = (latitude: number | null, longitude: number | null) => latitude !== null && longitude !== null;

/**
 * The loaded results as markers: companies as they are, products, services and solutions grouped by their
 * company at the company's point (its page's map point, else its city's centre).
 */
export function mapGroups<K extends SearchKind>(kind: K, rows: readonly SearchResult[K][]): MapGroups {
  const groups = new Map<number, MapGroup>();
  let unplaced = 0;
  if (kind === 'companies') {
    for (const company of rows as readonly PublicCompany[]) {
      if (!placed(company.latitude, company.longitude)) {
        unplaced += 1;
        continue;
      }
      groups.set(company.id, {
        id: company.id,
        landingId: company.landing_id,
        name: company.name,
        address: company.address,
        city: company.city?.name ?? null,
        latitude: company.latitude as number,
        longitude: company.longitude as number,
        distanceKm: company.distance_km,
        company,
        offers: [],
      });
    }
    return { groups: [...groups.values()], unplaced };
  }
  for (const offer of rows as readonly (PublicItem | PublicComposition)[]) {
    const { place } = offer;
    if (!place || !placed(place.latitude, place.longitude)) {
      unplaced += 1;
      continue;
    }
    const group = groups.get(offer.company.id);
    if (group) {
      group.offers.push(offer);
      continue;
    }
    groups.set(offer.company.id, {
      id: offer.company.id,
      landingId: offer.company.landing_id,
      name: offer.company.name,
      address: place.address,
      city: null,
      latitude: place.latitude as number,
      longitude: place.longitude as number,
      distanceKm: offer.distance_km,
      company: null,
      offers: [offer],
    });
  }
  return { groups: [...groups.values()], unplaced };
}
