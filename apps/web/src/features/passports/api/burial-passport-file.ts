import { downloadFile } from '../../../lib/file-download';
import { type PassportSide, passportsBase } from './passport-side';

export type PassportFormat = 'pdf' | 'docx';

export const burialPassportFilePath = (side: PassportSide, id: number, format: PassportFormat) =>
  `${passportsBase(side)}burial-passport/${id}/file/?format=${format}`;

/**
 * GET …/burial-passport/{id}/file/?format=pdf|docx of a side: the passport's document with the QR code of its grave,
 * fetched with the session and saved under its name (a PDF may answer 503 {detail} without LibreOffice).
 */
export function downloadBurialPassport(
  side: PassportSide,
  passport: { id: number; number: string },
  format: PassportFormat,
): Promise<void> {
  return downloadFile(
    burialPassportFilePath(side, passport.id, format),
    `Паспорт захоронения № ${passport.number}.${format}`,
  );
}
