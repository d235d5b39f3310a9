import type { FamilyTree, FamilyTreeNode } from '@sp/shared/api/family-tree';
import { FamilyRelations } from '@sp/shared/family-tree/relations';

/**
 * The tree as an outline of descendants: every node is listed once, under one of its parents; a married-in
 * person without parents of their own is named beside their spouse instead of starting a list of their own.
 */
export type Outline = {
  nodes: Map<number, FamilyTreeNode>;
  roots: number[];
  children: Map<number, number[]>;
  /** everyone married to the node, for the line under the name */
  spouses: Map<number, FamilyTreeNode[]>;
  /** nodes named only beside a spouse → that spouse's node */
  inline: Map<number, number>;
};

const byBirth = (nodes: Map<number, FamilyTreeNode>) => (a: number, b: number) => {
  const birthA = nodes.get(a)?.person.date_birth ?? '';
  const birthB = nodes.get(b)?.person.date_birth ?? '';
  if (birthA && birthB && birthA !== birthB) return birthA < birthB ? -1 : 1;
  return a - b;
};

export function buildOutline(tree: FamilyTree): Outline {
  const nodes = new Map(tree.nodes.map((node) => [node.id, node]));
  const relations = new FamilyRelations(tree.links);
  const ids = [...nodes.keys()].sort((a, b) => a - b);
  const hasParents = (id: number) => relations.parents(id).some((parent) => nodes.has(parent));
  const spousesOf = (id: number) => relations.spouses(id).filter((spouse) => nodes.has(spouse));

  // married-in persons go beside a spouse with parents, or beside a spouse already listed as a root
  const inline = new Map<number, number>();
  const rootItems = new Set<number>();
  for (const id of ids) {
    if (hasParents(id)) continue;
    const blood = spousesOf(id).find(hasParents);
    if (blood !== undefined) inline.set(id, blood);
  }
  for (const id of ids) {
    if (hasParents(id) || inline.has(id)) continue;
    const listed = spousesOf(id).find((spouse) => rootItems.has(spouse));
    if (listed !== undefined) inline.set(id, listed);
    else rootItems.add(id);
  }

  const children = new Map<number, number[]>();
  const placed = new Set<number>();
  for (const id of ids) {
    const parents = relations.parents(id).filter((parent) => nodes.has(parent));
    if (!parents.length) continue;
    const item = parents.find((parent) => !inline.has(parent)) ?? inline.get(parents[0])!;
    const list = children.get(item) ?? [];
    list.push(id);
    children.set(item, list);
    placed.add(id);
  }
  const order = byBirth(nodes);
  for (const list of children.values()) list.sort(order);

  // whatever a loop in the data left unreachable becomes a root, so nobody is missing
  const reached = new Set<number>();
  const stack = [...rootItems];
  while (stack.length) {
    const id = stack.pop()!;
    if (reached.has(id)) continue;
    reached.add(id);
    for (const child of children.get(id) ?? []) stack.push(child);
  }
  const roots = [...rootItems];
  for (const id of ids) if (!inline.has(id) && !reached.has(id)) roots.push(id);
  roots.sort(order);

  const spouses = new Map<number, FamilyTreeNode[]>();
  for (const id of ids)
    spouses.set(
      id,
      spousesOf(id).map((spouse) => nodes.get(spouse)!),
    );
  return { nodes, roots, children, spouses, inline };
}

export type OutlineRow = {
  id: number;
  level: number;
  /** 1-based place among its siblings, and how many siblings */
  position: number;
  siblings: number;
  parentId: number | null;
  hasChildren: boolean;
};

/** The rows shown with the given expanded nodes, in reading order (each node once, loops cut). */
export function visibleRows(outline: Outline, expanded: ReadonlySet<number>): OutlineRow[] {
  const rows: OutlineRow[] = [];
  const seen = new Set<number>();
  const walk = (list: number[], level: number, parentId: number | null) => {
    const fresh = list.filter((id) => !seen.has(id));
    fresh.forEach((id, index) => {
      if (seen.has(id)) return;
      seen.add(id);
      const kids = (outline.children.get(id) ?? []).filter((child) => !seen.has(child));
      rows.push({
        id,
        level,
        position: index + 1,
        siblings: fresh.length,
        parentId,
        hasChildren: kids.length > 0,
      });
      if (kids.length && expanded.has(id)) walk(kids, level + 1, id);
    });
  };
  walk(outline.roots, 1, null);
  return rows;
}

/** Every node that has children in the outline (to expand all). */
export function expandableIds(outline: Outline): Set<number> {
  return new Set([...outline.children.entries()].filter(([, list]) => list.length).map(([id]) => id));
}
