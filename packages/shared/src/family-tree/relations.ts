import { FAMILY_TREE_MSG } from '../api/family-tree';

/**
 * The links of one tree in memory, with the rules every change must keep: no person is their own ancestor,
 * at most two parents, no repeated link, no marriage between an ancestor and a descendant. The server checks
 * each new link here before writing it; the chart uses it to offer only possible relatives.
 */
export class FamilyRelations {
  private readonly parentsOf = new Map<number, Set<number>>();
  private readonly childrenOf = new Map<number, Set<number>>();
  private readonly spousesOf = new Map<number, Set<number>>();

  constructor(links: Iterable<{ kind: string; from: number; to: number }> = []) {
    for (const link of links) {
      if (link.kind === 'parent') this.link(this.parentsOf, this.childrenOf, link.to, link.from);
      else if (link.kind === 'spouse') this.link(this.spousesOf, this.spousesOf, link.from, link.to);
    }
  }

  parents(node: number): number[] {
    return [...(this.parentsOf.get(node) ?? [])];
  }
  children(node: number): number[] {
    return [...(this.childrenOf.get(node) ?? [])];
  }
  spouses(node: number): number[] {
    return [...(this.spousesOf.get(node) ?? [])];
  }

  /** Why `parent` cannot become a parent of `child`, or null when it can. */
  parentProblem(parent: number, child: number): string | null {
    if (parent === child) return FAMILY_TREE_MSG.self;
    if (this.parentsOf.get(child)?.has(parent)) return FAMILY_TREE_MSG.duplicate;
    if ((this.parentsOf.get(child)?.size ?? 0) >= 2) return FAMILY_TREE_MSG.twoParents;
    if (this.isAncestor(child, parent)) return FAMILY_TREE_MSG.ownAncestor;
    // the new link makes the parent and its ancestors ancestors of the child and its descendants
    const above = this.ancestors(parent);
    above.add(parent);
    const below = this.descendants(child);
    below.add(child);
    for (const person of above) {
      for (const spouse of this.spousesOf.get(person) ?? []) {
        if (below.has(spouse)) return FAMILY_TREE_MSG.spouseRelative;
      }
    }
    return null;
  }

  /** Why `a` and `b` cannot be married, or null when they can. */
  spouseProblem(a: number, b: number): string | null {
    if (a === b) return FAMILY_TREE_MSG.self;
    if (this.spousesOf.get(a)?.has(b)) return FAMILY_TREE_MSG.duplicate;
    if (this.isAncestor(a, b) || this.isAncestor(b, a)) return FAMILY_TREE_MSG.spouseRelative;
    return null;
  }

  addParent(parent: number, child: number): void {
    this.link(this.parentsOf, this.childrenOf, child, parent);
  }
  removeParent(parent: number, child: number): void {
    this.parentsOf.get(child)?.delete(parent);
    this.childrenOf.get(parent)?.delete(child);
  }
  addSpouse(a: number, b: number): void {
    this.link(this.spousesOf, this.spousesOf, a, b);
  }
  removeSpouse(a: number, b: number): void {
    this.spousesOf.get(a)?.delete(b);
    this.spousesOf.get(b)?.delete(a);
  }

  /** Whether `ancestor` is a parent, grandparent… of `person`. */
  isAncestor(ancestor: number, person: number): boolean {
    return this.ancestors(person).has(ancestor);
  }

  ancestors(person: number): Set<number> {
    return this.walk(person, this.parentsOf);
  }
  descendants(person: number): Set<number> {
    return this.walk(person, this.childrenOf);
  }

  private walk(start: number, next: Map<number, Set<number>>): Set<number> {
    const seen = new Set<number>();
    const stack = [start];
    while (stack.length) {
      const node = stack.pop()!;
      for (const other of next.get(node) ?? []) {
        if (seen.has(other)) continue;
        seen.add(other);
        stack.push(other);
      }
    }
    return seen;
  }

  private link(forward: Map<number, Set<number>>, back: Map<number, Set<number>>, a: number, b: number) {
    const set = forward.get(a) ?? new Set<number>();
    forward.set(a, set);
    set.add(b);
    const other = back.get(b) ?? new Set<number>();
    back.set(b, other);
    other.add(a);
  }
}
