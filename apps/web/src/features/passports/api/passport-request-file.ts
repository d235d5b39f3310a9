import { downloadFile } from '../../../lib/file-download';
import { type PassportSide, passportsBase } from './passport-side';

/** …/request-passport/{id}/files/{fileId}/ of a side: the address of a request's attached file. */
export const passportRequestFilePath = (side: PassportSide, requestId: number, fileId: number) =>
  `${passportsBase(side)}request-passport/${requestId}/files/${fileId}/`;

/** GET a request's attached file with the session and save it under its name. */
export function downloadPassportRequestFile(
  side: PassportSide,
  requestId: number,
  file: { id: number; name: string },
): Promise<void> {
  return downloadFile(passportRequestFilePath(side, requestId, file.id), file.name || `file-${file.id}`);
}
