import type { Db } from '../../db/client';
import type { Storage } from '../../platform/storage';
import type { MediaService } from '../files/media.service';
import type { LimitGuard } from '../tariffs/limits.service';
import { createBackupArchive } from './backup-archive';
import { createGedcomBackup } from './backup-gedcom';
import { createFamilyRestore } from './family-restore';

/**
 * Backups of an account's family side (SPEC §7 GET, POST /api/family/export/) and GEDCOM 7 (GEDZIP) export and
 * import. Everything works on what the account owns: its persons, its tree, its memory pages and its files,
 * read and written through the modules that own them.
 *
 * A restore or an import adds records (new ids; nothing of the account or of anyone else is changed), or, when
 * the caller asked for mode "replace", first removes the account's persons, tree, pages and files. Files are
 * written to storage before the one transaction that records everything, and removed again if it fails.
 */
export function createBackupsService(deps: {
  db: Db;
  storage: Storage;
  media: MediaService;
  appVersion: string;
  limits: LimitGuard;
}) {
  const restore = createFamilyRestore(deps);
  return {
    ...createBackupArchive({ ...deps, restore }),
    ...createGedcomBackup({ ...deps, restore }),
  };
}

export type BackupsService = ReturnType<typeof createBackupsService>;
