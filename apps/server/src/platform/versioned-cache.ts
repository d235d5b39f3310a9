import type { PublicChanges } from './public-changes';

/** The version a copy carries when it was read while changes were heard: no version of the database is it. */
const HEARD = -1;

/**
 * Public representations kept in a server's memory (issue 13 §1). The database raises a record's version on every
 * write to what the representation shows (triggers) and tells of it (`public_changes`). While the changes are
 * heard, a kept copy is current until its change drops it, and a visit asks nothing; otherwise a copy answers only
 * at the version it was read at. Bounded: the least recently used go first (a Map keeps insertion order, so its
 * first key is the oldest use).
 */
export function createVersionedCache<Value>(options: {
  size: number;
  /** the kind of change that drops a copy (`memory_page`, `landing`), with the feed that tells of it */
  kind: string;
  changes: PublicChanges;
  /** the record's version in the database; 0 for one never written since it was made */
  versionOf: (id: number) => Promise<number>;
}) {
  const { size, kind, changes, versionOf } = options;
  const entries = new Map<number, { version: number; value: Value }>();
  /** raised by every drop: a copy read before a drop is not kept (its record may have changed meanwhile) */
  let drops = 0;

  const keep = (id: number, version: number, value: Value) => {
    entries.delete(id);
    entries.set(id, { version, value });
    if (entries.size > size) entries.delete(entries.keys().next().value as number);
  };
  const drop = (id: number) => {
    drops += 1;
    entries.delete(id);
  };
  changes.subscribe(kind, drop, () => {
    drops += 1;
    entries.clear();
  });

  return {
    /**
     * The kept copy if it is current (asking the version only while changes are not heard), else `read`'s,
     * kept when `keepIt` says so. `use` says whether a kept copy may be given to this caller.
     */
    async get(
      id: number,
      read: () => Promise<{ value: Value; keepIt: boolean }>,
      use: (value: Value) => boolean = () => true,
    ): Promise<Value> {
      const heard = changes.live;
      const started = drops;
      // the version first: a write after this read makes the next visit read the record again
      const version = heard ? HEARD : await versionOf(id);
      const entry = entries.get(id);
      if (entry && entry.version === version && use(entry.value)) {
        keep(id, version, entry.value);
        return entry.value;
      }
      const { value, keepIt } = await read();
      if (keepIt && drops === started && changes.live === heard) keep(id, version, value);
      else if (!keepIt) entries.delete(id);
      return value;
    },
    get size(): number {
      return entries.size;
    },
  };
}

export type VersionedCache<Value> = ReturnType<typeof createVersionedCache<Value>>;
