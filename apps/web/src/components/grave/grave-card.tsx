import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PublicGrave } from '@sp/shared/api/cemeteries';
import * as paths from '@sp/shared/routes/paths';
import { useId } from 'react';
import { mediaUrl } from '../../lib/api-base';
import { useLinkComponent } from '../../lib/link-component';
import { LazyOsmMap } from '../map/lazy-osm-map';
import { burialDatesText, gravePhotoAlt, graveTitle } from './grave-format';
import { RouteMenu } from './route-menu';

type GraveCardProps = {
  grave: PublicGrave;
  /** the memory page the card is shown on: its own person is named without a link to the page itself */
  pageId?: number;
  /** the element of the cemetery's name, a heading under the page's or the section's */
  heading?: 'h2' | 'h3';
  /** the map under the words rather than beside them (a narrow column) */
  narrow?: boolean;
  /** «Могила № …» under the address; off where a heading above says it already */
  showNumber?: boolean;
};

/**
 * A grave as anyone may see it: its cemetery and address, its number, its photo (the thumbnail, loaded when
 * scrolled near, links to the full one), who rests in each of its places (with their public memory pages), a small
 * map with its mark and «Проложить маршрут». Leaflet and the route menu load on demand.
 */
export function GraveCard({
  grave,
  pageId,
  heading = 'h3',
  narrow = false,
  showNumber = true,
}: GraveCardProps) {
  const PageLink = useLinkComponent();
  const listId = useId();
  const title = graveTitle(grave.number);
  const burials = [...grave.burials].sort((a, b) => a.position - b.position);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, sm: 3 },
        gridTemplateColumns: narrow
          ? 'minmax(0, 1fr)'
          : { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component={heading}
          sx={{ fontWeight: 500, fontSize: '1.125rem', overflowWrap: 'anywhere' }}
        >
          {grave.cemetery.name}
        </Typography>
        {grave.cemetery.address && (
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {grave.cemetery.address}
          </Typography>
        )}
        {showNumber && <Typography sx={{ mt: 1.5 }}>{title}</Typography>}
        {!grave.confirmed && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Место отмечено семьёй и ещё не подтверждено кладбищем.
          </Typography>
        )}
        {grave.photo && (
          <Box
            component="a"
            href={mediaUrl(grave.photo)}
            target="_blank"
            rel="noopener"
            sx={{ display: 'block', width: 'fit-content', mt: 1.5, borderRadius: 1, overflow: 'hidden' }}
          >
            <Box
              component="img"
              src={mediaUrl(grave.photo_thumbnail ?? grave.photo)}
              alt={gravePhotoAlt(title)}
              loading="lazy"
              decoding="async"
              width={240}
              height={180}
              sx={{ display: 'block', maxWidth: '100%', height: 'auto', objectFit: 'cover' }}
            />
          </Box>
        )}
        {burials.length > 0 && (
          <>
            <Typography id={listId} variant="body2" color="text.secondary" sx={{ mt: 2, mb: 0.75 }}>
              {burials.length === 1 ? 'Здесь покоится' : 'Здесь покоятся'}
            </Typography>
            <Box
              component="ul"
              aria-labelledby={listId}
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
            >
              {burials.map((burial) => {
                const dates = burialDatesText(burial.date_birth, burial.date_death);
                const page = burial.memory_page_id;
                return (
                  <Box component="li" key={burial.position} sx={{ display: 'flex', gap: 1.5, minWidth: 0 }}>
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ flexShrink: 0, minWidth: 56, pt: '1px' }}
                    >
                      Место {burial.position}
                    </Typography>
                    <Box sx={{ minWidth: 0 }}>
                      {page !== null && page !== pageId ? (
                        <Link component={PageLink} to={paths.person(page)} sx={{ overflowWrap: 'anywhere' }}>
                          {burial.full_name}
                        </Link>
                      ) : (
                        <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
                          {burial.full_name}
                        </Typography>
                      )}
                      {dates && (
                        <Typography variant="body2" color="text.secondary">
                          {dates}
                        </Typography>
                      )}
                    </Box>
                  </Box>
                );
              })}
            </Box>
          </>
        )}
        <Box sx={{ mt: 2.5 }}>
          <RouteMenu point={grave.location} />
        </Box>
      </Box>
      <LazyOsmMap
        label={`Карта: ${title}, ${grave.cemetery.name}`}
        markers={[
          {
            id: String(grave.id),
            latitude: grave.location.lat,
            longitude: grave.location.lng,
            label: title,
          },
        ]}
        zoom={17}
        wheelZoom={false}
        sx={{ height: { xs: 220, sm: 260 } }}
      />
    </Box>
  );
}
