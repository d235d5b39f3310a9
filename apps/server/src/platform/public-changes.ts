import type { Database } from '../db/client';

/**
 * The channel the database tells of changes to what public pages show (migration 0028): the triggers that raise
 * a page's version also send `<kind>:<id>` on it.
 */
export const PUBLIC_CHANGES_CHANNEL = 'public_changes';

type Subscriber = { kind: string; changed: (id: number) => void; lost: () => void };

/**
 * Changes to public pages as the database tells of them (issue 13 §1): a kept copy is dropped the moment its page
 * changes, so a visit to a kept page asks the database nothing. Heard only where a change is told before its write
 * answers (PGlite, in this process); elsewhere (a PostgreSQL server, or before start) `live` is false and the
 * caches ask each page's version instead. When hearing starts every copy is dropped: a change may have gone
 * unheard.
 */
export function createPublicChanges() {
  const subscribers: Subscriber[] = [];
  let live = false;
  let stop: (() => Promise<void>) | null = null;

  const lostAll = () => {
    for (const subscriber of subscribers) subscriber.lost();
  };
  const heard = (payload: string) => {
    const [kind, idText] = payload.split(':');
    const id = Number(idText);
    if (!Number.isInteger(id)) return;
    for (const subscriber of subscribers) if (subscriber.kind === kind) subscriber.changed(id);
  };

  return {
    /** Whether every change is heard now: a kept copy that no change dropped is current. */
    get live(): boolean {
      return live;
    },
    /** Tells `changed` of each change of this kind (`memory_page`, `landing`), `lost` when some may be missed. */
    subscribe(kind: string, changed: (id: number) => void, lost: () => void): void {
      subscribers.push({ kind, changed, lost });
    },
    async start(database: Pick<Database, 'listen'>): Promise<void> {
      stop = await database.listen(PUBLIC_CHANGES_CHANNEL, heard, (hearing) => {
        live = hearing;
        lostAll();
      });
    },
    async close(): Promise<void> {
      live = false;
      await stop?.();
      stop = null;
    },
  };
}

export type PublicChanges = ReturnType<typeof createPublicChanges>;
