import { z } from 'zod';
import { listQuerySchema } from './common';

/** SPEC §7 /api/user-files/: the files and media an account (or a company) uploaded, shown on /app/files. */

export const MEDIA_KINDS = ['image', 'document'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const FILES_MSG = {
  fileRequired: 'Выберите файл',
  fileFormat: 'Можно загрузить изображение (JPG, PNG, WebP) или документ PDF.',
  deleted: 'Файл удалён',
} as const;

/** Where a file is shown, so that the owner knows what deleting it removes. */
export const mediaUsageSchema = z.object({
  kind: z.enum(['avatar', 'memory_page_photo']),
  /** «Аватар: Иванов Иван Иванович», «Фото на странице памяти: …» */
  label: z.string(),
  person_id: z.number().int().nullable(),
  memory_page_id: z.number().int().nullable(),
});
export type MediaUsage = z.infer<typeof mediaUsageSchema>;

export const mediaFileSchema = z.object({
  id: z.number().int(),
  kind: z.enum(MEDIA_KINDS),
  mime_type: z.string(),
  /** bytes of the stored file (images are re-encoded, so usually smaller than the upload) */
  size: z.number().int(),
  name: z.string(),
  url: z.string(),
  thumbnail: z.string().nullable(),
  created_at: z.string(),
  used_in: z.array(mediaUsageSchema),
});
export type MediaFile = z.infer<typeof mediaFileSchema>;

export const MEDIA_SORTS = ['created_at', 'size', 'name'] as const;

export const mediaListQuerySchema = listQuerySchema.extend({
  kind: z.enum(MEDIA_KINDS).optional(),
  /** part of the file name */
  name: z.string().trim().max(100).optional(),
  sort: z.enum([...MEDIA_SORTS, ...MEDIA_SORTS.map((field) => `-${field}` as const)]).optional(),
});
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;

/** POST /api/user-files/destroy-media/ */
export const destroyMediaBodySchema = z.object({ media: z.coerce.number().int().positive() });

/** «512 Б», «12,5 КБ», «3,4 МБ» */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Б`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${formatOneDecimal(kb)} КБ`;
  return `${formatOneDecimal(kb / 1024)} МБ`;
}

function formatOneDecimal(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return (Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1)).replace('.', ',');
}
