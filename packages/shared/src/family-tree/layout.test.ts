import { describe, expect, it } from 'vitest';
import {
  type CardPosition,
  DEFAULT_FAMILY_LAYOUT,
  type FamilyTreeInput,
  type FamilyTreePerson,
  isotonicPlacement,
  layoutFamilyTree,
} from './layout';
import { generateFamilyTree } from './sample-tree';

const W = DEFAULT_FAMILY_LAYOUT.cardWidth;
const H = DEFAULT_FAMILY_LAYOUT.cardHeight;

const man = (id: number, birth?: string): FamilyTreePerson => ({ id, gender: 'male', birth });
const woman = (id: number, birth?: string): FamilyTreePerson => ({ id, gender: 'female', birth });

function lay(input: FamilyTreeInput) {
  const layout = layoutFamilyTree(input);
  const card = new Map<number, CardPosition>(layout.cards.map((c) => [c.id, c]));
  const at = (id: number) => {
    const found = card.get(id);
    if (!found) throw new Error(`no card ${id}`);
    return found;
  };
  const center = (id: number) => at(id).x + W / 2;
  return { layout, at, center };
}

/** No two cards of a row overlap. */
function expectNoOverlaps(cards: CardPosition[]) {
  const rows = new Map<number, number[]>();
  for (const card of cards) rows.set(card.y, [...(rows.get(card.y) ?? []), card.x]);
  for (const xs of rows.values()) {
    xs.sort((a, b) => a - b);
    for (let i = 1; i < xs.length; i++) expect(xs[i] - xs[i - 1]).toBeGreaterThanOrEqual(W - 1e-6);
  }
}

describe('family tree layout', () => {
  it('lays out nothing, and one person at the origin', () => {
    expect(layoutFamilyTree({ persons: [], parents: [], spouses: [] })).toEqual({
      cards: [],
      connectors: [],
      width: 0,
      height: 0,
    });
    const { layout } = lay({ persons: [man(1)], parents: [], spouses: [] });
    expect(layout.cards).toEqual([{ id: 1, x: 0, y: 0, generation: 0 }]);
    expect(layout).toMatchObject({ width: W, height: H, connectors: [] });
  });

  it('puts a couple side by side, the husband on the left, joined by a spouse line', () => {
    const { layout, at } = lay({ persons: [woman(1), man(2)], parents: [], spouses: [[1, 2]] });
    expect(at(2).y).toBe(at(1).y);
    expect(at(2).x + W + DEFAULT_FAMILY_LAYOUT.coupleGap).toBeCloseTo(at(1).x);
    expect(layout.connectors).toEqual([{ kind: 'spouse', points: [at(2).x + W, H / 2, at(1).x, H / 2] }]);
  });

  it('hangs children under their couple in birth order, one generation down', () => {
    const { layout, at, center } = lay({
      persons: [man(1), woman(2), woman(4, '1952'), man(3, '1950'), man(5, '1955-03')],
      parents: [
        [1, 3],
        [2, 3],
        [1, 4],
        [2, 4],
        [1, 5],
        [2, 5],
      ],
      spouses: [[1, 2]],
    });
    for (const child of [3, 4, 5]) {
      expect(at(child).generation).toBe(1);
      expect(at(child).y).toBe(H + DEFAULT_FAMILY_LAYOUT.rankGap);
    }
    expect(center(3)).toBeLessThan(center(4));
    expect(center(4)).toBeLessThan(center(5));
    // the couple stands over the middle of its children
    expect((center(1) + center(2)) / 2).toBeCloseTo((center(3) + center(5)) / 2, 0);
    const descent = layout.connectors.filter((c) => c.kind === 'descent');
    // the drop from the couple, the bar, one line per child
    expect(descent).toHaveLength(5);
    expect(descent[0].points.slice(0, 2)).toEqual([(center(1) + center(2)) / 2, H / 2]);
  });

  it('draws several marriages: the person between two spouses, half-siblings under the right couple', () => {
    const { at, center } = lay({
      persons: [
        man(1),
        woman(2),
        woman(3),
        man(10, '1950'),
        woman(11, '1952'),
        man(20, '1960'),
        woman(21, '1962'),
      ],
      parents: [
        [1, 10],
        [2, 10],
        [1, 11],
        [2, 11],
        [1, 20],
        [3, 20],
        [1, 21],
        [3, 21],
      ],
      spouses: [
        [1, 2],
        [1, 3],
      ],
    });
    const [first, second] = center(2) < center(3) ? [2, 3] : [3, 2];
    expect(center(first)).toBeLessThan(center(1));
    expect(center(1)).toBeLessThan(center(second));
    expect(new Set([at(1).y, at(2).y, at(3).y]).size).toBe(1);
    const anchor = (wife: number) => (center(1) + center(wife)) / 2;
    for (const [child, wife, other] of [
      [10, 2, 3],
      [11, 2, 3],
      [20, 3, 2],
      [21, 3, 2],
    ]) {
      expect(Math.abs(center(child) - anchor(wife))).toBeLessThan(Math.abs(center(child) - anchor(other)));
    }
    // the two families do not interleave
    const firstKids = first === 2 ? [10, 11] : [20, 21];
    const secondKids = first === 2 ? [20, 21] : [10, 11];
    expect(Math.max(...firstKids.map(center))).toBeLessThan(Math.min(...secondKids.map(center)));
  });

  it('brings an in-law’s parents above the in-law and turns the couple towards both families', () => {
    const { at, center } = lay({
      persons: [man(1), woman(2), man(3), man(4), woman(5), woman(6), woman(7)],
      // 1+2 → 3 (and 7); 4+5 → 6; 3 marries 6
      parents: [
        [1, 3],
        [2, 3],
        [1, 7],
        [2, 7],
        [4, 6],
        [5, 6],
      ],
      spouses: [
        [1, 2],
        [4, 5],
        [3, 6],
      ],
    });
    expect(at(3).generation).toBe(1);
    expect(at(6).generation).toBe(1);
    expect(at(4).generation).toBe(0);
    const parentsOf3 = (center(1) + center(2)) / 2;
    const parentsOf6 = (center(4) + center(5)) / 2;
    expect(parentsOf3 < parentsOf6).toBe(center(3) < center(6));
    expect(Math.abs(center(6) - parentsOf6)).toBeLessThan(2 * W);
  });

  it('aligns a married-in person with a deeper family on their spouse’s generation', () => {
    // 1 → 2 → 3 → 4 (four generations); 10 → 11, and 11 marries 4
    const { at } = lay({
      persons: [man(1), man(2), man(3), man(4), woman(10), woman(11)],
      parents: [
        [1, 2],
        [2, 3],
        [3, 4],
        [10, 11],
      ],
      spouses: [[4, 11]],
    });
    expect(at(4).generation).toBe(3);
    expect(at(11).generation).toBe(3);
    expect(at(10).generation).toBe(2);
  });

  it('draws a child of one known parent from that parent, with no partner line', () => {
    const { layout, center } = lay({
      persons: [woman(1), man(2)],
      parents: [[1, 2]],
      spouses: [],
    });
    expect(center(2)).toBeCloseTo(center(1));
    expect(layout.connectors.every((c) => c.kind === 'descent')).toBe(true);
    expect(layout.connectors[0].points.slice(0, 2)).toEqual([center(1), H]);
  });

  it('draws the two parents of a child without a recorded marriage as partners', () => {
    const { layout } = lay({
      persons: [man(1), woman(2), man(3)],
      parents: [
        [1, 3],
        [2, 3],
      ],
      spouses: [],
    });
    expect(layout.connectors.filter((c) => c.kind === 'partner')).toHaveLength(1);
  });

  it('puts the largest family on top and packs unrelated people on shelves below it', () => {
    const { at, layout } = lay({
      persons: [man(1), man(2), woman(3), ...Array.from({ length: 20 }, (_, i) => man(100 + i))],
      parents: [],
      spouses: [[2, 3]],
    });
    expect(at(2)).toMatchObject({ x: 0, y: 0 });
    const below = layout.cards.filter((card) => card.id !== 2 && card.id !== 3);
    expect(below.every((card) => card.y > H)).toBe(true);
    // wrapped into several shelves no wider than six cards' room
    expect(new Set(below.map((card) => card.y)).size).toBeGreaterThan(2);
    expect(layout.width).toBeLessThanOrEqual(6 * (W + DEFAULT_FAMILY_LAYOUT.groupGap));
    expectNoOverlaps(layout.cards);
    expect(at(1).y).toBeGreaterThan(0);
  });

  it('survives inconsistent data: a parent loop, a third parent, unknown ids, a marriage to a descendant', () => {
    const { layout } = lay({
      persons: [man(1), man(2), man(3), man(4), woman(5)],
      parents: [
        [1, 2],
        [2, 1],
        [3, 4],
        [1, 4],
        [2, 4],
        [99, 4],
        [4, 4],
      ],
      spouses: [
        [3, 4],
        [1, 5],
        [1, 77],
      ],
    });
    expect(layout.cards).toHaveLength(5);
    expect(layout.cards.every((c) => Number.isFinite(c.x) && Number.isFinite(c.y))).toBe(true);
    expectNoOverlaps(layout.cards);
  });

  it('keeps a generated family of 2,000 persons free of overlaps, children below their parents', () => {
    const sample = generateFamilyTree(2000, 11);
    const { layout, at } = lay(sample);
    expect(layout.cards).toHaveLength(2000);
    expectNoOverlaps(layout.cards);
    for (const [parent, child] of sample.parents) expect(at(child).y).toBeGreaterThan(at(parent).y);
    for (const [a, b] of sample.spouses) expect(at(a).y).toBe(at(b).y);
    expect(layout.width).toBeGreaterThan(0);
  });

  it('places boxes in order, as close as possible to where they want to be', () => {
    expect([...isotonicPlacement([0, 0, 0], [1, 1, 1], [10, 10, 0])]).toEqual([-10, 0, 10]);
    expect([...isotonicPlacement([0, 100], [1, 1], [10, 0])]).toEqual([0, 100]);
    expect([...isotonicPlacement([5, 0], [3, 1], [10, 0])]).toEqual([1.25, 11.25]);
  });
});
