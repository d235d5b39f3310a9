import type { MunicipalApplication, municipalApplicationBodySchema } from '@sp/shared/api/passports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http';
import { OWN_MUNICIPAL_APPLICATION_KEY } from './own-municipal-application';

export type MunicipalApplicationBody = z.input<typeof municipalApplicationBodySchema>;

/**
 * POST /api/company/becoming-municipal-organization/: the owner asks the administrators; a 409 when a request is
 * already open or the company cannot become one. The latest request is what the server answered, or asked again.
 */
export function useApplyMunicipal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MunicipalApplicationBody) =>
      http.post<MunicipalApplication>('/api/company/becoming-municipal-organization/', body),
    onSuccess: (data) => client.setQueryData(OWN_MUNICIPAL_APPLICATION_KEY, data),
    onError: () => client.invalidateQueries({ queryKey: OWN_MUNICIPAL_APPLICATION_KEY }),
  });
}
