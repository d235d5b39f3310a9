import type { FamilyNode, FamilyRelation } from '@sp/shared/api/family-tree';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PersonPayload, personFormData } from '../../../components/person-form/save-person';
import { http } from '../../../lib/http';
import { FAMILY_TREE_KEY } from './family-tree';

/** What the new node is to an existing one; null adds a person with no relation yet (the first one). */
export type NodeRelation = {
  relation: FamilyRelation;
  family_node_id: number;
  /** a child's other parent */
  other_parent_id?: number | null;
} | null;

function relationFields(relation: NodeRelation): Record<string, string> {
  if (!relation) return {};
  const fields: Record<string, string> = {
    relation: relation.relation,
    family_node_id: String(relation.family_node_id),
  };
  if (relation.other_parent_id) fields.other_parent_id = String(relation.other_parent_id);
  return fields;
}

/** POST /api/family/node/ with a new person: multipart, the person form's fields and photo plus the relation. */
export function addNewPerson(payload: PersonPayload, relation: NodeRelation): Promise<FamilyNode> {
  const form = personFormData({
    ...payload,
    avatar: payload.avatar === 'remove' ? undefined : payload.avatar,
  });
  for (const [key, value] of Object.entries(relationFields(relation))) form.append(key, value);
  return http.post<FamilyNode>('/api/family/node/', form);
}

/** POST /api/family/node/ with one of the caller's persons. */
export function addExistingPerson(personId: number, relation: NodeRelation): Promise<FamilyNode> {
  return http.post<FamilyNode>('/api/family/node/', { person_id: personId, ...relationFields(relation) });
}

export function useAddExistingPerson() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ personId, relation }: { personId: number; relation: NodeRelation }) =>
      addExistingPerson(personId, relation),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: FAMILY_TREE_KEY });
      void client.invalidateQueries({ queryKey: ['persons'] });
    },
  });
}
