import type { FamilyTree } from '@sp/shared/api/family-tree';
import { generateFamilyTree } from '@sp/shared/family-tree/sample-tree';
import { describe, expect, it } from 'vitest';
import { NO_EVENTS, node, parent, smallTree } from './tree-fixtures';
import { buildOutline, expandableIds, visibleRows } from './tree-outline';

describe('tree outline', () => {
  it('lists descendants under one parent and names married-in persons beside their spouse', () => {
    const outline = buildOutline(smallTree());
    expect(outline.roots).toEqual([1]);
    expect(outline.children.get(1)).toEqual([3]);
    // by birth: Анна 1980, Лев 1990
    expect(outline.children.get(3)).toEqual([5, 7]);
    expect([...outline.inline.entries()].sort()).toEqual([
      [2, 1],
      [4, 3],
      [6, 3],
    ]);
    expect(outline.spouses.get(3)?.map((spouse) => spouse.person.first_name)).toEqual(['Ольга', 'Вера']);

    const all = visibleRows(outline, expandableIds(outline));
    expect(all.map((row) => [row.id, row.level, row.position, row.siblings])).toEqual([
      [1, 1, 1, 1],
      [3, 2, 1, 1],
      [5, 3, 1, 2],
      [7, 3, 2, 2],
    ]);
    expect(visibleRows(outline, new Set([1])).map((row) => row.id)).toEqual([1, 3]);
  });

  it('keeps everyone of a loop in the data, and unrelated people as their own roots', () => {
    const tree: FamilyTree = {
      nodes: [node(1), node(2), node(3)],
      links: [parent(1, 2), parent(2, 1)],
      focus_node_id: null,
    };
    const outline = buildOutline(tree);
    const rows = visibleRows(outline, expandableIds(outline));
    expect(rows.map((row) => row.id).sort()).toEqual([1, 2, 3]);
  });

  it('shows each of 2,000 persons once, as a row or beside a spouse', () => {
    const sample = generateFamilyTree(2000, 5);
    const tree: FamilyTree = {
      nodes: sample.persons.map((p) => node(p.id, { gender: p.gender, date_birth: p.birth })),
      links: [
        ...sample.parents.map(([from, to], i) => ({
          id: i,
          kind: 'parent' as const,
          from,
          to,
          ...NO_EVENTS,
        })),
        ...sample.spouses.map(([from, to], i) => ({
          id: 5000 + i,
          kind: 'spouse' as const,
          from,
          to,
          ...NO_EVENTS,
        })),
      ],
      focus_node_id: null,
    };
    const outline = buildOutline(tree);
    const rows = visibleRows(outline, expandableIds(outline));
    const ids = new Set(rows.map((row) => row.id));
    expect(ids.size).toBe(rows.length);
    for (const person of sample.persons)
      expect(ids.has(person.id) || outline.inline.has(person.id)).toBe(true);
  });
});
