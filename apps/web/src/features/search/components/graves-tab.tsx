import * as paths from '@sp/shared/routes/paths';
import { lazy, Suspense } from 'react';
import { PageState } from '../../../components/page-state';

// a grave's card (what a burial passport's QR code opens) and the burial search come each with its own code
const GraveView = lazy(() => import('./grave-view').then((m) => ({ default: m.GraveView })));
const BurialsSearch = lazy(() => import('./burials-search').then((m) => ({ default: m.BurialsSearch })));

/** The search's address with the same words and what `change` does to a copy of its parameters. */
export function searchHref(
  query: string,
  params: URLSearchParams,
  change: (next: URLSearchParams) => void,
): string {
  const next = new URLSearchParams(params);
  change(next);
  const path = paths.search(query);
  const search = next.toString();
  return search ? `${path}?${search}` : path;
}

/** A positive whole id of the address (?grave=, ?cemetery=), else none. */
export function idParam(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export type GravesTabProps = {
  /** the search's words: the name */
  query: string;
  /** the page's address parameters: ?grave=, ?died=, ?cemetery=, ?view= */
  params: URLSearchParams;
  /** changes the address: the words and what `change` does to its parameters */
  go: (query: string, change: (next: URLSearchParams) => void) => void;
};

/**
 * «Захоронения» (?tab=graves): the deceased buried in the platform's graves by name, year of death and cemetery;
 * with ?grave=<id>, that grave's card, its map and the route to it.
 */
export function GravesTab({ query, params, go }: GravesTabProps) {
  const grave = idParam(params.get('grave'));
  return (
    <Suspense fallback={<PageState kind="loading" />}>
      {grave !== null ? (
        <GraveView id={grave} searchHref={searchHref(query, params, (next) => next.delete('grave'))} />
      ) : (
        <BurialsSearch
          query={query}
          params={params}
          go={go}
          cemeteryId={idParam(params.get('cemetery'))}
          graveHref={(id) => searchHref(query, params, (next) => next.set('grave', String(id)))}
        />
      )}
    </Suspense>
  );
}
