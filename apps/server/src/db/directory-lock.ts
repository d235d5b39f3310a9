import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * PGlite is one process's database: a second server opening the same directory would corrupt it.
 * Takes `server.lock` in the data directory (a stale lock of a dead process is taken over) and
 * returns the release function.
 */
export function acquireDirectoryLock(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          unlinkSync(lockFile);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new Error(`DATA_DIR ${dataDir} is used by another server (pid ${owner}).`);
      }
      unlinkSync(lockFile);
    }
  }
  throw new Error(`Could not lock ${lockFile}`);
}
