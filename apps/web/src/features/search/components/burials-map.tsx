import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { FoundBurial } from '@sp/shared/api/cemeteries';
import { pluralRu } from '@sp/shared/format/plural';
import * as paths from '@sp/shared/routes/paths';
import { burialDatesText, graveTitle } from '../../../components/grave/grave-format';
import { LazyOsmMap } from '../../../components/map/lazy-osm-map';
import type { MapMarker } from '../../../components/map/map-types';
import { PageState } from '../../../components/page-state';
import { RouterLink } from '../../../lib/router-link';
import { type BurialsFilter, useFoundBurials } from '../api/found-burials';

/** The most graves the map asks for at once (the API's largest page). */
export const MAP_LIMIT = 100;

/** A grave on the map with the found who rest in it, in the list's order. */
export type GraveGroup = {
  graveId: number;
  number: string;
  cemetery: string;
  latitude: number;
  longitude: number;
  burials: FoundBurial[];
};

/** The found, one group per grave (two of a family in one grave are one mark). */
export function graveGroups(rows: readonly FoundBurial[]): GraveGroup[] {
  const groups = new Map<number, GraveGroup>();
  for (const row of rows) {
    const group = groups.get(row.grave_id);
    if (group) group.burials.push(row);
    else
      groups.set(row.grave_id, {
        graveId: row.grave_id,
        number: row.number,
        cemetery: row.cemetery.name,
        latitude: row.location.lat,
        longitude: row.location.lng,
        burials: [row],
      });
  }
  return [...groups.values()];
}

function GravePopup({ group, href }: { group: GraveGroup; href: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Typography sx={{ fontWeight: 500 }}>{graveTitle(group.number)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {group.cemetery}
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {group.burials.map((burial) => {
          const dates = burialDatesText(burial.date_birth, burial.date_death);
          return (
            <Typography component="li" variant="body2" key={`${burial.full_name}|${dates}`}>
              {burial.memory_page_id !== null ? (
                <Link component={RouterLink} to={paths.person(burial.memory_page_id)}>
                  {burial.full_name}
                </Link>
              ) : (
                burial.full_name
              )}
              {dates && ` (${dates})`}
            </Typography>
          );
        })}
      </Box>
      <Link component={RouterLink} to={href} sx={{ mt: 0.5 }}>
        Место и маршрут
      </Link>
    </Box>
  );
}

type BurialsMapProps = { filter: BurialsFilter; graveHref: (graveId: number) => string };

/** The found graves on a map (up to 100), each mark's popup with who rests there and the way to its card. */
export function BurialsMap({ filter, graveHref }: BurialsMapProps) {
  const found = useFoundBurials(filter, 0, MAP_LIMIT);
  if (found.isPending) return <PageState kind="loading" />;
  if (found.isError) return <PageState kind="error" error={found.error} onRetry={() => found.refetch()} />;
  const rows = found.data?.results ?? [];
  const count = found.data?.count ?? 0;
  if (rows.length === 0)
    return (
      <PageState kind="empty" text="Захоронения не найдены. Проверьте фамилию или уберите год и кладбище." />
    );
  const groups = graveGroups(rows);
  const markers: MapMarker[] = groups.map((group) => ({
    id: String(group.graveId),
    latitude: group.latitude,
    longitude: group.longitude,
    label: `${graveTitle(group.number)}: ${group.burials.map((burial) => burial.full_name).join(', ')}`,
    popup: <GravePopup group={group} href={graveHref(group.graveId)} />,
  }));
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <LazyOsmMap
        label="Карта: найденные захоронения"
        markers={markers}
        sx={{ height: { xs: 420, md: 560 } }}
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        На карте {groups.length} {pluralRu(groups.length, ['могила', 'могилы', 'могил'])}
        {count > rows.length && ` · показаны первые ${rows.length} из ${count} найденных: уточните поиск`}
      </Typography>
    </Box>
  );
}
