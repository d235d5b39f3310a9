import { lazy, Suspense } from 'react';
import { WhenVisible } from '../../../components/when-visible';
import { useHydrated } from '../../../lib/hydrated';
import type { BurialPlaceSectionProps } from './burial-place-section';

// the section (its request, the card, the map's frame) is a chunk of its own: the page's first load stays as it was
const BurialPlaceSection = lazy(() =>
  import('./burial-place-section').then((m) => ({ default: m.BurialPlaceSection })),
);

type LazyBurialPlaceProps = BurialPlaceSectionProps & {
  /** asked for only when the visitor scrolls near it (a public page far down) */
  deferred?: boolean;
};

/**
 * «Место захоронения», loaded after the page is hydrated (the server's HTML never has it: what the browser
 * renders first must match it), and, when deferred, once its place comes within reach.
 */
export function LazyBurialPlace({ deferred = false, ...props }: LazyBurialPlaceProps) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const section = (
    <Suspense fallback={null}>
      <BurialPlaceSection {...props} />
    </Suspense>
  );
  return deferred ? <WhenVisible>{section}</WhenVisible> : section;
}
