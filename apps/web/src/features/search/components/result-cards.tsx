import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { PublicCompany, PublicComposition, PublicItem } from '@sp/shared/api/public';
import { formatRubles } from '@sp/shared/format/money';
import * as paths from '@sp/shared/routes/paths';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { mediaUrl } from '../../../lib/api-base';

/** Rubles from the API as «1 234,50 ₽». */
// the drawings come with the first product or service without a photo (the companies' tab needs none)
const ItemIllustration = lazy(() =>
  import('../../../components/item-illustration').then((m) => ({ default: m.ItemIllustration })),
);

export function rubles(price: number): string {
  return formatRubles(Math.round(price * 100));
}

export function distanceText(km: number | null): string | null {
  if (km === null) return null;
  return `${km < 10 ? km.toLocaleString('ru-RU', { maximumFractionDigits: 1 }) : Math.round(km)} км`;
}

export function CardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      {children}
    </Box>
  );
}

function initials(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/** The company's logo, or its initials on a calm tint (never an empty grey box). */
function CompanyLogo({ src, name }: { src: string | null; name: string }) {
  const url = mediaUrl(src);
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        width: 72,
        height: 72,
        flexShrink: 0,
        borderRadius: 1,
        overflow: 'hidden',
        display: 'grid',
        placeItems: 'center',
        bgcolor: alpha(theme.palette.primary.main, 0.08),
        color: 'primary.main',
        fontSize: '1.5rem',
        fontWeight: 500,
      })}
    >
      {url ? (
        <Box
          component="img"
          src={url}
          alt=""
          loading="lazy"
          sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
        />
      ) : (
        initials(name)
      )}
    </Box>
  );
}

export function CompanyCard({ company }: { company: PublicCompany }) {
  const distance = distanceText(company.distance_km);
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <CompanyLogo src={company.logo} name={company.name} />
        <Box sx={{ minWidth: 0 }}>
          <Link
            component={RouterLink}
            to={paths.company(company.landing_id)}
            variant="subtitle1"
            underline="hover"
            sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
          >
            {company.name}
          </Link>
          {company.city && (
            <Typography variant="body2" color="text.secondary">
              {company.city.name}
              {distance ? ` · ${distance}` : ''}
            </Typography>
          )}
          {!company.city && distance && (
            <Typography variant="body2" color="text.secondary">
              {distance}
            </Typography>
          )}
          {company.address && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {company.address}
            </Typography>
          )}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 'auto' }}>
        <Typography variant="caption" color="text.secondary" sx={{ flexGrow: 1 }}>
          Товаров: {company.products_count} · Услуг: {company.services_count}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          component={RouterLink}
          to={paths.companyCatalog(company.landing_id)}
        >
          Каталог
        </Button>
      </Box>
    </Paper>
  );
}

function CompanyLink({ company }: { company: PublicItem['company'] }) {
  return (
    <Link
      component={RouterLink}
      to={paths.company(company.landing_id)}
      variant="body2"
      underline="hover"
      sx={{ overflowWrap: 'anywhere' }}
    >
      {company.name}
    </Link>
  );
}

/** A product or service: its photo or a drawing of its kind beside the text on a phone, above it on wider screens. */
export function ItemCard({ item, kind }: { item: PublicItem; kind: 'product' | 'service' }) {
  const distance = distanceText(item.distance_km);
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
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
          <CompanyLink company={item.company} />
          {distance && (
            <Typography variant="caption" color="text.secondary">
              {distance}
            </Typography>
          )}
        </Box>
      </Box>
    </Paper>
  );
}

export function CompositionCard({ composition }: { composition: PublicComposition }) {
  const distance = distanceText(composition.distance_km);
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
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <CompanyLink company={composition.company} />
        {distance && (
          <Typography variant="caption" color="text.secondary">
            {distance}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
