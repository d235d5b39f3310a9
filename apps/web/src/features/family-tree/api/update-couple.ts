import type { CoupleUpdate, FamilyLink } from '@sp/shared/api/family-tree';
import type { QualifiedDate } from '@sp/shared/format/partial-date';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { FAMILY_TREE_KEY } from './family-tree';

/** The body of PUT /api/family/link/{id}/ as the web sends it: each event whole, or null to clear it. */
export type CoupleEventsInput = {
  [Key in keyof CoupleUpdate]?: { date: { value: string } | QualifiedDate | null; place: string } | null;
};

/** PUT /api/family/link/{id}/: a couple's marriage and divorce (date and place; GEDCOM FAM.MARR and FAM.DIV). */
export function useUpdateCouple() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ linkId, events }: { linkId: number; events: CoupleEventsInput }) =>
      http.put<FamilyLink>(`/api/family/link/${linkId}/`, events),
    onSuccess: () => void client.invalidateQueries({ queryKey: FAMILY_TREE_KEY }),
  });
}
