import type { ReactNode } from 'react';
import { GraveCard } from '../../../components/grave/grave-card';
import { useGraveOfPage } from '../api/grave-of-page';

export type BurialPlaceSectionProps = {
  pageId: number;
  /** the section around the card, in the style of its page; never called when no grave is known */
  frame: (card: ReactNode) => ReactNode;
  /** the map under the words (a narrow column) */
  narrow?: boolean;
};

/**
 * «Место захоронения»: the grave of the page's person, when the platform knows it (its cemetery, number, who
 * else rests there, a map and the route). Nothing at all while it loads, when none is known or it failed: the
 * page stays calm.
 */
export function BurialPlaceSection({ pageId, frame, narrow = false }: BurialPlaceSectionProps) {
  const state = useGraveOfPage(pageId);
  if (state.status !== 'ready') return null;
  return frame(<GraveCard grave={state.grave} pageId={pageId} narrow={narrow} />);
}
