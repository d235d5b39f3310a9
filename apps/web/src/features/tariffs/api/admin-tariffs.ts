import type { AdditionalPackage, PackageBody, Tariff, TariffBody } from '@sp/shared/api/tariffs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/admin/tariffs/: every tariff, archived ones too. */
export function useAdminTariffs() {
  return useQuery({
    queryKey: ['admin', 'tariffs'],
    queryFn: () => http.get<Tariff[]>('/api/admin/tariffs/'),
  });
}

/** POST /api/admin/tariffs/ adds a tariff; PUT /api/admin/tariffs/{id}/ replaces it (is_archive archives it). */
export function useSaveTariff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TariffBody }) =>
      id === null
        ? http.post<Tariff>('/api/admin/tariffs/', body)
        : http.put<Tariff>(`/api/admin/tariffs/${id}/`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'tariffs'] }),
  });
}

/** GET /api/admin/packets/: every additional package, archived ones too. */
export function useAdminPackages() {
  return useQuery({
    queryKey: ['admin', 'packets'],
    queryFn: () => http.get<AdditionalPackage[]>('/api/admin/packets/'),
  });
}

/** POST /api/admin/packets/ adds a package; PUT /api/admin/packets/{id}/ replaces it. */
export function useSavePackage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PackageBody }) =>
      id === null
        ? http.post<AdditionalPackage>('/api/admin/packets/', body)
        : http.put<AdditionalPackage>(`/api/admin/packets/${id}/`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'packets'] }),
  });
}
