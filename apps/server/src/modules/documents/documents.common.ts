import type { Readable } from 'node:stream';
import { DOCUMENT_MSG } from '@sp/shared/api/documents';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ApiError, notFound } from '../../platform/errors';
import type { Storage } from '../../platform/storage';
import { accounts } from '../accounts/accounts.table';
import { OfficeConversionError, OfficeUnavailableError } from './office';

/** Who opens a document: company staff (their company's documents) or a client (their deals' documents). */
export type Viewer =
  | { client: false; companyId: number; accountId: number }
  | { client: true; accountId: number };

export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const PDF_TYPE = 'application/pdf';

/** A file to send: its bytes, the name to save it as (without the folder), its type. */
export type FileAnswer = { data: Buffer; fileName: string; contentType: string };

/** The deals' days are Moscow days (orders.service.ts). */
export const ZONE = 'Europe/Moscow';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks);
}

/** A stored file's bytes; a file missing from the storage is a 404. */
export async function readStored(storage: Storage, key: string): Promise<Buffer> {
  const file = await storage.open(key);
  if (!file) throw notFound();
  return readAll(file.stream);
}

/** Characters a file name may not hold on common systems, replaced by a space. */
export const safeFileName = (name: string) =>
  name
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim() || 'Документ';

/** LibreOffice missing or failing answers 503 with what the user can do instead. */
export function officeFailure(error: unknown): never {
  if (error instanceof OfficeUnavailableError) {
    throw new ApiError(503, {
      detail: error.tool === 'soffice' ? DOCUMENT_MSG.pdfUnavailable : DOCUMENT_MSG.previewUnavailable,
    });
  }
  if (error instanceof OfficeConversionError) throw new ApiError(503, { detail: DOCUMENT_MSG.pdfFailed });
  throw error;
}

/** Who made a template or a document, by account id: «Имя Фамилия», «Сотрудник» when the account has no name. */
export async function authorNames(db: Db, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: accounts.id, firstName: accounts.firstName, lastName: accounts.lastName })
    .from(accounts)
    .where(inArray(accounts.id, wanted));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim() || 'Сотрудник']));
}

/** An account reference of the API ({ id, name }), or null when the account is gone or none was named. */
export const accountRef = (id: number | null, names: Map<number, string>) =>
  id !== null && names.has(id) ? { id, name: names.get(id) ?? '' } : null;
