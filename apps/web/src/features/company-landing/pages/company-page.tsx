import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Landing } from '@sp/shared/api/landing';
import { accountDisplayName } from '@sp/shared/format/account-name';
import * as paths from '@sp/shared/routes/paths';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { LazyOsmMap } from '../../../components/map/lazy-osm-map';
import { Monogram } from '../../../components/monogram';
import { PageState } from '../../../components/page-state';
import { mediaUrl } from '../../../lib/api-base';
import { lazyPage } from '../../../lib/lazy-page';
import { isMissingAnswer, NOT_FOUND, routeId } from '../../../lib/route-id';
import { RouterLink } from '../../../lib/router-link';
import { usePublicLanding } from '../api/public-landing';
import { AccentTheme } from '../components/accent-theme';
import { CompanyContacts } from '../components/company-contacts';
import { ItemCards } from '../components/item-cards';
import { accentOf, mapUrl } from '../components/page-format';

// most pages have no slides: the slider's code comes only with them
const CompanySlider = lazyPage(() => import('../components/company-slider').then((m) => m.CompanySlider));

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`${id}-title`} id={id} sx={{ scrollMarginTop: 80 }}>
      <Typography id={`${id}-title`} variant="h3" component="h2" color="primary" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/** What the app composes into the page from other features: the company's reviews. */
export type CompanyPageSlots = { reviews?: (companyId: number) => ReactNode };

/** The visible part of the page, in the company's accent colour. */
function CompanyView({
  landing,
  toContacts,
  slots,
}: {
  landing: Landing;
  toContacts: boolean;
  slots: CompanyPageSlots;
}) {
  const contactsRef = useRef<HTMLDivElement>(null);
  // the map (Leaflet, about 50 KB gzipped) loads only when the visitor asks for it
  const [mapOpen, setMapOpen] = useState(false);
  const city = (landing as { city?: { name: string } | null }).city ?? null;
  const logo = mediaUrl(landing.logo);
  const showTitle = landing.title && landing.title !== landing.company_name;
  const phoneHref = landing.phone ? `tel:${landing.phone.replace(/[^\d+]/g, '')}` : null;

  const openContacts = () => {
    contactsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    contactsRef.current?.focus({ preventScroll: true });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival with ?toform=true
  useEffect(() => {
    if (!toContacts) return;
    openContacts();
    // the reviews and pictures above the contacts arrive later and push them down: follow them for a few seconds,
    // until the visitor scrolls on their own
    const target = contactsRef.current;
    if (!target || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => target.scrollIntoView({ block: 'start' }));
    const stop = () => observer.disconnect();
    observer.observe(document.body);
    const timer = window.setTimeout(stop, 4000);
    const events = ['wheel', 'touchstart', 'keydown'] as const;
    for (const name of events) window.addEventListener(name, stop, { once: true, passive: true });
    return () => {
      stop();
      window.clearTimeout(timer);
      for (const name of events) window.removeEventListener(name, stop);
    };
  }, [toContacts]);

  return (
    <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
      <Box
        component="header"
        data-testid="company-header"
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderRadius: 2,
          px: { xs: 2, sm: 4 },
          py: { xs: 3, sm: 4 },
          display: 'flex',
          gap: { xs: 2, sm: 3 },
          alignItems: 'center',
          flexWrap: 'wrap',
        }}
      >
        <Monogram
          src={logo}
          alt={`Логотип «${landing.company_name}»`}
          text={initials(landing.company_name)}
          rounded
          sx={{
            width: { xs: 64, sm: 88 },
            height: { xs: 64, sm: 88 },
            bgcolor: 'common.white',
            color: 'primary.main',
            fontSize: { xs: 24, sm: 32 },
            fontWeight: 500,
          }}
        />
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '1.7rem', sm: '2.4rem' }, overflowWrap: 'anywhere' }}
          >
            {landing.company_name}
          </Typography>
          {showTitle && (
            <Typography sx={{ mt: 0.5, fontSize: '1.1rem', opacity: 0.92 }}>{landing.title}</Typography>
          )}
          {city && <Typography sx={{ mt: 0.5, opacity: 0.85 }}>{city.name}</Typography>}
          {landing.working_hours && (
            <Typography sx={{ mt: 0.5, opacity: 0.85 }}>{landing.working_hours}</Typography>
          )}
        </Box>
        <Box
          sx={{
            display: 'flex',
            gap: 1.5,
            flexWrap: 'wrap',
            width: { xs: '100%', sm: 'auto' },
            '& > *': { flex: { xs: '1 1 100%', sm: '0 0 auto' } },
          }}
        >
          {phoneHref ? (
            <Button
              href={phoneHref}
              variant="contained"
              size="large"
              startIcon={<PhoneOutlined />}
              sx={{ bgcolor: 'common.white', color: 'primary.main', '&:hover': { bgcolor: 'grey.100' } }}
            >
              Позвонить
              <Box component="span" sx={{ ml: 1, fontWeight: 400, whiteSpace: 'nowrap' }}>
                {landing.phone}
              </Box>
            </Button>
          ) : (
            <Button
              onClick={openContacts}
              variant="contained"
              size="large"
              sx={{ bgcolor: 'common.white', color: 'primary.main', '&:hover': { bgcolor: 'grey.100' } }}
            >
              Связаться с нами
            </Button>
          )}
          <Button
            component={RouterLink}
            to={paths.companyCatalog(landing.id)}
            variant="outlined"
            size="large"
            sx={{ color: 'common.white', borderColor: 'common.white' }}
          >
            Каталог
          </Button>
        </Box>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(280px, 1fr)' },
          alignItems: 'start',
        }}
      >
        {/* the contacts first: on a phone they come right under the header, before the pictures and prices */}
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0, gridColumn: { md: 2 }, gridRow: { md: 1 } }}>
          <Paper
            ref={contactsRef}
            tabIndex={-1}
            variant="outlined"
            sx={{
              p: { xs: 2, sm: 3 },
              scrollMarginTop: 80,
              outline: 'none',
              '&:focus-visible': { borderColor: 'primary.main' },
            }}
          >
            <Block id="contacts" title="Контакты">
              <CompanyContacts
                landing={{ ...landing, city }}
                map={{ id: 'company-map', open: mapOpen, onToggle: () => setMapOpen((open) => !open) }}
              />
              {mapOpen && landing.latitude !== null && landing.longitude !== null && (
                <Box id="company-map">
                  <LazyOsmMap
                    label={`Карта: ${landing.company_name}`}
                    markers={[
                      {
                        id: 'company',
                        latitude: landing.latitude,
                        longitude: landing.longitude,
                        label: landing.company_name,
                      },
                    ]}
                    zoom={15}
                    wheelZoom={false}
                    sx={{ height: 220, mt: 2 }}
                  />
                  <Link
                    href={mapUrl(landing.latitude, landing.longitude)}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="body2"
                    sx={{ display: 'inline-block', mt: 1 }}
                  >
                    Открыть на openstreetmap.org
                  </Link>
                </Box>
              )}
            </Block>
          </Paper>
          {landing.managers.length > 0 && (
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <Block id="managers" title="Менеджеры">
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
                  {landing.managers.map((manager) => {
                    const name = accountDisplayName({
                      firstName: manager.first_name,
                      lastName: manager.last_name,
                    });
                    return (
                      <Box
                        component="li"
                        key={manager.id}
                        sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}
                      >
                        <Monogram
                          src={mediaUrl(manager.avatar)}
                          alt=""
                          text={initials(name)}
                          sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
                        />
                        <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                          <Typography sx={{ fontWeight: 500 }}>{name}</Typography>
                          {manager.phone && (
                            <Link
                              href={`tel:${manager.phone.replace(/[^\d+]/g, '')}`}
                              sx={{ display: 'block' }}
                            >
                              {manager.phone}
                            </Link>
                          )}
                          {manager.email && (
                            <Link href={`mailto:${manager.email}`} sx={{ display: 'block' }}>
                              {manager.email}
                            </Link>
                          )}
                        </Box>
                      </Box>
                    );
                  })}
                </Box>
              </Block>
            </Paper>
          )}
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 4 },
            minWidth: 0,
            gridColumn: { md: 1 },
            gridRow: { md: 1 },
          }}
        >
          {landing.sliders.length > 0 && (
            <Suspense fallback={<Box sx={{ aspectRatio: { xs: '4 / 3', sm: '21 / 9' }, maxHeight: 460 }} />}>
              <CompanySlider slides={landing.sliders} label={`Фотографии «${landing.company_name}»`} />
            </Suspense>
          )}
          {landing.description && (
            <Block id="about" title="О компании">
              <Box
                data-testid="company-description"
                sx={{
                  fontSize: '1.05rem',
                  lineHeight: 1.6,
                  overflowWrap: 'anywhere',
                  '& p': { my: 1 },
                  '& p:first-of-type': { mt: 0 },
                  '& ul, & ol': { my: 1, pl: 3 },
                }}
                // the server keeps only strong, p, br, ul, li, ol, em, u without attributes (SPEC §5)
                // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server
                dangerouslySetInnerHTML={{ __html: landing.description }}
              />
            </Block>
          )}
          {landing.popular_products.length > 0 && (
            <Block id="products" title="Популярные товары">
              <ItemCards items={landing.popular_products} />
            </Block>
          )}
          {landing.popular_services.length > 0 && (
            <Block id="services" title="Популярные услуги">
              <ItemCards items={landing.popular_services} />
            </Block>
          )}
          {slots.reviews?.(landing.company_id)}
        </Box>
      </Box>
    </Box>
  );
}

/**
 * /company/:id (the landing id): a company's published page for anyone. Unknown or unpublished pages are
 * the router's 404 page. `?toform=true` brings the visitor to the contacts; the request form joins with
 * the cart (POST /api/public/request/ needs a basket).
 */
export function CompanyPage(slots: CompanyPageSlots = {}) {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const valid = routeId(id) !== null;
  const { state, retry } = usePublicLanding(id, valid);
  const landing = state.status === 'ready' ? state.landing : null;
  const name = landing?.company_name;

  useEffect(() => {
    if (name) document.title = name;
  }, [name]);

  // an id that names no published page (404), or one the API cannot read (400): the 404 page
  if (!valid || (state.status === 'error' && isMissingAnswer(state.error))) throw NOT_FOUND;
  if (state.status === 'error') return <PageState kind="error" error={state.error} onRetry={retry} />;
  if (!landing) return <PageState kind="loading" />;
  return (
    <AccentTheme colour={accentOf(landing.color)}>
      <CompanyView landing={landing} toContacts={search.get('toform') === 'true'} slots={slots} />
    </AccentTheme>
  );
}
