import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { PublicCompany } from '@sp/shared/api/public';
import * as paths from '@sp/shared/routes/paths';
import type { ReactNode } from 'react';
import { mediaUrl } from '../../../lib/api-base';
import { RouterLink } from '../../../lib/router-link';

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
