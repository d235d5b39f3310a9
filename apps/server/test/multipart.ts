import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export type FilePart = { field: string; filename: string; contentType?: string; data: Buffer };

/** A multipart/form-data body for app.inject: text fields and at most a few files. */
export function multipart(fields: Record<string, string> = {}, files: FilePart[] = []) {
  const boundary = `----sp-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A real PNG of the given size. */
export function pngImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#4fa800' } })
    .png()
    .toBuffer();
}

/** Bytes that are not an image, to be sent under an image's name. */
export const NOT_AN_IMAGE = Buffer.from('%PDF-1.4\nthis is not an image at all\n%%EOF\n');
