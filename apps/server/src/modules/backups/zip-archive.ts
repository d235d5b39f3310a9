import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, open as openFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BACKUP_MSG } from '@sp/shared/api/backups';
import { SERVER_MSG } from '@sp/shared/api/common';
import { fileTooLargeMessage } from '@sp/shared/validation/messages';
import type { FastifyRequest } from 'fastify';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { ApiError, badRequest } from '../../platform/errors';

/**
 * Archives in and out: a restore or an import is received into a temporary file (never whole in memory), then
 * read with yauzl, which refuses absolute paths and "..", checks each entry's real size against the declared one
 * and lets us bound entries, sizes and the unpacked total before a byte is inflated (zip bombs). Archives are
 * written with yazl straight into the response.
 */

export type ReceivedUpload = {
  /** the temporary file, or null when no file was sent */
  file: { path: string; filename: string; size: number } | null;
  fields: Record<string, string>;
  /** removes the temporary file */
  cleanup: () => Promise<void>;
};

/** Reads a multipart form whose one file (in `field`) may be up to `maxBytes`, into a temporary file. */
export async function receiveUpload(
  request: FastifyRequest,
  field: string,
  maxBytes: number,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw badRequest(SERVER_MSG.multipartExpected);
  const dir = await mkdtemp(path.join(tmpdir(), 'sp-import-'));
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  let file: ReceivedUpload['file'] = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== field || file) {
          part.file.resume();
          continue;
        }
        const target = path.join(dir, 'upload');
        let size = 0;
        part.file.on('data', (chunk: Buffer) => {
          size += chunk.length;
        });
        await pipeline(part.file, createWriteStream(target));
        if (part.file.truncated) throw tooLarge(field, maxBytes);
        if (size > 0) file = { path: target, filename: part.filename, size };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    await cleanup();
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(field, maxBytes);
    throw error;
  }
  return { file, fields, cleanup };
}

function tooLarge(field: string, maxBytes: number): ApiError {
  return new ApiError(413, { [field]: [fileTooLargeMessage(Math.round(maxBytes / 1024 / 1024))] });
}

export type ZipLimits = {
  maxEntries: number;
  /** the largest unpacked size of one entry */
  maxEntryBytes: (name: string) => number;
  maxTotalBytes: number;
};

export type OpenedZip = {
  /** entry names, folders left out */
  names: string[];
  has(name: string): boolean;
  /** the unpacked bytes of an entry (its size already checked against the limits) */
  read(name: string): Promise<Buffer>;
  close(): void;
};

/** The first bytes of every ZIP archive (a local file header or, for an empty one, the end record). */
export function looksLikeZip(head: Buffer): boolean {
  return head.length >= 4 && head[0] === 0x50 && head[1] === 0x4b && (head[2] === 3 || head[2] === 5);
}

/** Whether the file begins as a ZIP archive does (its first four bytes). */
export async function isZipFile(path: string): Promise<boolean> {
  const handle = await openFile(path, 'r');
  try {
    const head = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    return looksLikeZip(head);
  } finally {
    await handle.close();
  }
}

function readError(error: unknown): ApiError {
  const message = error instanceof Error ? error.message : '';
  if (/invalid relative path|absolute path|invalid characters in fileName/i.test(message))
    return badRequest(BACKUP_MSG.badName);
  if (/encrypted/i.test(message)) return badRequest(BACKUP_MSG.encrypted);
  if (/end of central directory record signature not found/i.test(message))
    return badRequest(BACKUP_MSG.notZip);
  return badRequest(BACKUP_MSG.damaged);
}

/** Opens a ZIP file and checks its directory against the limits; nothing is unpacked yet. */
export async function openZip(file: string, limits: ZipLimits): Promise<OpenedZip> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(file, {
      lazyEntries: true,
      autoClose: false,
      validateEntrySizes: true,
      decodeStrings: true,
    });
  } catch (error) {
    throw readError(error);
  }
  const entries = new Map<string, yauzl.Entry>();
  try {
    if (zip.entryCount > limits.maxEntries) throw badRequest(BACKUP_MSG.tooManyEntries);
    let total = 0;
    for await (const entry of zip.eachEntry()) {
      const name = entry.fileName;
      if (name.endsWith('/')) continue;
      if (entry.isEncrypted()) throw badRequest(BACKUP_MSG.encrypted);
      if (entries.has(name)) throw badRequest(BACKUP_MSG.damaged);
      if (entry.uncompressedSize > limits.maxEntryBytes(name))
        throw badRequest(BACKUP_MSG.entryTooLarge(name));
      total += entry.uncompressedSize;
      if (total > limits.maxTotalBytes) throw badRequest(BACKUP_MSG.tooLargeUnpacked);
      entries.set(name, entry);
    }
  } catch (error) {
    zip.close();
    throw error instanceof ApiError ? error : readError(error);
  }
  return {
    names: [...entries.keys()],
    has: (name) => entries.has(name),
    async read(name) {
      const entry = entries.get(name);
      if (!entry) throw badRequest(BACKUP_MSG.missingFile(name));
      try {
        const stream = await zip.openReadStreamPromise(entry);
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of stream as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size > entry.uncompressedSize) throw new Error('entry larger than declared');
          chunks.push(chunk);
        }
        return Buffer.concat(chunks);
      } catch (error) {
        throw error instanceof ApiError ? error : readError(error);
      }
    },
    close: () => zip.close(),
  };
}

/** An archive being written into a stream; add entries, then `end`. */
export type ZipWriter = {
  stream: Readable;
  addBuffer(name: string, data: Buffer, compress?: boolean): void;
  /** `open` is called when the entry's turn comes; the bytes are counted and hashed on their way */
  addLazy(
    name: string,
    open: () => Promise<Readable>,
    options: { compress?: boolean; onDone?: (sha256: string, size: number) => void },
  ): void;
  end(): void;
};

export function createZipWriter(mtime = new Date()): ZipWriter {
  const zip = new yazl.ZipFile();
  return {
    stream: zip.outputStream as Readable,
    addBuffer: (name, data, compress = true) => zip.addBuffer(data, name, { mtime, compress }),
    addLazy(name, open, options) {
      zip.addReadStreamLazy(name, { mtime, compress: options.compress ?? false }, (callback) => {
        open().then(
          (source) => {
            const hash = createHash('sha256');
            let size = 0;
            const counted = new Transform({
              transform(chunk: Buffer, _encoding, done) {
                hash.update(chunk);
                size += chunk.length;
                done(null, chunk);
              },
              flush(done) {
                options.onDone?.(hash.digest('hex'), size);
                done();
              },
            });
            source.on('error', (error) => counted.destroy(error));
            callback(null, source.pipe(counted));
          },
          (error) => callback(error, undefined as unknown as Readable),
        );
      });
    },
    end: () => zip.end(),
  };
}
