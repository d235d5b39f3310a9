import { MSG } from '@sp/shared/validation/messages';
import { ApiError } from './errors';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

export type ImageOptions = {
  /** longest side after resizing */
  maxSide: number;
  /** crop to a square (avatars, logos) */
  square?: boolean;
  field: string;
};

/**
 * Accepts an upload only if its bytes are a JPEG, PNG or WebP image (never trusting the name or the
 * declared type), then re-encodes it: metadata (EXIF, GPS) is dropped and the size is bounded.
 */
export async function processImage(
  data: Buffer,
  options: ImageOptions,
): Promise<{ data: Buffer; extension: string }> {
  // loaded on the first upload, not at start (issue 13 §3: a start healthy within 2 seconds)
  const [{ fileTypeFromBuffer }, { default: sharp }] = await Promise.all([
    import('file-type'),
    import('sharp'),
  ]);
  const type = await fileTypeFromBuffer(data);
  if (!type || !IMAGE_TYPES.has(type.mime)) {
    throw new ApiError(400, { [options.field]: [MSG.imageFormat] });
  }
  try {
    let image = sharp(data, { limitInputPixels: 50_000_000 }).rotate();
    image = options.square
      ? image.resize(options.maxSide, options.maxSide, { fit: 'cover' })
      : image.resize(options.maxSide, options.maxSide, { fit: 'inside', withoutEnlargement: true });
    const output = await image.webp({ quality: 85 }).toBuffer();
    return { data: output, extension: 'webp' };
  } catch {
    throw new ApiError(400, { [options.field]: [MSG.imageFormat] });
  }
}
