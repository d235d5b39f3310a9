import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DEFAULT_RADIUS_KM } from '@sp/shared/api/public-limits';
import * as paths from '@sp/shared/routes/paths';
import { type FormEvent, lazy, type ReactNode, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { CityField } from '../../../components/geo/city-field';
import { OutlinedField } from '../../../components/outlined-field';
import { PageState } from '../../../components/page-state';
import { RouterLink } from '../../../lib/router-link';
import { SEARCH_KINDS, type SearchFilter, type SearchKind } from '../api/search-results';
import { resultsViewOf } from '../components/view-toggle';

// each search brings its own code: the services' tabs, map and cards, the memorial cards and year fields, or the
// burials' list, map and a grave's card
const ServiceSearch = lazy(() =>
  import('../components/service-search').then((m) => ({ default: m.ServiceSearch })),
);

const PeopleResults = lazy(() =>
  import('../components/people-results').then((m) => ({ default: m.PeopleResults })),
);

const GravesTab = lazy(() => import('../components/graves-tab').then((m) => ({ default: m.GravesTab })));

function numberParam(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

function isKind(value: string | null): value is SearchKind {
  return value !== null && (SEARCH_KINDS as readonly string[]).includes(value);
}

/** The search as the address says it: /search/{query}?city=&lat=&lng=&radius=&tab=&cat= */
function useSearchState() {
  const { query = '' } = useParams();
  const [params] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: SearchKind | 'people' | 'graves' =
    tabParam === 'people' || tabParam === 'graves' ? tabParam : isKind(tabParam) ? tabParam : 'companies';
  const filter: SearchFilter = useMemo(
    () => ({
      query,
      city: numberParam(params.get('city')),
      lat: numberParam(params.get('lat')),
      lng: numberParam(params.get('lng')),
      radius: numberParam(params.get('radius')) ?? DEFAULT_RADIUS_KM,
      category: null,
    }),
    [query, params],
  );
  const category = tab === 'products' || tab === 'services' ? numberParam(params.get('cat')) : null;
  return { query, params, tab, filter, category };
}

/** The city or point the search is about, for the «urgent» button to start from. */
export type SearchPlace = { cityId: number | null; point: { lat: number; lng: number } | null };

type Mode = 'people' | 'graves' | 'services';

const HEADINGS: Record<Mode, string> = {
  people: 'Поиск человека',
  graves: 'Поиск захоронения',
  services: 'Поиск ритуальных услуг',
};

/**
 * The address of another search with the same words and city (the point, tabs and years stay behind; the burials
 * are found by cemetery, not by city).
 */
function modeHref(mode: Mode, query: string, city: number | null): string {
  if (mode === 'people') return `${paths.searchPeople(query)}${city === null ? '' : `&city=${city}`}`;
  if (mode === 'graves') return `${paths.search(query)}?tab=graves`;
  return `${paths.search(query)}${city === null ? '' : `?city=${city}`}`;
}

/** «Найти человека» / «Захоронения» / «Ритуальные услуги»: three searches of one page, each with its own address. */
function ModeSwitch({ mode, query, city }: { mode: Mode; query: string; city: number | null }) {
  const links: { mode: Mode; label: string }[] = [
    { mode: 'people', label: 'Найти человека' },
    { mode: 'graves', label: 'Захоронения' },
    { mode: 'services', label: 'Ритуальные услуги' },
  ];
  return (
    <Box
      component="nav"
      aria-label="Что искать"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(3, auto)' },
        gap: 1,
        justifyContent: 'start',
      }}
    >
      {links.map((link) => (
        <Button
          key={link.mode}
          component={RouterLink}
          to={modeHref(link.mode, query, city)}
          aria-current={link.mode === mode ? 'page' : undefined}
          variant={link.mode === mode ? 'contained' : 'outlined'}
          // on a phone a long label takes two lines rather than leaving the screen
          sx={{ px: { xs: 0.5, sm: 2.5 }, lineHeight: 1.3, whiteSpace: { sm: 'nowrap' } }}
        >
          {link.label}
        </Button>
      ))}
    </Box>
  );
}

/** Under an empty list: the same words in the other search. */
function OtherSearchHint({ mode, query, city }: { mode: Mode; query: string; city: number | null }) {
  const words = query.trim();
  if (!words) return null;
  return (
    <Typography color="text.secondary" sx={{ textAlign: 'center', mt: -2, mb: 2 }}>
      {mode === 'people' ? 'Ищете товар или услугу? ' : 'Ищете страницу памяти человека? '}
      <Link component={RouterLink} to={modeHref(mode === 'people' ? 'services' : 'people', words, city)}>
        {mode === 'people' ? `Искать «${words}» среди ритуальных услуг` : `Искать «${words}» среди людей`}
      </Link>
    </Typography>
  );
}

/**
 * /search/{query?}: three searches. `?tab=people` finds a person: public memory pages by name, years and city,
 * nothing of the catalogue (a shared link or the home page's field lands here). `?tab=graves` finds the buried by
 * name, year of death and cemetery, and `&grave=<id>` shows a grave (a burial passport's QR code). Otherwise:
 * companies, products, services and ready-made solutions by text, city or distance from the visitor, with a
 * category for products and services, and the «urgent» call.
 * `urgentButton`: the «urgent» call button for the search's place, composed in by the app (features/urgent).
 */
export function SearchPage({ urgentButton }: { urgentButton?: (place: SearchPlace) => ReactNode }) {
  const navigate = useNavigate();
  const { query, params, tab, filter, category } = useSearchState();
  const mode: Mode = tab === 'people' || tab === 'graves' ? tab : 'services';
  const [text, setText] = useState(query);
  const textId = useId();
  useEffect(() => setText(query), [query]);

  const go = (nextQuery: string, change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    change(next);
    const path = paths.search(nextQuery);
    const search = next.toString();
    navigate(search ? `${path}?${search}` : path);
  };
  const setParam = (key: string, value: string | null) => (next: URLSearchParams) => {
    if (value === null) next.delete(key);
    else next.set(key, value);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // new words search again: a grave's card gives way to the list
    go(text, (next) => next.delete('grave'));
  };

  const view = resultsViewOf(params.get('view'));
  const fieldLabel = mode === 'services' ? 'Что ищете' : 'Фамилия, имя или отчество';

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <ModeSwitch mode={mode} query={query} city={filter.city} />
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box>
          <Typography variant="h2" component="h1">
            {HEADINGS[mode]}
          </Typography>
          {mode === 'people' && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              Страницы памяти, которые семьи открыли для всех
            </Typography>
          )}
        </Box>
        {mode === 'services' &&
          urgentButton?.({
            cityId: filter.city,
            point: filter.lat !== null && filter.lng !== null ? { lat: filter.lat, lng: filter.lng } : null,
          })}
      </Box>
      <Box
        component="form"
        role="search"
        aria-label={HEADINGS[mode]}
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <OutlinedField
          id={textId}
          label={fieldLabel}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={mode === 'services' ? 'Компания, товар или услуга' : 'Например, Смирнов Пётр'}
          maxLength={200}
          enterKeyHint="search"
          sx={{ flex: '1 1 280px' }}
          end={
            <IconButton type="submit" aria-label="Найти" size="small">
              <SearchIcon />
            </IconButton>
          }
        />
        {/* the burials are found by cemetery, not by city */}
        {mode !== 'graves' && (
          <Box sx={{ flex: { xs: '1 1 100%', sm: '0 1 280px' } }}>
            <CityField
              cityId={filter.city}
              onChange={(city) =>
                go(query, (next) => {
                  setParam('city', city ? String(city.id) : null)(next);
                  if (city) for (const key of ['lat', 'lng', 'radius']) next.delete(key);
                })
              }
            />
          </Box>
        )}
      </Box>
      <Suspense fallback={<PageState kind="loading" />}>
        {mode === 'people' ? (
          <PeopleResults
            query={query}
            cityId={filter.city}
            params={params}
            onYear={(key, year) => go(query, setParam(key, year))}
            emptyHint={<OtherSearchHint mode="people" query={query} city={filter.city} />}
          />
        ) : mode === 'graves' ? (
          <GravesTab query={query} params={params} go={go} />
        ) : (
          <ServiceSearch
            tab={tab as SearchKind}
            query={query}
            filter={filter}
            category={category}
            view={view}
            go={go}
            emptyHint={<OtherSearchHint mode="services" query={query} city={filter.city} />}
          />
        )}
      </Suspense>
    </Box>
  );
}
