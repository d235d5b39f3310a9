import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { lazy, type ReactNode, Suspense } from 'react';
import { NearMe } from '../../../components/geo/near-me';
import { PageState } from '../../../components/page-state';
import { TabStrip } from '../../../components/tab-strip';
import { SEARCH_KINDS, type SearchFilter, type SearchKind, useSearchResults } from '../api/search-results';
import { countText } from './count-text';
import { LazyResultsMap } from './lazy-results-map';
import { CardGrid, CompanyCard } from './result-cards';
import { type ResultsView, ViewToggle } from './view-toggle';

// the cards of products, services and ready-made solutions come with the first of those tabs opened or pointed at
const loadOfferCards = () => import('./offer-cards');
const OfferCards = lazy(() => loadOfferCards().then((m) => ({ default: m.OfferCards })));

// the select menus' code (MUI Select, Menu, Popover) comes with the tabs that show a category
const CategoryFilter = lazy(() => import('./category-filter').then((m) => ({ default: m.CategoryFilter })));

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

/** A page of results as the server answered it: products and services say whether their count is exact. */
type CountedPage = { count: number; count_exact?: boolean };

function TabLabel({ kind, filter }: { kind: SearchKind; filter: SearchFilter }) {
  const results = useSearchResults(kind, filter);
  const first = results.data?.pages[0] as CountedPage | undefined;
  return (
    <span>
      {TAB_LABELS[kind]}
      {first && (
        <Box component="span" sx={{ ml: 0.75, color: 'text.secondary' }}>
          {countText(first.count, first.count_exact)}
        </Box>
      )}
    </span>
  );
}

type ResultsProps = {
  kind: SearchKind;
  filter: SearchFilter;
  view: ResultsView;
  /** under an empty list: the way to the other search */
  emptyHint?: ReactNode;
};

function Results({ kind, filter, view, emptyHint }: ResultsProps) {
  const results = useSearchResults(kind, filter);
  if (results.isPending) return <PageState kind="loading" />;
  if (results.isError)
    return <PageState kind="error" error={results.error} onRetry={() => results.refetch()} />;
  const pages = results.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.results);
  if (rows.length === 0)
    return (
      <>
        <PageState kind="empty" text={EMPTY_TEXT[kind]} />
        {emptyHint}
      </>
    );
  const first = pages[0] as CountedPage | undefined;
  const totalText = countText(first?.count ?? rows.length, first?.count_exact);
  return (
    <Box sx={{ opacity: results.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
      {view === 'map' ? (
        <LazyResultsMap kind={kind} rows={rows} filter={filter} label={TAB_LABELS[kind]} />
      ) : kind === 'companies' ? (
        <CardGrid label={TAB_LABELS[kind]}>
          {(rows as Parameters<typeof CompanyCard>[0]['company'][]).map((company) => (
            <CompanyCard key={company.id} company={company} />
          ))}
        </CardGrid>
      ) : (
        <Suspense fallback={<PageState kind="loading" />}>
          <OfferCards kind={kind} rows={rows} label={TAB_LABELS[kind]} />
        </Suspense>
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mt: 3 }}>
        <Typography variant="body2" color="text.secondary">
          Показано {rows.length} из {totalText}
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

type ServiceSearchProps = {
  tab: SearchKind;
  query: string;
  filter: SearchFilter;
  category: number | null;
  view: ResultsView;
  /** changes the address: the words and what `change` does to its parameters */
  go: (query: string, change: (next: URLSearchParams) => void) => void;
  /** under an empty list: the way to the people search */
  emptyHint?: ReactNode;
};

const setParam = (key: string, value: string | null) => (next: URLSearchParams) => {
  if (value === null) next.delete(key);
  else next.set(key, value);
};

/**
 * The search of ritual services: «Рядом со мной», the tabs of companies, products, services and ready-made
 * solutions with their counts, a category, the list or the map. Loaded with that search only: the people
 * search never carries its code.
 */
export function ServiceSearch({ tab, query, filter, category, view, go, emptyHint }: ServiceSearchProps) {
  const near = filter.lat !== null && filter.lng !== null;
  const tabFilter = { ...filter, category };
  return (
    <>
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
      {/* pointing at or reaching the tabs fetches the other tabs' cards before one is opened */}
      <Box onPointerEnter={loadOfferCards} onFocus={loadOfferCards}>
        <TabStrip
          value={tab}
          options={SEARCH_KINDS}
          label={(kind) => <TabLabel kind={kind} filter={kind === tab ? tabFilter : filter} />}
          onChange={(next) =>
            go(query, (params) => {
              setParam('tab', next === 'companies' ? null : next)(params);
              params.delete('cat');
            })
          }
          name="Что показать"
        />
      </Box>
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
      <Results key={tab} kind={tab} filter={tabFilter} view={view} emptyHint={emptyHint} />
    </>
  );
}
