import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { FAMILY_TREE_KEY } from './family-tree';

/** POST /api/family/node/destroy/{id}/: the node leaves the tree with its links; the person stays. */
export function useRemoveNode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (nodeId: number) =>
      http.post<{ detail: string }>(`/api/family/node/destroy/${nodeId}/`, { family_node_id: nodeId }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: FAMILY_TREE_KEY });
      void client.invalidateQueries({ queryKey: ['persons'] });
    },
  });
}
