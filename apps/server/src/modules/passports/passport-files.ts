import { PASSPORT_MSG, type PassportRequest } from '@sp/shared/api/passports';
import { and, eq } from 'drizzle-orm';
import { conflict, notFound } from '../../platform/errors';
import { attachedFileView, type UploadedFile } from '../files/media.service';
import { describeOne } from './passport-request-view';
import {
  type ApplicantScope,
  mine,
  type PassportsDeps,
  type RequestParty,
  requestOfParty,
} from './passports.common';
import { passportRequestFiles } from './passports.table';

/** The files a request carries: the applicant attaches them, both parties read them. */
export function createPassportFiles(deps: Pick<PassportsDeps, 'db' | 'media' | 'storage'>) {
  const { db } = deps;

  return {
    /** POST …/request-passport/{id}/files/: an image or a PDF (checked by its bytes) while the request is open. */
    async attach(scope: ApplicantScope, id: number, file: UploadedFile): Promise<PassportRequest> {
      const row = await mine(db, scope.owner, id);
      if (row.status !== 'new' && row.status !== 'needs_changes' && row.status !== 'review')
        throw conflict(PASSPORT_MSG.closed);
      await deps.media.storeFile(scope.owner, file, 'file', async (tx, stored) => {
        await tx.insert(passportRequestFiles).values({ requestId: id, mediaId: stored.id });
      });
      return describeOne(db, await mine(db, scope.owner, id));
    },

    /** A request's file for either party: its bytes, name and type. */
    async file(party: RequestParty, id: number, fileId: number) {
      await requestOfParty(db, party, id);
      const [found] = await db
        .select({
          key: attachedFileView.key,
          name: attachedFileView.originalName,
          mimeType: attachedFileView.mimeType,
        })
        .from(passportRequestFiles)
        .innerJoin(attachedFileView, eq(attachedFileView.id, passportRequestFiles.mediaId))
        .where(and(eq(passportRequestFiles.id, fileId), eq(passportRequestFiles.requestId, id)));
      if (!found) throw notFound();
      const stored = await deps.storage.open(found.key);
      if (!stored) throw notFound();
      return { stream: stored.stream, name: found.name, mimeType: found.mimeType };
    },
  };
}
