import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PublicComposition, PublicItem } from '@sp/shared/api/public';
import * as paths from '@sp/shared/routes/paths';
import { lazy, Suspense } from 'react';
import { mediaUrl } from '../../../lib/api-base';
import { RouterLink } from '../../../lib/router-link';
import { CardGrid, distanceText } from './result-cards';
import { rubles } from './rubles';

// The cards of products, services and ready-made solutions: loaded with the first such tab (the companies'
// tab, which /search opens on, needs none of them).

// the drawings come with the first product or service without a photo (the companies' tab needs none)
const ItemIllustration = lazy(() =>
  import('../../../components/item-illustration').then((m) => ({ default: m.ItemIllustration })),
);

/** Who offers it, linked to its page, and how far it is from the visitor's point. */
function OfferedBy({ company, distanceKm }: { company: PublicItem['company']; distanceKm: number | null }) {
  const distance = distanceText(distanceKm);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
      <Link
        component={RouterLink}
        to={paths.company(company.landing_id)}
        variant="body2"
        underline="hover"
        sx={{ overflowWrap: 'anywhere' }}
      >
        {company.name}
      </Link>
      {distance && (
        <Typography variant="caption" color="text.secondary">
          {distance}
        </Typography>
      )}
    </Box>
  );
}

/** A product or service: its photo or a drawing of its kind beside the text on a phone, above it on wider screens. */
export function ItemCard({ item, kind }: { item: PublicItem; kind: 'product' | 'service' }) {
  const photo = mediaUrl(item.photo);
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ overflow: 'hidden', display: 'flex', flexDirection: { xs: 'row', sm: 'column' } }}
    >
      <Box
        sx={{
          flexShrink: 0,
          width: { xs: 112, sm: '100%' },
          aspectRatio: { xs: 'auto', sm: '4 / 3' },
          minHeight: { xs: 112, sm: 0 },
          overflow: 'hidden',
        }}
      >
        {photo ? (
          <Box
            component="img"
            src={photo}
            alt=""
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <Suspense fallback={null}>
            <ItemIllustration category={item.category?.name} name={item.name} kind={kind} />
          </Suspense>
        )}
      </Box>
      <Box
        sx={{
          p: { xs: 1.5, sm: 2 },
          display: 'flex',
          flexDirection: 'column',
          gap: 0.5,
          flexGrow: 1,
          minWidth: 0,
        }}
      >
        <Typography variant="subtitle1" sx={{ fontWeight: 500, overflowWrap: 'anywhere', lineHeight: 1.35 }}>
          {item.name}
        </Typography>
        {item.category && (
          <Typography variant="caption" color="text.secondary">
            {item.category.name}
          </Typography>
        )}
        <Typography
          variant="h6"
          component="p"
          color="primary.dark"
          sx={{ mt: 'auto', fontSize: { xs: '1.05rem', sm: '1.25rem' } }}
        >
          {rubles(item.price)}
          {item.unit && (
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              / {item.unit}
            </Typography>
          )}
        </Typography>
        <OfferedBy company={item.company} distanceKm={item.distance_km} />
      </Box>
    </Paper>
  );
}

export function CompositionCard({ composition }: { composition: PublicComposition }) {
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.5 }}
    >
      <Typography variant="subtitle1" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {composition.name}
      </Typography>
      {composition.items.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {composition.items.map((line) => `${line.name} × ${line.count}`).join(', ')}
        </Typography>
      )}
      <Typography variant="h6" component="p" color="primary.dark" sx={{ mt: 'auto' }}>
        {rubles(composition.price)}
      </Typography>
      <OfferedBy company={composition.company} distanceKm={composition.distance_km} />
    </Paper>
  );
}

type OfferKind = 'products' | 'services' | 'compositions';

/** The list of one tab other than the companies', with its cards. */
export function OfferCards({ kind, rows, label }: { kind: OfferKind; rows: unknown[]; label: string }) {
  return (
    <CardGrid label={label}>
      {kind === 'compositions'
        ? (rows as PublicComposition[]).map((composition) => (
            <CompositionCard key={composition.id} composition={composition} />
          ))
        : (rows as PublicItem[]).map((item) => (
            <ItemCard key={item.id} item={item} kind={kind === 'services' ? 'service' : 'product'} />
          ))}
    </CardGrid>
  );
}
