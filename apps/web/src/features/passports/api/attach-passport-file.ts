import type { PassportRequest } from '@sp/shared/api/passports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { passportRequestQuery } from './passport-request';
import { PASSPORTS_KEY, passportsBase } from './passport-side';

/** What the server takes: JPG, PNG or WebP images (re-encoded) and PDF documents (checked by their bytes). */
export const PASSPORT_FILE_ACCEPT =
  'image/jpeg,image/png,image/webp,application/pdf,.jpg,.jpeg,.png,.webp,.pdf';

/**
 * POST /api/passports/company/request-passport/{id}/files/ as multipart with one `file` (a death certificate's
 * scan): 201 with the request and its files; 400 {file} for a wrong file, 409 once the request is decided.
 */
export function attachPassportFile(id: number, file: File): Promise<PassportRequest> {
  const form = new FormData();
  form.append('file', file, file.name);
  return http.post<PassportRequest>(`${passportsBase('applicant')}request-passport/${id}/files/`, form);
}

export function useAttachPassportFile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => attachPassportFile(id, file),
    onSuccess: (answer) => {
      client.setQueryData(passportRequestQuery('applicant', answer.id).queryKey, answer);
      return client.invalidateQueries({ queryKey: PASSPORTS_KEY });
    },
  });
}
