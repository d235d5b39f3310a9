import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { DEFAULT_RADIUS_KM } from '@sp/shared/api/public-limits';
import * as paths from '@sp/shared/routes/paths';
import { type FormEvent, lazy, type ReactNode, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { CityField } from '../../../components/geo/city-field';
import { NearMe } from '../../../components/geo/near-me';
import { PageState } from '../../../components/page-state';
import { SEARCH_KINDS, type SearchFilter, type SearchKind, useSearchResults } from '../api/search-results';
import { LazyResultsMap } from '../components/lazy-results-map';
import { PeopleTabLabel, usePeopleFilter } from '../components/people-tab';
import { CardGrid, CompanyCard, CompositionCard, ItemCard } from '../components/result-cards';
import { type ResultsView, resultsViewOf, ViewToggle } from '../components/view-toggle';

// the select menus' code (MUI Select, Menu, Popover) comes with the tabs that show a category
const CategoryFilter = lazy(() =>
  import('../components/category-filter').then((m) => ({ default: m.CategoryFilter })),
);

// «Люди» (memorial cards, the year fields) loads with its tab
const PeopleResults = lazy(() =>
  import('../components/people-results').then((m) => ({ default: m.PeopleResults })),
);

const TAB_LABELS: Record<SearchKind, string> = {
  companies: 'Компании',
  products: 'Товары',
  services: 'Услуги',
  compositions: 'Готовые решения',
};

const EMPTY_TEXT: Record<SearchKind, string> = {
  companies: 'Компании не найдены. Попробуйте изменить запрос или город.',
  products: 'Товары не найдены. Попробуйте изменить запрос, город или категорию.',
  services: 'Услуги не найдены. Попробуйте изменить запрос, город или категорию.',
  compositions: 'Готовые решения не найдены. Попробуйте изменить запрос или город.',
};

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
  const tab: SearchKind | 'people' =
    tabParam === 'people' ? 'people' : isKind(tabParam) ? tabParam : 'companies';
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

function TabLabel({ kind, filter }: { kind: SearchKind; filter: SearchFilter }) {
  const results = useSearchResults(kind, filter);
  const count = results.data?.pages[0]?.count;
  return (
    <span>
      {TAB_LABELS[kind]}
      {count !== undefined && (
        <Box component="span" sx={{ ml: 0.75, color: 'text.secondary' }}>
          {count}
        </Box>
      )}
    </span>
  );
}

function Results({ kind, filter, view }: { kind: SearchKind; filter: SearchFilter; view: ResultsView }) {
  const results = useSearchResults(kind, filter);
  if (results.isPending) return <PageState kind="loading" />;
  if (results.isError)
    return <PageState kind="error" error={results.error} onRetry={() => results.refetch()} />;
  const pages = results.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.results);
  if (rows.length === 0) return <PageState kind="empty" text={EMPTY_TEXT[kind]} />;
  const total = pages[0]?.count ?? rows.length;
  return (
    <Box sx={{ opacity: results.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
      {view === 'map' ? (
        <LazyResultsMap kind={kind} rows={rows} filter={filter} label={TAB_LABELS[kind]} />
      ) : (
        <CardGrid label={TAB_LABELS[kind]}>
          {kind === 'companies' &&
            (rows as Parameters<typeof CompanyCard>[0]['company'][]).map((company) => (
              <CompanyCard key={company.id} company={company} />
            ))}
          {(kind === 'products' || kind === 'services') &&
            (rows as Parameters<typeof ItemCard>[0]['item'][]).map((item) => (
              <ItemCard key={item.id} item={item} />
            ))}
          {kind === 'compositions' &&
            (rows as Parameters<typeof CompositionCard>[0]['composition'][]).map((composition) => (
              <CompositionCard key={composition.id} composition={composition} />
            ))}
        </CardGrid>
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mt: 3 }}>
        <Typography variant="body2" color="text.secondary">
          Показано {rows.length} из {total}
        </Typography>
        {results.hasNextPage && (
          <Button
            variant="outlined"
            onClick={() => results.fetchNextPage()}
            disabled={results.isFetchingNextPage}
          >
            {results.isFetchingNextPage ? 'Загрузка…' : 'Показать ещё'}
          </Button>
        )}
      </Box>
    </Box>
  );
}

/** The city or point the search is about, for the «urgent» button to start from. */
export type SearchPlace = { cityId: number | null; point: { lat: number; lng: number } | null };

/**
 * /search/{query?}: companies, products, services and ready-made solutions by text, city or distance
 * from the visitor, with a category for products and services.
 * `urgentButton`: the «urgent» call button for the search's place, composed in by the app (features/urgent).
 */
export function SearchPage({ urgentButton }: { urgentButton?: (place: SearchPlace) => ReactNode }) {
  const navigate = useNavigate();
  const { query, params, tab, filter, category } = useSearchState();
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
    go(text, () => {});
  };

  const near = filter.lat !== null && filter.lng !== null;
  const view = resultsViewOf(params.get('view'));
  const tabFilter = { ...filter, category };
  const peopleFilter = usePeopleFilter(query, filter.city, params);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography variant="h2" component="h1">
          Поиск ритуальных услуг
        </Typography>
        {urgentButton?.({
          cityId: filter.city,
          point: filter.lat !== null && filter.lng !== null ? { lat: filter.lat, lng: filter.lng } : null,
        })}
      </Box>
      <Box
        component="form"
        role="search"
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <FormControl size="small" variant="outlined" sx={{ flex: '1 1 280px' }}>
          <InputLabel htmlFor={textId}>Что ищете</InputLabel>
          <OutlinedInput
            id={textId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            label="Что ищете"
            placeholder={tab === 'people' ? 'Фамилия, имя или отчество' : 'Компания, товар или услуга'}
            inputProps={{ maxLength: 200 }}
            endAdornment={
              <InputAdornment position="end">
                <IconButton type="submit" aria-label="Найти" edge="end">
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            }
          />
        </FormControl>
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
      </Box>
      <NearMe
        active={near}
        radius={filter.radius}
        onPoint={(lat, lng) =>
          go(query, (next) => {
            next.delete('city');
            next.set('lat', String(lat));
            next.set('lng', String(lng));
            next.set('radius', String(filter.radius));
          })
        }
        onRadius={(radius) => go(query, setParam('radius', String(radius)))}
        onClear={() =>
          go(query, (next) => {
            for (const key of ['lat', 'lng', 'radius']) next.delete(key);
          })
        }
      />
      <Tabs
        value={tab}
        onChange={(_, next: SearchKind | 'people') =>
          go(query, (params) => {
            setParam('tab', next === 'companies' ? null : next)(params);
            params.delete('cat');
          })
        }
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Что показать"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {SEARCH_KINDS.map((kind) => (
          <Tab
            key={kind}
            value={kind}
            label={<TabLabel kind={kind} filter={kind === tab ? tabFilter : filter} />}
          />
        ))}
        <Tab value="people" label={<PeopleTabLabel filter={peopleFilter} />} />
      </Tabs>
      {tab === 'people' ? (
        <Suspense fallback={<PageState kind="loading" />}>
          <PeopleResults filter={peopleFilter} onYear={(key, year) => go(query, setParam(key, year))} />
        </Suspense>
      ) : (
        <>
          <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
            {(tab === 'products' || tab === 'services') && (
              <Suspense fallback={<Box sx={{ width: 220, height: 40 }} />}>
                <CategoryFilter
                  key={tab}
                  kind={tab}
                  value={category}
                  onChange={(id) => go(query, setParam('cat', id === null ? null : String(id)))}
                />
              </Suspense>
            )}
            <ViewToggle
              value={view}
              onChange={(next) => go(query, setParam('view', next === 'map' ? 'map' : null))}
            />
          </Box>
          <Results key={tab} kind={tab} filter={tabFilter} view={view} />
        </>
      )}
    </Box>
  );
}
