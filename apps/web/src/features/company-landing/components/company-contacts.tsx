import EmailOutlined from '@mui/icons-material/EmailOutlined';
import LanguageOutlined from '@mui/icons-material/LanguageOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Landing } from '@sp/shared/api/landing';
import type { ReactNode } from 'react';

/** A web address as typed by the company, made into a link; anything but http(s) is shown as text only. */
export function websiteHref(website: string): string | null {
  const trimmed = website.trim();
  if (!trimmed) return null;
  const href = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box sx={{ color: 'primary.main', display: 'flex', pt: 0.25 }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {label}
        </Typography>
        <Box sx={{ overflowWrap: 'anywhere' }}>{children}</Box>
      </Box>
    </Box>
  );
}

type Contacts = Pick<
  Landing,
  'phone' | 'email' | 'website' | 'working_hours' | 'address' | 'latitude' | 'longitude'
> & { city?: { name: string } | null };

type CompanyContactsProps = {
  landing: Contacts;
  /** the small map under the contacts: shown when the visitor asks (its code, Leaflet, loads then) */
  map?: { id: string; open: boolean; onToggle: () => void };
};

/** Phone, e-mail, site, working hours and the address, with «Показать на карте» where the page has a point. */
export function CompanyContacts({ landing, map }: CompanyContactsProps) {
  const site = websiteHref(landing.website);
  // the city first, unless the address already names it
  const city = landing.city?.name;
  const place =
    city && !landing.address.toLowerCase().includes(city.toLowerCase())
      ? [city, landing.address].filter(Boolean).join(', ')
      : landing.address;
  const hasPoint = landing.latitude !== null && landing.longitude !== null;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {landing.phone && (
        <Row icon={<PhoneOutlined />} label="Телефон">
          <Link href={`tel:${landing.phone.replace(/[^\d+]/g, '')}`}>{landing.phone}</Link>
        </Row>
      )}
      {landing.email && (
        <Row icon={<EmailOutlined />} label="E-mail">
          <Link href={`mailto:${landing.email}`}>{landing.email}</Link>
        </Row>
      )}
      {landing.website && (
        <Row icon={<LanguageOutlined />} label="Сайт">
          {site ? (
            <Link href={site} target="_blank" rel="noopener noreferrer nofollow">
              {landing.website}
            </Link>
          ) : (
            landing.website
          )}
        </Row>
      )}
      {landing.working_hours && (
        <Row icon={<ScheduleOutlined />} label="Часы работы">
          <Typography>{landing.working_hours}</Typography>
        </Row>
      )}
      {(place || hasPoint) && (
        <Row icon={<PlaceOutlined />} label="Адрес">
          {place && <Typography>{place}</Typography>}
          {hasPoint && map && (
            <Button
              size="small"
              onClick={map.onToggle}
              aria-expanded={map.open}
              aria-controls={map.id}
              sx={{ ml: -0.75, mt: 0.25 }}
            >
              {map.open ? 'Скрыть карту' : 'Показать на карте'}
            </Button>
          )}
        </Row>
      )}
    </Box>
  );
}
