import { z } from 'zod';

/** A place the maps directory knows: a cemetery by its name and point (longitude, latitude). */
export type DirectoryPlace = {
  id: string;
  name: string;
  address: string;
  location: { lng: number; lat: number };
  hours: string;
};

export type MapsDirectory = {
  /** at most 30 cemeteries in the box; throws when the directory does not answer usably */
  cemeteriesIn(box: {
    minLng: number;
    minLat: number;
    maxLng: number;
    maxLat: number;
  }): Promise<DirectoryPlace[]>;
};

export const MAPS_DIRECTORY_URL = 'https://search-maps.yandex.ru/v1/';
/** SPEC §7: the directory's page of results */
export const DIRECTORY_RESULTS = 30;

/** What is read of Yandex's organisation search answer (its documented fields only). */
const answerSchema = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
      properties: z.object({
        CompanyMetaData: z.object({
          id: z.string(),
          name: z.string(),
          address: z.string().optional().default(''),
          Hours: z.object({ text: z.string().optional().default('') }).optional(),
        }),
      }),
    }),
  ),
});

export class MapsDirectoryError extends Error {}

/**
 * The external maps directory behind the server (issue 15 §2): Yandex's organisation search («Поиск по
 * организациям», API v1), asked for businesses matching «кладбище» inside the map's box only (rspn=1), 30 at most.
 * The key stays on the server; nothing is asked without one. Errors carry the status only, never the key.
 */
export function createMapsDirectory(options: {
  key: string;
  url?: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}): MapsDirectory {
  const fetcher = options.fetch ?? globalThis.fetch;
  return {
    async cemeteriesIn(box) {
      const params = new URLSearchParams({
        apikey: options.key,
        text: 'кладбище',
        type: 'biz',
        lang: 'ru_RU',
        bbox: `${box.minLng},${box.minLat}~${box.maxLng},${box.maxLat}`,
        rspn: '1',
        results: String(DIRECTORY_RESULTS),
      });
      let response: Response;
      try {
        response = await fetcher(`${options.url ?? MAPS_DIRECTORY_URL}?${params}`, {
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
          headers: { accept: 'application/json' },
        });
      } catch (error) {
        throw new MapsDirectoryError(`maps directory unreachable: ${(error as Error).name}`);
      }
      if (!response.ok) throw new MapsDirectoryError(`maps directory answered ${response.status}`);
      const parsed = answerSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success) throw new MapsDirectoryError('maps directory answered something unreadable');
      return parsed.data.features.slice(0, DIRECTORY_RESULTS).map((feature) => ({
        id: feature.properties.CompanyMetaData.id,
        name: feature.properties.CompanyMetaData.name,
        address: feature.properties.CompanyMetaData.address,
        location: { lng: feature.geometry.coordinates[0], lat: feature.geometry.coordinates[1] },
        hours: feature.properties.CompanyMetaData.Hours?.text ?? '',
      }));
    },
  };
}
