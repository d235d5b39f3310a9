import type { UrgentRequestCreated, UrgentRequestInput } from '@sp/shared/api/urgent';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** POST /api/public/urgent-request/: «Срочный вызов» → 201 {detail, companies}. */
export function useSendUrgent() {
  return useMutation({
    mutationFn: (body: UrgentRequestInput) =>
      http.post<UrgentRequestCreated>('/api/public/urgent-request/', body),
  });
}
