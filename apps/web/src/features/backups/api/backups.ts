import type { ImportResult, RestoreMode } from '@sp/shared/api/backups';
import { sendForm } from '../../../lib/upload';
import { type DownloadProgress, downloadFile } from './transfer';

export const ARCHIVE_PATH = '/api/family/export/';
export const GEDCOM_PATH = '/api/family/export/gedcom/';

export const downloadArchive = (onProgress: (progress: DownloadProgress) => void) =>
  downloadFile(ARCHIVE_PATH, 'svetlaya-pamyat.zip', onProgress);

export const downloadGedzip = (onProgress: (progress: DownloadProgress) => void) =>
  downloadFile(GEDCOM_PATH, 'svetlaya-pamyat.gdz', onProgress);

/** GET /api/family/export/gedcom/?format=ged: a plain .ged, for programs that read no GEDZIP. */
export const downloadGed = (onProgress: (progress: DownloadProgress) => void) =>
  downloadFile(`${GEDCOM_PATH}?format=ged`, 'svetlaya-pamyat.ged', onProgress);

/** POST /api/family/export/: archive and mode. */
export function restoreArchive(file: File, mode: RestoreMode, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('mode', mode);
  form.append('archive', file, file.name);
  return sendForm<ImportResult>(ARCHIVE_PATH, form, onProgress);
}

/** POST /api/family/export/gedcom/: a .ged or a GEDZIP as `file`. */
export function importGedcom(file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('file', file, file.name);
  return sendForm<ImportResult>(GEDCOM_PATH, form, onProgress);
}
