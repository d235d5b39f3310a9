import type { MediaFile } from '@sp/shared/api/files';
import { sendForm } from '../../../lib/upload';

export const UPLOAD_PATH = '/api/user-files/media/';

/**
 * POST /api/user-files/media/ with the file as `file`, reporting the share sent (0…1). Like the app's
 * client, a 401 renews the session once and sends again. Rejects with an ApiError.
 */
export function uploadFile(file: File, onProgress: (fraction: number) => void): Promise<MediaFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  return sendForm<MediaFile>(UPLOAD_PATH, form, onProgress);
}
