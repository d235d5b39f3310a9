import type { PublicChanges } from './public-changes';

/** The version a copy carries when it was read while changes were heard: no version of the database is it. */
const HEARD = -1;

type Entry<Value> = { id: number; version: number; value: Value };

/**
 * Representations kept in a server's memory (issue 13 §1). The database raises a record's version on every write
 * to what the representation shows (triggers) and tells of it (`public_changes`). While the changes are heard, a
 * kept copy is current until its change drops it, and a visit asks nothing; otherwise a copy answers only at the
 * version it was read at. A record may have several copies (`variant`: a company's deals list, one per filter and
 * page), all dropped by its change. Bounded: the least recently used go first (a Map keeps insertion order, so its
 * first key is the oldest use).
 */
export function createVersionedCache<Value>(options: {
  size: number;
  /** the kind of change that drops a copy (`memory_page`, `landing`, `company_orders`), with the feed that tells of it */
  kind: string;
  changes: PublicChanges;
  /**
   * the record's version in the database; 0 for one never written since it was made. Without it a copy is kept
   * only while changes are heard (and read every time otherwise).
   */
  versionOf?: (id: number) => Promise<number>;
}) {
  const { size, kind, changes, versionOf } = options;
  const entries = new Map<string, Entry<Value>>();
  /** each record's kept variants */
  const variantsOf = new Map<number, Set<string>>();
  /** raised by every drop: a copy read before a drop is not kept (its record may have changed meanwhile) */
  let drops = 0;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const variants = variantsOf.get(entry.id);
    variants?.delete(key);
    if (variants?.size === 0) variantsOf.delete(entry.id);
  };
  const keep = (key: string, entry: Entry<Value>) => {
    entries.delete(key);
    entries.set(key, entry);
    const variants = variantsOf.get(entry.id) ?? new Set<string>();
    variantsOf.set(entry.id, variants);
    variants.add(key);
    if (entries.size > size) forget(entries.keys().next().value as string);
  };
  const drop = (id: number) => {
    drops += 1;
    for (const key of variantsOf.get(id) ?? []) entries.delete(key);
    variantsOf.delete(id);
  };
  changes.subscribe(kind, drop, () => {
    drops += 1;
    entries.clear();
    variantsOf.clear();
  });

  return {
    /**
     * The kept copy if it is current (asking the version only while changes are not heard), else `read`'s,
     * kept when `keepIt` says so. `use` says whether a kept copy may be given to this caller.
     */
    async get(
      id: number,
      read: () => Promise<{ value: Value; keepIt: boolean }>,
      options: { use?: (value: Value) => boolean; variant?: string } = {},
    ): Promise<Value> {
      const { use = () => true, variant = '' } = options;
      const key = `${id}\u0000${variant}`;
      const heard = changes.live;
      const started = drops;
      // the version first: a write after this read makes the next visit read the record again
      if (!heard && !versionOf) return (await read()).value;
      const version = heard || !versionOf ? HEARD : await versionOf(id);
      const entry = entries.get(key);
      if (entry && entry.version === version && use(entry.value)) {
        keep(key, entry);
        return entry.value;
      }
      const { value, keepIt } = await read();
      if (keepIt && drops === started && changes.live === heard) keep(key, { id, version, value });
      else if (!keepIt) forget(key);
      return value;
    },
    get size(): number {
      return entries.size;
    },
  };
}

export type VersionedCache<Value> = ReturnType<typeof createVersionedCache<Value>>;
