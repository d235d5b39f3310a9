/**
 * The family-tree chart's layout: pure, no DOM, fast enough for thousands of persons (a few milliseconds for
 * 2,000; `npm run bench` measures it).
 *
 * 1. Partners (spouses, and the two parents of a child even when no marriage is recorded) are bound into one
 *    unit that always sits side by side: a couple, or a chain for remarriages (a person with two spouses sits
 *    between them). Units whose members are ancestors of each other are split back into single persons.
 * 2. Generations: a breadth-first walk sets each unit one row below its parents and one above its children,
 *    then rows are pushed down where the data disagrees (every child below all its parents).
 * 3. Order in each row: a depth-first walk (children in birth order, then the in-laws' parents), improved by
 *    barycentre sweeps and kept at the fewest crossings. Children group under the couple they come from, so
 *    half-siblings stand under the right marriage.
 * 4. Columns: alternate passes pull each unit under its parents and each couple over its children; each row is
 *    solved exactly with the pool-adjacent-violators algorithm (least squares keeping order and gaps).
 * 5. Connectors: partner lines between cards, then a drop from each couple to a bar over its children; bars of
 *    different families that overlap in a row gap are put on separate tracks.
 * Unconnected families are laid out apart: the largest on top, the others on shelves below it.
 */

export type FamilyTreePerson = {
  id: number;
  /** 'male', 'female'; anything else (x, unknown, null) places the person as one of unknown gender */
  gender?: string | null;
  /** sorts siblings: a partial ISO date ("1950", "1950-03", "1950-03-12") */
  birth?: string | null;
};

export type FamilyTreeInput = {
  persons: readonly FamilyTreePerson[];
  /** [parent id, child id] */
  parents: readonly (readonly [number, number])[];
  /** [id, id]: a marriage */
  spouses: readonly (readonly [number, number])[];
};

export type FamilyLayoutOptions = {
  cardWidth: number;
  cardHeight: number;
  /** between partners */
  coupleGap: number;
  /** between units that share parents */
  siblingGap: number;
  /** between units of different families */
  groupGap: number;
  /** vertical space between rows */
  rankGap: number;
  /** between unconnected families */
  componentGap: number;
  /** alternate column passes */
  iterations: number;
};

export const DEFAULT_FAMILY_LAYOUT: FamilyLayoutOptions = {
  cardWidth: 200,
  cardHeight: 88,
  coupleGap: 28,
  siblingGap: 24,
  groupGap: 56,
  rankGap: 72,
  componentGap: 120,
  iterations: 12,
};

export type CardPosition = {
  id: number;
  /** top-left corner */
  x: number;
  y: number;
  /** 0 for the top row of its family group */
  generation: number;
};

/**
 * 'spouse': a recorded marriage; 'partner': two parents of a child without a recorded marriage (drawn dashed);
 * 'descent': from a couple (or a single known parent) down to its children.
 */
export type ConnectorKind = 'spouse' | 'partner' | 'descent';

export type Connector = {
  kind: ConnectorKind;
  /** a polyline: x0, y0, x1, y1, … */
  points: number[];
};

export type FamilyTreeLayout = {
  cards: CardPosition[];
  connectors: Connector[];
  width: number;
  height: number;
};

const EMPTY: FamilyTreeLayout = { cards: [], connectors: [], width: 0, height: 0 };

/** Where everything goes. Unknown ids and self-links are ignored; a child keeps at most two parents. */
export function layoutFamilyTree(
  input: FamilyTreeInput,
  options: Partial<FamilyLayoutOptions> = {},
): FamilyTreeLayout {
  const o: FamilyLayoutOptions = { ...DEFAULT_FAMILY_LAYOUT, ...options };
  const n = input.persons.length;
  if (n === 0) return EMPTY;
  const graph = buildGraph(input);
  const units = buildUnits(graph);
  const ranks = rankUnits(units);
  const cards: CardPosition[] = [];
  const connectors: Connector[] = [];
  // the largest family on top; the others on shelves below it, wrapped at its width (at least a few cards)
  let maxWidth = 0;
  let x = 0;
  let y = 0;
  let shelfHeight = 0;
  let width = 0;
  // working arrays shared by every family group (a tree may hold a thousand unrelated persons)
  const scratch = {
    slot: new Float64Array(n),
    centerX: new Float64Array(n),
    unitX: new Float64Array(units.members.length),
  };
  ranks.components.forEach((component, index) => {
    const rows = orderRows(graph, units, ranks.rank, component, scratch.slot);
    const centers = placeColumns(graph, units, rows, o, scratch);
    const part = drawComponent(graph, units, rows, centers, o, 0);
    if (index === 0) maxWidth = Math.max(part.width, 6 * (o.cardWidth + o.groupGap));
    else if (index === 1 || x + part.width > maxWidth) {
      y += shelfHeight + o.componentGap;
      x = 0;
      shelfHeight = 0;
    }
    for (const card of part.cards) cards.push({ ...card, x: card.x + x, y: card.y + y });
    for (const connector of part.connectors)
      connectors.push({ kind: connector.kind, points: connector.points.map((v, i) => v + (i % 2 ? y : x)) });
    width = Math.max(width, x + part.width);
    shelfHeight = Math.max(shelfHeight, part.height);
    x += part.width + o.componentGap;
  });
  return { cards, connectors, width, height: y + shelfHeight };
}

// ---------------------------------------------------------------------------------------------------------
// 1. The graph of persons

type Graph = {
  n: number;
  ids: number[];
  persons: readonly FamilyTreePerson[];
  /** at most two, in link order */
  parentsOf: number[][];
  childrenOf: number[][];
  /** spouses and co-parents, in link order */
  partnersOf: number[][];
  married: Set<number>;
};

const pairKey = (a: number, b: number, n: number) => (a < b ? a * n + b : b * n + a);

function buildGraph(input: FamilyTreeInput): Graph {
  const n = input.persons.length;
  const index = new Map<number, number>();
  input.persons.forEach((person, i) => {
    if (!index.has(person.id)) index.set(person.id, i);
  });
  const parentsOf: number[][] = Array.from({ length: n }, () => []);
  const childrenOf: number[][] = Array.from({ length: n }, () => []);
  for (const [parentId, childId] of input.parents) {
    const parent = index.get(parentId);
    const child = index.get(childId);
    if (parent === undefined || child === undefined || parent === child) continue;
    if (parentsOf[child].includes(parent) || parentsOf[child].length >= 2) continue;
    parentsOf[child].push(parent);
    childrenOf[parent].push(child);
  }
  breakParentCycles(n, parentsOf, childrenOf);

  const partnersOf: number[][] = Array.from({ length: n }, () => []);
  const married = new Set<number>();
  const addPartners = (a: number, b: number) => {
    if (a === b || partnersOf[a].includes(b)) return;
    partnersOf[a].push(b);
    partnersOf[b].push(a);
  };
  for (const [aId, bId] of input.spouses) {
    const a = index.get(aId);
    const b = index.get(bId);
    if (a === undefined || b === undefined || a === b) continue;
    married.add(pairKey(a, b, n));
    addPartners(a, b);
  }
  for (let child = 0; child < n; child++) {
    const parents = parentsOf[child];
    if (parents.length === 2) addPartners(parents[0], parents[1]);
  }
  return {
    n,
    ids: input.persons.map((person) => person.id),
    persons: input.persons,
    parentsOf,
    childrenOf,
    partnersOf,
    married,
  };
}

/** A person cannot be their own ancestor; should the data say so, the links closing a loop are dropped. */
function breakParentCycles(n: number, parentsOf: number[][], childrenOf: number[][]): void {
  const state = new Uint8Array(n); // 0 new, 1 on the path, 2 done
  const cursor = new Int32Array(n);
  for (let start = 0; start < n; start++) {
    if (state[start]) continue;
    const stack = [start];
    state[start] = 1;
    while (stack.length) {
      const node = stack[stack.length - 1];
      const children = childrenOf[node];
      if (cursor[node] < children.length) {
        const child = children[cursor[node]];
        if (state[child] === 1) {
          children.splice(cursor[node], 1);
          parentsOf[child].splice(parentsOf[child].indexOf(node), 1);
          continue;
        }
        cursor[node] += 1;
        if (state[child] === 0) {
          state[child] = 1;
          stack.push(child);
        }
      } else {
        state[node] = 2;
        stack.pop();
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// 2. Units (partners side by side) and generations

type Units = {
  /** members left to right */
  members: number[][];
  unitOf: Int32Array;
  /** unit → parent units / child units, without repeats */
  up: number[][];
  down: number[][];
};

function buildUnits(graph: Graph): Units {
  const { n, partnersOf } = graph;
  const root = Int32Array.from({ length: n }, (_, i) => i);
  const find = (i: number): number => {
    let r = i;
    while (root[r] !== r) r = root[r];
    while (root[i] !== r) {
      const next = root[i];
      root[i] = r;
      i = next;
    }
    return r;
  };
  for (let a = 0; a < n; a++) for (const b of partnersOf[a]) root[find(a)] = find(b);

  const unitOf = new Int32Array(n);
  const byRoot = new Map<number, number>();
  const groups: number[][] = [];
  for (let i = 0; i < n; i++) {
    const r = find(i);
    let unit = byRoot.get(r);
    if (unit === undefined) {
      unit = groups.length;
      byRoot.set(r, unit);
      groups.push([]);
    }
    groups[unit].push(i);
    unitOf[i] = unit;
  }

  // A unit must not hold a person and their ancestor: split such units (rare, inconsistent generations).
  for (;;) {
    const split = unitsInLoops(graph, groups, unitOf);
    if (!split.size) break;
    for (const unit of split) {
      const [first, ...rest] = groups[unit];
      groups[unit] = [first];
      for (const member of rest) {
        unitOf[member] = groups.length;
        groups.push([member]);
      }
    }
  }

  const members = groups.map((group) => linearize(graph, group, unitOf));
  const up: number[][] = members.map(() => []);
  const down: number[][] = members.map(() => []);
  for (let child = 0; child < n; child++) {
    for (const parent of graph.parentsOf[child]) {
      const from = unitOf[parent];
      const to = unitOf[child];
      if (!down[from].includes(to)) down[from].push(to);
      if (!up[to].includes(from)) up[to].push(from);
    }
  }
  return { members, unitOf, up, down };
}

/** Units on a loop of parent links between units (or holding a parent and its child). */
function unitsInLoops(graph: Graph, groups: number[][], unitOf: Int32Array): Set<number> {
  const count = groups.length;
  const out: number[][] = groups.map(() => []);
  const loops = new Set<number>();
  const indegree = new Int32Array(count);
  for (let child = 0; child < graph.n; child++) {
    for (const parent of graph.parentsOf[child]) {
      const from = unitOf[parent];
      const to = unitOf[child];
      if (from === to) {
        if (groups[from].length > 1) loops.add(from);
        continue;
      }
      out[from].push(to);
      indegree[to] += 1;
    }
  }
  if (loops.size) return loops;
  const queue: number[] = [];
  for (let u = 0; u < count; u++) if (indegree[u] === 0) queue.push(u);
  let seen = 0;
  while (queue.length) {
    const u = queue.pop()!;
    seen += 1;
    for (const v of out[u]) if (--indegree[v] === 0) queue.push(v);
  }
  if (seen === count) return loops;
  // What is left is on a loop or below one: split the multi-person units of strongly connected parts.
  const left = new Set<number>();
  for (let u = 0; u < count; u++) if (indegree[u] > 0) left.add(u);
  for (const part of stronglyConnected(left, out)) {
    if (part.length < 2) continue;
    for (const u of part) if (groups[u].length > 1) loops.add(u);
  }
  return loops;
}

/** Tarjan's strongly connected components over the given nodes, iteratively. */
function stronglyConnected(nodes: Set<number>, out: number[][]): number[][] {
  const index = new Map<number, number>();
  const low = new Map<number, number>();
  const onStack = new Set<number>();
  const stack: number[] = [];
  const parts: number[][] = [];
  let counter = 0;
  for (const start of nodes) {
    if (index.has(start)) continue;
    const work: { node: number; edge: number }[] = [{ node: start, edge: 0 }];
    index.set(start, counter);
    low.set(start, counter);
    counter += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const edges = out[frame.node];
      if (frame.edge < edges.length) {
        const next = edges[frame.edge++];
        if (!nodes.has(next)) continue;
        if (!index.has(next)) {
          index.set(next, counter);
          low.set(next, counter);
          counter += 1;
          stack.push(next);
          onStack.add(next);
          work.push({ node: next, edge: 0 });
        } else if (onStack.has(next)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(next)!));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent)!, low.get(frame.node)!));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const part: number[] = [];
        let member: number;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          part.push(member);
        } while (member !== frame.node);
        parts.push(part);
      }
    }
  }
  return parts;
}

/**
 * Partners in a row: the most married person in the middle, the first partner to the right of a man and to the
 * left of a woman (a husband stands left of his wife), further partners alternating sides; a partner's own other
 * partners continue outwards on that side.
 */
function linearize(graph: Graph, group: number[], unitOf: Int32Array): number[] {
  if (group.length === 1) return group;
  const unit = unitOf[group[0]];
  const inUnit = (i: number) => graph.partnersOf[i].filter((p) => unitOf[p] === unit);
  let center = group[0];
  let best = -1;
  for (const member of group) {
    const degree = inUnit(member).length * 2 + (graph.persons[member].gender === 'male' ? 1 : 0);
    if (degree > best) {
      best = degree;
      center = member;
    }
  }
  const left: number[] = [];
  const right: number[] = [];
  const placed = new Set([center]);
  const queue: { person: number; side: -1 | 1 }[] = [];
  let side: -1 | 1 = graph.persons[center].gender === 'female' ? -1 : 1;
  for (const partner of inUnit(center)) {
    if (placed.has(partner)) continue;
    placed.add(partner);
    (side === 1 ? right : left).push(partner);
    queue.push({ person: partner, side });
    side = side === 1 ? -1 : 1;
  }
  while (queue.length) {
    const { person, side: personSide } = queue.shift()!;
    for (const partner of inUnit(person)) {
      if (placed.has(partner)) continue;
      placed.add(partner);
      (personSide === 1 ? right : left).push(partner);
      queue.push({ person: partner, side: personSide });
    }
  }
  // members reached through nobody (cannot happen for a connected group) go to the right
  for (const member of group) if (!placed.has(member)) right.push(member);
  return [...left.reverse(), center, ...right];
}

type Ranks = { rank: Int32Array; components: number[][] };

/** Rows per unit: one below the parents, one above the children; every child strictly below its parents. */
function rankUnits(units: Units): Ranks {
  const count = units.members.length;
  const rank = new Int32Array(count);
  const seen = new Uint8Array(count);
  const components: number[][] = [];
  for (let start = 0; start < count; start++) {
    if (seen[start]) continue;
    const component = [start];
    seen[start] = 1;
    for (let head = 0; head < component.length; head++) {
      const u = component[head];
      for (const v of units.down[u]) {
        if (seen[v]) continue;
        seen[v] = 1;
        rank[v] = rank[u] + 1;
        component.push(v);
      }
      for (const v of units.up[u]) {
        if (seen[v]) continue;
        seen[v] = 1;
        rank[v] = rank[u] - 1;
        component.push(v);
      }
    }
    components.push(component);
  }

  // Feasibility, in topological order: a unit goes below all its parents.
  const order = topologicalOrder(units);
  for (const u of order) for (const p of units.up[u]) if (rank[u] < rank[p] + 1) rank[u] = rank[p] + 1;
  // Tighten: units with more children than parents move down towards them, the others up towards parents.
  for (let i = order.length - 1; i >= 0; i--) {
    const u = order[i];
    if (units.down[u].length > units.up[u].length) {
      let lowest = Number.POSITIVE_INFINITY;
      for (const c of units.down[u]) lowest = Math.min(lowest, rank[c] - 1);
      rank[u] = lowest;
    }
  }
  for (const u of order) {
    if (units.up[u].length && units.up[u].length >= units.down[u].length) {
      let highest = Number.NEGATIVE_INFINITY;
      for (const p of units.up[u]) highest = Math.max(highest, rank[p] + 1);
      let lowest = Number.POSITIVE_INFINITY;
      for (const c of units.down[u]) lowest = Math.min(lowest, rank[c] - 1);
      rank[u] = Math.min(highest, lowest);
    }
  }
  for (const component of components) {
    let min = Number.POSITIVE_INFINITY;
    for (const u of component) min = Math.min(min, rank[u]);
    for (const u of component) rank[u] -= min;
  }
  // the largest family first (by persons)
  const size = (component: number[]) => component.reduce((sum, u) => sum + units.members[u].length, 0);
  const sizes = new Map(components.map((component) => [component, size(component)]));
  components.sort((a, b) => sizes.get(b)! - sizes.get(a)!);
  return { rank, components };
}

function topologicalOrder(units: Units): number[] {
  const count = units.members.length;
  const indegree = new Int32Array(count);
  for (let u = 0; u < count; u++) indegree[u] = units.up[u].length;
  const queue: number[] = [];
  for (let u = 0; u < count; u++) if (indegree[u] === 0) queue.push(u);
  const order: number[] = [];
  for (let head = 0; head < queue.length; head++) {
    const u = queue[head];
    order.push(u);
    for (const v of units.down[u]) if (--indegree[v] === 0) queue.push(v);
  }
  return order;
}

// ---------------------------------------------------------------------------------------------------------
// 3. Order within rows

type Rows = { rows: number[][]; rank: Int32Array };

/** The families of a unit: children grouped by their pair of parents, left to right by the parents' places. */
function familiesOf(graph: Graph, members: number[]): { parents: number[]; children: number[] }[] {
  const byKey = new Map<string, { parents: number[]; children: number[]; at: number }>();
  members.forEach((member, position) => {
    for (const child of graph.childrenOf[member]) {
      const parents = graph.parentsOf[child];
      if (parents[0] !== member) continue; // counted once, from the first parent
      const key = parents.length === 2 ? `${parents[0]}:${parents[1]}` : `${parents[0]}`;
      let family = byKey.get(key);
      if (!family) {
        const other = parents.length === 2 ? members.indexOf(parents[1]) : -1;
        family = { parents: [...parents], children: [], at: other >= 0 ? (position + other) / 2 : position };
        byKey.set(key, family);
      }
      family.children.push(child);
    }
  });
  const families = [...byKey.values()].sort((a, b) => a.at - b.at);
  for (const family of families) family.children.sort((a, b) => compareBirth(graph, a, b));
  return families;
}

function compareBirth(graph: Graph, a: number, b: number): number {
  const birthA = graph.persons[a].birth ?? '';
  const birthB = graph.persons[b].birth ?? '';
  if (birthA && birthB && birthA !== birthB) return birthA < birthB ? -1 : 1;
  return a - b;
}

function orderRows(
  graph: Graph,
  units: Units,
  rankOf: Int32Array,
  component: number[],
  slot: Float64Array,
): Rows {
  let depth = 0;
  for (const u of component) depth = Math.max(depth, rankOf[u] + 1);
  const rows: number[][] = Array.from({ length: depth }, () => []);

  // Depth first: a unit, its children's units in birth order, then the units of its members' parents.
  const placed = new Set<number>();
  const starts = [...component].sort((a, b) => rankOf[a] - rankOf[b] || a - b);
  for (const start of starts) {
    const stack = [start];
    while (stack.length) {
      const u = stack.pop()!;
      if (placed.has(u)) continue;
      placed.add(u);
      rows[rankOf[u]].push(u);
      const next: number[] = [];
      for (const family of familiesOf(graph, units.members[u]))
        for (const child of family.children) next.push(units.unitOf[child]);
      for (const member of units.members[u])
        for (const parent of graph.parentsOf[member]) next.push(units.unitOf[parent]);
      for (let i = next.length - 1; i >= 0; i--) if (!placed.has(next[i])) stack.push(next[i]);
    }
  }

  const assignSlots = (row: number[]) => {
    let s = 0;
    for (const u of row) for (const member of units.members[u]) slot[member] = s++;
  };
  for (const row of rows) assignSlots(row);

  const crossings = () => {
    let total = 0;
    for (let r = 0; r + 1 < rows.length; r++)
      total += rowCrossings(graph, units, rows[r + 1], rankOf, r, slot);
    return total;
  };
  const snapshot = () => ({
    rows: rows.map((row) => [...row]),
    members: component.map((u) => [...units.members[u]]),
  });
  let best = snapshot();
  let bestCrossings = crossings();

  const center = (u: number) => {
    const members = units.members[u];
    return (slot[members[0]] + slot[members[members.length - 1]]) / 2;
  };
  const sortRow = (r: number, barycentre: (u: number) => number | null) => {
    const keyed = rows[r].map((u, i) => ({ u, i, key: barycentre(u) ?? center(u) }));
    keyed.sort((a, b) => a.key - b.key || a.i - b.i);
    rows[r] = keyed.map((entry) => entry.u);
    assignSlots(rows[r]);
  };
  const parentBarycentre = (u: number) => {
    let sum = 0;
    let count = 0;
    for (const member of units.members[u])
      for (const parent of graph.parentsOf[member]) {
        sum += slot[parent];
        count += 1;
      }
    return count ? sum / count : null;
  };
  const childBarycentre = (u: number) => {
    let sum = 0;
    let count = 0;
    for (const member of units.members[u])
      for (const child of graph.childrenOf[member]) {
        sum += slot[child];
        count += 1;
      }
    return count ? sum / count : null;
  };

  // each half sweep may be the best: a sweep down can untangle what the following sweep up tangles again
  // stop after three half sweeps without progress
  let stale = 0;
  const keepIfBetter = () => {
    const now = crossings();
    if (now < bestCrossings) {
      bestCrossings = now;
      best = snapshot();
      stale = 0;
    } else stale += 1;
    return bestCrossings > 0 && stale < 3;
  };
  for (let sweep = 0; sweep < 8 && bestCrossings > 0; sweep++) {
    for (let r = 1; r < rows.length; r++) {
      sortRow(r, parentBarycentre);
      orientUnits(graph, units, rows[r], slot);
      assignSlots(rows[r]);
    }
    if (!keepIfBetter()) break;
    for (let r = rows.length - 2; r >= 0; r--) sortRow(r, childBarycentre);
    if (!keepIfBetter()) break;
  }
  component.forEach((u, i) => {
    units.members[u] = best.members[i];
  });
  return { rows: best.rows, rank: rankOf };
}

/** Turns a couple (or a chain) around when its members' parents stand the other way round. */
function orientUnits(graph: Graph, units: Units, row: number[], slot: Float64Array): void {
  for (const u of row) {
    const members = units.members[u];
    if (members.length < 2) continue;
    const first = slot[members[0]];
    let asIs = 0;
    let reversed = 0;
    let any = false;
    members.forEach((member, k) => {
      const parents = graph.parentsOf[member];
      if (!parents.length) return;
      any = true;
      let anchor = 0;
      for (const parent of parents) anchor += slot[parent];
      anchor /= parents.length;
      asIs += Math.abs(first + k - anchor);
      reversed += Math.abs(first + members.length - 1 - k - anchor);
    });
    if (any && reversed < asIs) members.reverse();
  }
}

/** Crossings of descent lines between row r and the row below (inversions after sorting by the parent side). */
function rowCrossings(
  graph: Graph,
  units: Units,
  lower: number[],
  rankOf: Int32Array,
  r: number,
  slot: Float64Array,
): number {
  const edges: [number, number][] = [];
  for (const u of lower)
    for (const child of units.members[u]) {
      const parents = graph.parentsOf[child];
      if (!parents.length || rankOf[units.unitOf[parents[0]]] !== r) continue;
      let anchor = 0;
      for (const parent of parents) anchor += slot[parent];
      edges.push([anchor / parents.length, slot[child]]);
    }
  if (edges.length < 2) return 0;
  edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  return countInversions(edges.map((edge) => edge[1]));
}

function countInversions(values: number[]): number {
  const buffer = new Array<number>(values.length);
  const sort = (lo: number, hi: number): number => {
    if (hi - lo < 2) return 0;
    const mid = (lo + hi) >> 1;
    let count = sort(lo, mid) + sort(mid, hi);
    let i = lo;
    let j = mid;
    let k = lo;
    while (i < mid && j < hi) {
      if (values[i] <= values[j]) buffer[k++] = values[i++];
      else {
        count += mid - i;
        buffer[k++] = values[j++];
      }
    }
    while (i < mid) buffer[k++] = values[i++];
    while (j < hi) buffer[k++] = values[j++];
    for (let m = lo; m < hi; m++) values[m] = buffer[m];
    return count;
  };
  return sort(0, values.length);
}

// ---------------------------------------------------------------------------------------------------------
// 4. Columns

type Pulls = {
  up: { offset: number; parents: number[] }[];
  down: { offset: number; children: number[] }[];
};

/** Centre x of every person of the rows (in the shared array). */
function placeColumns(
  graph: Graph,
  units: Units,
  layout: Rows,
  o: FamilyLayoutOptions,
  scratch: { centerX: Float64Array; unitX: Float64Array },
): Float64Array {
  const { rows } = layout;
  const step = o.cardWidth + o.coupleGap;
  const { centerX, unitX } = scratch; // centres of persons, left edges of units
  const width = (u: number) => units.members[u].length * step - o.coupleGap;
  const parentKey = (u: number) => {
    for (const member of units.members[u]) {
      const parents = graph.parentsOf[member];
      if (parents.length) return parents.join(':');
    }
    return null;
  };
  const gaps = rows.map((row) =>
    row.map((u, i) => {
      if (i + 1 >= row.length) return 0;
      const a = parentKey(u);
      return a !== null && a === parentKey(row[i + 1]) ? o.siblingGap : o.groupGap;
    }),
  );
  const setUnit = (u: number, x: number) => {
    unitX[u] = x;
    units.members[u].forEach((member, k) => {
      centerX[member] = x + k * step + o.cardWidth / 2;
    });
  };
  rows.forEach((row, r) => {
    let x = 0;
    row.forEach((u, i) => {
      setUnit(u, x);
      x += width(u) + gaps[r][i];
    });
  });

  const solveRow = (r: number, want: (u: number) => { x: number; weight: number } | null) => {
    const row = rows[r];
    const desired = new Float64Array(row.length);
    const weight = new Float64Array(row.length);
    const separation = new Float64Array(row.length);
    row.forEach((u, i) => {
      const target = want(u);
      desired[i] = target ? target.x : unitX[u];
      weight[i] = target ? target.weight : 0.05;
      separation[i] = width(u) + gaps[r][i];
    });
    const xs = isotonicPlacement(desired, weight, separation);
    row.forEach((u, i) => {
      setUnit(u, xs[i]);
    });
  };

  // what pulls each unit: its members' parents (down passes) and its families' children (up passes)
  const pulls = new Map<number, Pulls>();
  for (const row of rows) for (const u of row) pulls.set(u, pullsOf(units.members[u]));
  function pullsOf(members: number[]): Pulls {
    const up: { offset: number; parents: number[] }[] = [];
    members.forEach((member, k) => {
      const parents = graph.parentsOf[member];
      if (parents.length) up.push({ offset: k * step + o.cardWidth / 2, parents });
    });
    const down = familiesOf(graph, members).map((family) => {
      let offset = 0;
      let inUnit = 0;
      for (const parent of family.parents) {
        const k = members.indexOf(parent);
        if (k < 0) continue;
        offset += k * step + o.cardWidth / 2;
        inUnit += 1;
      }
      return { offset: offset / inUnit, children: family.children };
    });
    return { up, down };
  }
  const underParents = (u: number) => {
    const { up } = pulls.get(u)!;
    if (!up.length) return null;
    let sum = 0;
    for (const { offset, parents } of up) {
      let anchor = 0;
      for (const parent of parents) anchor += centerX[parent];
      sum += anchor / parents.length - offset;
    }
    return { x: sum / up.length, weight: up.length };
  };
  const overChildren = (u: number) => {
    const { down } = pulls.get(u)!;
    if (!down.length) return null;
    let sum = 0;
    for (const { offset, children } of down) {
      let mean = 0;
      for (const child of children) mean += centerX[child];
      sum += mean / children.length - offset;
    }
    return { x: sum / down.length, weight: down.length };
  };

  for (let pass = 0; pass < o.iterations; pass++) {
    for (let r = 1; r < rows.length; r++) solveRow(r, underParents);
    for (let r = rows.length - 2; r >= 0; r--) solveRow(r, overChildren);
  }
  return centerX;
}

/**
 * Positions x[i] as close as possible (weighted least squares) to desired[i], keeping the order and
 * x[i + 1] ≥ x[i] + separation[i]: with y = x − prefix of separations it is isotonic regression, solved
 * exactly by pooling adjacent violators.
 */
export function isotonicPlacement(
  desired: ArrayLike<number>,
  weight: ArrayLike<number>,
  separation: ArrayLike<number>,
): Float64Array {
  const count = desired.length;
  const offsets = new Float64Array(count);
  for (let i = 1; i < count; i++) offsets[i] = offsets[i - 1] + separation[i - 1];
  const blockWeight: number[] = [];
  const blockSum: number[] = [];
  const blockSize: number[] = [];
  for (let i = 0; i < count; i++) {
    const w = Math.max(weight[i], 1e-9);
    blockWeight.push(w);
    blockSum.push(w * (desired[i] - offsets[i]));
    blockSize.push(1);
    while (blockWeight.length > 1) {
      const last = blockWeight.length - 1;
      if (blockSum[last - 1] / blockWeight[last - 1] <= blockSum[last] / blockWeight[last]) break;
      blockWeight[last - 1] += blockWeight[last];
      blockSum[last - 1] += blockSum[last];
      blockSize[last - 1] += blockSize[last];
      blockWeight.pop();
      blockSum.pop();
      blockSize.pop();
    }
  }
  const result = new Float64Array(count);
  let i = 0;
  for (let b = 0; b < blockWeight.length; b++) {
    const value = blockSum[b] / blockWeight[b];
    for (let k = 0; k < blockSize[b]; k++, i++) result[i] = value + offsets[i];
  }
  return result;
}

// ---------------------------------------------------------------------------------------------------------
// 5. Cards and connectors

function drawComponent(
  graph: Graph,
  units: Units,
  layout: Rows,
  centerX: Float64Array,
  o: FamilyLayoutOptions,
  offsetX: number,
): { cards: CardPosition[]; connectors: Connector[]; width: number; height: number } {
  const { rows, rank } = layout;
  const rowStep = o.cardHeight + o.rankGap;
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  for (const row of rows)
    for (const u of row)
      for (const member of units.members[u]) {
        minX = Math.min(minX, centerX[member] - o.cardWidth / 2);
        maxX = Math.max(maxX, centerX[member] + o.cardWidth / 2);
      }
  const shift = offsetX - minX;
  const cx = (person: number) => centerX[person] + shift;
  const rowOf = (person: number) => rank[units.unitOf[person]];
  const top = (person: number) => rowOf(person) * rowStep;

  const cards: CardPosition[] = [];
  const connectors: Connector[] = [];
  const half = o.cardWidth / 2;
  const mid = o.cardHeight / 2;

  type Bar = { row: number; from: number; to: number; drop: number[]; children: number[]; y: number };
  const bars: Bar[] = [];

  for (const row of rows)
    for (const u of row) {
      const members = units.members[u];
      members.forEach((member) => {
        cards.push({
          id: graph.ids[member],
          x: cx(member) - half,
          y: top(member),
          generation: rowOf(member),
        });
      });
      // partner lines: neighbours across the gap, others by a bracket under the cards
      let bracket = 0;
      const anchorOf = new Map<string, [number, number]>();
      for (let i = 0; i < members.length; i++)
        for (let j = i + 1; j < members.length; j++) {
          const a = members[i];
          const b = members[j];
          if (!graph.partnersOf[a].includes(b)) continue;
          const kind: ConnectorKind = graph.married.has(pairKey(a, b, graph.n)) ? 'spouse' : 'partner';
          const y = top(a);
          let anchor: [number, number];
          if (j === i + 1) {
            connectors.push({ kind, points: [cx(a) + half, y + mid, cx(b) - half, y + mid] });
            anchor = [(cx(a) + cx(b)) / 2, y + mid];
          } else {
            bracket += 1;
            const low = y + o.cardHeight + Math.min(6 + bracket * 6, o.rankGap / 3);
            connectors.push({
              kind,
              points: [cx(a), y + o.cardHeight, cx(a), low, cx(b), low, cx(b), y + o.cardHeight],
            });
            anchor = [(cx(a) + cx(b)) / 2, low];
          }
          anchorOf.set(`${Math.min(a, b)}:${Math.max(a, b)}`, anchor);
        }
      for (const family of familiesOf(graph, members)) {
        const drop: number[] = [];
        const [p, q] = family.parents;
        const pairAnchor = q === undefined ? undefined : anchorOf.get(`${Math.min(p, q)}:${Math.max(p, q)}`);
        if (pairAnchor) drop.push(pairAnchor[0], pairAnchor[1]);
        else {
          // one known parent, or parents that could not stand together: a line from each
          for (const parent of family.parents) drop.push(cx(parent), top(parent) + o.cardHeight);
        }
        let row = Number.POSITIVE_INFINITY;
        for (const child of family.children) row = Math.min(row, rowOf(child));
        let from = Number.POSITIVE_INFINITY;
        let to = Number.NEGATIVE_INFINITY;
        for (let k = 0; k < drop.length; k += 2) {
          from = Math.min(from, drop[k]);
          to = Math.max(to, drop[k]);
        }
        for (const child of family.children) {
          from = Math.min(from, cx(child));
          to = Math.max(to, cx(child));
        }
        bars.push({ row, from, to, drop, children: family.children, y: 0 });
      }
    }

  // bars in the same gap that overlap go on separate tracks, centred in the gap
  const byRow = new Map<number, Bar[]>();
  for (const bar of bars) {
    const list = byRow.get(bar.row) ?? [];
    list.push(bar);
    byRow.set(bar.row, list);
  }
  const trackStep = Math.min(8, o.rankGap / 6);
  for (const [row, list] of byRow) {
    list.sort((a, b) => a.from - b.from);
    const gapMiddle = row * rowStep - o.rankGap / 2;
    let group: Bar[] = [];
    let groupEnd = Number.NEGATIVE_INFINITY;
    const flush = () => {
      const trackEnds: number[] = [];
      const track = group.map((bar) => {
        let t = trackEnds.findIndex((end) => end < bar.from - 4);
        if (t < 0) {
          t = trackEnds.length;
          trackEnds.push(bar.to);
        } else trackEnds[t] = bar.to;
        return t;
      });
      const tracks = trackEnds.length;
      const maxSpread = Math.max(0, o.rankGap / 2 - 10);
      const stepY = tracks > 1 ? Math.min(trackStep, (2 * maxSpread) / (tracks - 1)) : 0;
      group.forEach((bar, k) => {
        bar.y = gapMiddle + (track[k] - (tracks - 1) / 2) * stepY;
      });
      group = [];
      groupEnd = Number.NEGATIVE_INFINITY;
    };
    for (const bar of list) {
      if (group.length && bar.from > groupEnd + 4) flush();
      group.push(bar);
      groupEnd = Math.max(groupEnd, bar.to);
    }
    if (group.length) flush();
  }

  for (const bar of bars) {
    for (let k = 0; k < bar.drop.length; k += 2)
      connectors.push({ kind: 'descent', points: [bar.drop[k], bar.drop[k + 1], bar.drop[k], bar.y] });
    if (bar.to > bar.from) connectors.push({ kind: 'descent', points: [bar.from, bar.y, bar.to, bar.y] });
    for (const child of bar.children)
      connectors.push({ kind: 'descent', points: [cx(child), bar.y, cx(child), top(child)] });
  }

  return {
    cards,
    connectors,
    width: maxX - minX,
    height: rows.length * rowStep - o.rankGap,
  };
}
