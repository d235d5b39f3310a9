import { MAX_PAGE_PHOTOS, MEMORY_PAGE_MSG, type MemoryPagePhoto } from '@sp/shared/api/memory-pages';
import { and, eq } from 'drizzle-orm';
import { fieldError, notFound } from '../../platform/errors';
import type { Owner } from '../../platform/owner';
import type { MediaRow, UploadedFile } from '../files/media.service';
import type { MemoryPagesDeps, PageCore, PageScope } from './memory-pages.common';
import { memoryPagePhotos, memoryPages } from './memory-pages.table';

/** A page's gallery: photos (stored files of the page's owner) with captions, in the owner's order. */
export function createPagePhotos(core: PageCore, deps: MemoryPagesDeps) {
  const { db, media: files } = deps;
  const { accessible, audit, photosOf } = core;

  return {
    async addPhoto(
      scope: PageScope,
      id: number,
      file: UploadedFile,
      caption: string,
    ): Promise<MemoryPagePhoto[]> {
      const page = await accessible(scope, id, true);
      const owner: Owner =
        page.ownerAccountId !== null
          ? { accountId: page.ownerAccountId }
          : { companyId: page.ownerCompanyId as number };
      const saved = await files.saveImage(file, { field: 'image' });
      await files.withSaved(saved, () =>
        db.transaction(async (tx) => {
          const existing = await tx
            .select({ position: memoryPagePhotos.position })
            .from(memoryPagePhotos)
            .where(eq(memoryPagePhotos.pageId, id));
          if (existing.length >= MAX_PAGE_PHOTOS) {
            throw fieldError('image', MEMORY_PAGE_MSG.tooManyPhotos(MAX_PAGE_PHOTOS));
          }
          const row: MediaRow = await files.insert(tx, owner, saved);
          await tx.insert(memoryPagePhotos).values({
            pageId: id,
            mediaId: row.id,
            caption,
            position: existing.reduce((max, photo) => Math.max(max, photo.position + 1), 0),
          });
          await tx.update(memoryPages).set({ updatedAt: new Date() }).where(eq(memoryPages.id, id));
          await audit(
            tx,
            scope,
            page,
            'update',
            { photos: existing.length },
            { photos: existing.length + 1 },
          );
        }),
      );
      return (await photosOf([id])).get(id) ?? [];
    },

    async captionPhoto(
      scope: PageScope,
      id: number,
      photoId: number,
      caption: string,
    ): Promise<MemoryPagePhoto[]> {
      await accessible(scope, id, true);
      const [updated] = await db
        .update(memoryPagePhotos)
        .set({ caption })
        .where(and(eq(memoryPagePhotos.id, photoId), eq(memoryPagePhotos.pageId, id)))
        .returning();
      if (!updated) throw notFound();
      return (await photosOf([id])).get(id) ?? [];
    },

    /** The gallery in the given order: every photo of the page exactly once. */
    async orderPhotos(scope: PageScope, id: number, ids: number[]): Promise<MemoryPagePhoto[]> {
      await accessible(scope, id, true);
      await db.transaction(async (tx) => {
        const existing = await tx
          .select({ id: memoryPagePhotos.id })
          .from(memoryPagePhotos)
          .where(eq(memoryPagePhotos.pageId, id));
        const known = new Set(existing.map((row) => row.id));
        if (
          ids.length !== known.size ||
          new Set(ids).size !== ids.length ||
          !ids.every((value) => known.has(value))
        ) {
          throw fieldError('ids', MEMORY_PAGE_MSG.photoOrder);
        }
        for (const [position, photoId] of ids.entries()) {
          await tx.update(memoryPagePhotos).set({ position }).where(eq(memoryPagePhotos.id, photoId));
        }
      });
      return (await photosOf([id])).get(id) ?? [];
    },

    /** Takes the photo off the gallery and deletes its file unless something else (an avatar) shows it. */
    async removePhoto(scope: PageScope, id: number, photoId: number): Promise<MemoryPagePhoto[]> {
      const page = await accessible(scope, id, true);
      const dropped = await db.transaction(async (tx) => {
        const [photo] = await tx
          .delete(memoryPagePhotos)
          .where(and(eq(memoryPagePhotos.id, photoId), eq(memoryPagePhotos.pageId, id)))
          .returning();
        if (!photo) throw notFound();
        await audit(tx, scope, page, 'update', { photo_id: photo.id }, { photo_id: null });
        return files.deleteRows(tx, await files.unused([photo.mediaId], tx));
      });
      await files.removeFiles(dropped);
      return (await photosOf([id])).get(id) ?? [];
    },
  };
}
