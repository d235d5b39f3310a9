import { fileTooLargeMessage, MSG } from '@sp/shared/validation/messages';

/** SPEC §5: the default upload limit. */
export const DEFAULT_MAX_FILE_MB = 10;

const CROP_TYPES = ['image/jpeg', 'image/png'];
const CROP_EXTENSIONS = /\.(jpe?g|png)$/i;

/** null when the file fits, else the spec's message. */
export function checkFileSize(file: File, maxMb = DEFAULT_MAX_FILE_MB): string | null {
  return file.size > maxMb * 1024 * 1024 ? fileTooLargeMessage(maxMb) : null;
}

/** The crop tool and screenshots accept JPG, JPEG and PNG only. */
export function checkImageType(file: File): string | null {
  return CROP_TYPES.includes(file.type) || CROP_EXTENSIONS.test(file.name) ? null : MSG.imageFormat;
}
