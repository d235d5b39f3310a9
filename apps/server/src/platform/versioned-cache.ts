/**
 * Public representations kept in a server's memory (issue 13 §1), each with the version its record had when it
 * was read. The version lives in the database, raised by triggers on every write to what the representation
 * shows, so a copy is used only while it stands, whichever server instance or module wrote since. Bounded: the
 * least recently used go first (a Map keeps insertion order, so its first key is the oldest use).
 */
export function createVersionedCache<Key, Value>(size: number) {
  const entries = new Map<Key, { version: number; value: Value }>();

  const keep = (key: Key, version: number, value: Value) => {
    entries.delete(key);
    entries.set(key, { version, value });
    if (entries.size > size) entries.delete(entries.keys().next().value as Key);
  };

  return {
    /** The copy read at this version, or undefined; a copy used moves to the newest. */
    get(key: Key, version: number): Value | undefined {
      const entry = entries.get(key);
      if (!entry || entry.version !== version) return undefined;
      keep(key, version, entry.value);
      return entry.value;
    },
    /** Keeps a copy read after its version was read (a write in between only makes the next read read again). */
    set: keep,
    delete(key: Key): void {
      entries.delete(key);
    },
    get size(): number {
      return entries.size;
    },
  };
}

export type VersionedCache<Key, Value> = ReturnType<typeof createVersionedCache<Key, Value>>;
