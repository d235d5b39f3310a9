import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { pluralRu } from '@sp/shared/format/plural';
import * as paths from '@sp/shared/routes/paths';
import { useMemo } from 'react';
import { useSearchCity } from '../../../components/geo/search-cities';
import { LazyOsmMap } from '../../../components/map/lazy-osm-map';
import type { LatLng, MapMarker } from '../../../components/map/map-types';
import { RouterLink } from '../../../lib/router-link';
import type { SearchFilter, SearchKind, SearchResult } from '../api/search-results';
import { MAP_HEIGHT } from './lazy-results-map';
import { type MapGroup, mapGroups } from './map-groups';
import { distanceText } from './result-cards';
import { rubles } from './rubles';

const SHOWN_OFFERS = 4;

function GroupPopup({ group }: { group: MapGroup }) {
  const distance = distanceText(group.distanceKm);
  const place = [group.city, distance].filter(Boolean).join(' · ');
  const rest = group.offers.length - SHOWN_OFFERS;
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Link
        component={RouterLink}
        to={paths.company(group.landingId)}
        underline="hover"
        sx={{ fontWeight: 500, fontSize: '1rem', overflowWrap: 'anywhere' }}
      >
        {group.name}
      </Link>
      {place && (
        <Typography variant="body2" color="text.secondary">
          {place}
        </Typography>
      )}
      {group.address && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {group.address}
        </Typography>
      )}
      {group.company && (
        <Typography variant="caption" color="text.secondary">
          Товаров: {group.company.products_count} · Услуг: {group.company.services_count}
        </Typography>
      )}
      {group.offers.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {group.offers.slice(0, SHOWN_OFFERS).map((offer) => (
            <Typography component="li" variant="body2" key={offer.id} sx={{ overflowWrap: 'anywhere' }}>
              {offer.name} —{' '}
              <Box component="b" sx={{ whiteSpace: 'nowrap' }}>
                {rubles(offer.price)}
              </Box>
            </Typography>
          ))}
          {rest > 0 && (
            <Typography component="li" variant="body2" color="text.secondary">
              и ещё {rest}
            </Typography>
          )}
        </Box>
      )}
      <Link
        component={RouterLink}
        to={paths.companyCatalog(group.landingId)}
        underline="hover"
        sx={{ mt: 0.5 }}
      >
        Каталог компании
      </Link>
    </Box>
  );
}

/** The centre when nothing is on the map: the visitor's point, else the chosen city's centre. */
function useMapCenter(filter: SearchFilter): LatLng | null {
  const city = useSearchCity(filter.lat !== null && filter.lng !== null ? null : filter.city);
  if (filter.lat !== null && filter.lng !== null) return [filter.lat, filter.lng];
  return city.data ? [city.data.latitude, city.data.longitude] : null;
}

/**
 * The loaded results on an OpenStreetMap map: a marker per company (products, services and solutions
 * under their company) with a popup linking to its page and catalog. The list stays the accessible
 * alternative; the map loads only when this view is opened.
 */
export function ResultsMap<K extends SearchKind>({
  kind,
  rows,
  filter,
  label,
}: {
  kind: K;
  rows: readonly SearchResult[K][];
  filter: SearchFilter;
  label: string;
}) {
  const { groups, unplaced } = useMemo(() => mapGroups(kind, rows), [kind, rows]);
  const center = useMapCenter(filter);
  const markers: MapMarker[] = groups.map((group) => ({
    id: String(group.id),
    latitude: group.latitude,
    longitude: group.longitude,
    label: group.name,
    popup: <GroupPopup group={group} />,
  }));
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <LazyOsmMap
        label={`Карта: ${label}`}
        markers={markers}
        center={center}
        zoom={filter.lat !== null ? 10 : 11}
        sx={{ height: MAP_HEIGHT }}
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        На карте {groups.length} {pluralRu(groups.length, ['компания', 'компании', 'компаний'])}
        {unplaced > 0 && ` · без точки на карте: ${unplaced} (они есть в списке)`}
      </Typography>
    </Box>
  );
}
