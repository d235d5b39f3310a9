import { describe, expect, it } from 'vitest';
import { FAMILY_TREE_MSG } from '../api/family-tree';
import { FamilyRelations } from './relations';

// 1 → 2 → 3; 2 married to 4
const tree = () =>
  new FamilyRelations([
    { kind: 'parent', from: 1, to: 2 },
    { kind: 'parent', from: 2, to: 3 },
    { kind: 'spouse', from: 2, to: 4 },
  ]);

describe('family relations', () => {
  it('reads parents, children and spouses', () => {
    const relations = tree();
    expect(relations.parents(2)).toEqual([1]);
    expect(relations.children(2)).toEqual([3]);
    expect(relations.spouses(4)).toEqual([2]);
    expect(relations.isAncestor(1, 3)).toBe(true);
    expect(relations.isAncestor(3, 1)).toBe(false);
    expect([...relations.descendants(1)].sort()).toEqual([2, 3]);
  });

  it('refuses a person as their own ancestor, a repeated link and a self link', () => {
    const relations = tree();
    expect(relations.parentProblem(3, 1)).toBe(FAMILY_TREE_MSG.ownAncestor);
    expect(relations.parentProblem(2, 1)).toBe(FAMILY_TREE_MSG.ownAncestor);
    expect(relations.parentProblem(1, 2)).toBe(FAMILY_TREE_MSG.duplicate);
    expect(relations.parentProblem(3, 3)).toBe(FAMILY_TREE_MSG.self);
    expect(relations.spouseProblem(4, 4)).toBe(FAMILY_TREE_MSG.self);
    expect(relations.spouseProblem(4, 2)).toBe(FAMILY_TREE_MSG.duplicate);
    expect(relations.parentProblem(4, 3)).toBeNull();
  });

  it('allows two parents at most', () => {
    const relations = tree();
    relations.addParent(4, 3);
    expect(relations.parentProblem(5, 3)).toBe(FAMILY_TREE_MSG.twoParents);
    relations.removeParent(4, 3);
    expect(relations.parentProblem(5, 3)).toBeNull();
  });

  it('refuses marriages between an ancestor and a descendant, also made by a new parent link', () => {
    const relations = tree();
    expect(relations.spouseProblem(1, 3)).toBe(FAMILY_TREE_MSG.spouseRelative);
    expect(relations.spouseProblem(3, 1)).toBe(FAMILY_TREE_MSG.spouseRelative);
    // 4 is 2's wife: she cannot become 2's child, nor 2's grandparent through 1
    expect(relations.parentProblem(2, 4)).toBe(FAMILY_TREE_MSG.spouseRelative);
    expect(relations.parentProblem(4, 1)).toBe(FAMILY_TREE_MSG.spouseRelative);
    relations.removeSpouse(2, 4);
    expect(relations.parentProblem(4, 1)).toBeNull();
  });
});
