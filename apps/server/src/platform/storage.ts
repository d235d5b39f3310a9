import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploaded files live. Local disk by default; an S3-compatible store implements the same. */
export type Storage = {
  put(key: string, data: Buffer): Promise<void>;
  /** null when there is no such file */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  remove(key: string): Promise<void>;
};

const KEY_PATTERN = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.includes('..');
}

/**
 * The folders whose files a bare /media/{key} address serves to anyone without a `media` row behind them (a
 * `media` row's file, under 'media' or 'documents', is served by the row's own check: modules/files/media.routes.ts).
 * Every other file is private and reaches its readers only through an API that checks them: deal documents and
 * invoices ('documents'), document templates ('document-templates'), bug reports' screenshots ('bugs'), the person
 * imports' registers and reports ('imports', 'import-reports'); /media answers 404 for them whoever asks.
 */
const PUBLIC_FOLDERS = new Map<string, string>([
  ['catalog', "catalogue items' photos: the public company pages and the search show them"],
  ['graves', 'grave photos: public like the grave, on its public card'],
  ['landing', "the slides of a company's public page"],
  ['logos', "companies' logos: their public pages, the search and invitations show them"],
  ['avatars', "accounts' own pictures: shown beside their names on public pages (managers, a pages' keeper)"],
]);

/** Whether a bare /media address may serve the file of that key without a `media` row behind it. */
export function isPublicFolderKey(key: string): boolean {
  return PUBLIC_FOLDERS.has(key.split('/')[0]);
}

/** A fresh key such as `avatars/2026-11/1f0c….webp`; never derived from the uploaded name. */
export function newStorageKey(folder: string, extension: string): string {
  const month = new Date().toISOString().slice(0, 7);
  return `${folder}/${month}/${randomUUID()}.${extension}`;
}

/** Public address of a stored file. */
export function mediaUrl(key: string): string;
export function mediaUrl(key: string | null): string | null;
export function mediaUrl(key: string | null): string | null {
  return key ? `/media/${key}` : null;
}

/**
 * Where files that are not public are served: only to a caller who may see what shows them (modules/files/media.routes.ts),
 * never cached by anyone else. The web app asks for them with its session (and a «by link» page's token).
 */
export const PRIVATE_MEDIA_PREFIX = '/media/private/';

/** The address of a stored file: the public one while something public shows it, else the private one. */
export function mediaUrlFor(key: string, isPublic: boolean): string;
export function mediaUrlFor(key: string | null, isPublic: boolean): string | null;
export function mediaUrlFor(key: string | null, isPublic: boolean): string | null {
  if (!key) return null;
  return isPublic ? `/media/${key}` : `${PRIVATE_MEDIA_PREFIX}${key}`;
}

export function createDiskStorage(root: string): Storage {
  const resolve = (key: string) => {
    if (!isStorageKey(key)) throw new Error('Invalid storage key');
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async open(key) {
      if (!isStorageKey(key)) return null;
      const file = resolve(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { stream: createReadStream(file), size: info.size };
      } catch {
        return null;
      }
    },
    async remove(key) {
      if (!isStorageKey(key)) return;
      await rm(resolve(key), { force: true });
    },
  };
}
