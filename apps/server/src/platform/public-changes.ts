import type { FastifyInstance } from 'fastify';
import type { Database, Listening } from '../db/client';
import { addRouteHook } from './route-hooks';

/**
 * The channel the database tells of changes to what public pages show (migration 0028): the triggers that raise
 * a page's version also send `<kind>:<id>` on it.
 */
export const PUBLIC_CHANGES_CHANNEL = 'public_changes';

type Subscriber = { kind: string; changed: (id: number) => void; lost: () => void };

/**
 * Changes to public pages as the database tells of them (issue 13 §1): a kept copy is dropped the moment its page
 * changes, so a visit to a kept page asks the database nothing. PGlite tells of a change before its write
 * answers; a PostgreSQL server a moment after the commit, so a request that wrote waits with `settle()` until this
 * server has heard its changes before it answers (registerReadYourWrites), and another server instance drops its
 * copy within that moment too. While not heard (before start, or a lost connection) `live` is false and the
 * caches ask each page's version instead. When hearing starts or stops every copy is dropped: a change may have
 * gone unheard.
 */
export function createPublicChanges() {
  const subscribers: Subscriber[] = [];
  let live = false;
  let listening: Listening | null = null;

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
      listening = await database.listen(PUBLIC_CHANGES_CHANNEL, heard, (hearing) => {
        live = hearing;
        lostAll();
      });
    },
    async close(): Promise<void> {
      live = false;
      lostAll();
      await listening?.stop();
      listening = null;
    },
    /** Resolves once this server has heard every change committed before the call. */
    settle(): Promise<void> {
      return listening?.settle() ?? Promise.resolve();
    },
  };
}

export type PublicChanges = ReturnType<typeof createPublicChanges>;

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A request that may have written answers only once this server has heard the changes it made: its author's next
 * visit to a kept page never meets the copy from before (one marker on a PostgreSQL server, shared by the
 * requests answering at that moment; nothing on PGlite).
 */
export function registerReadYourWrites(app: FastifyInstance, changes: PublicChanges): void {
  const settled = async (_request: unknown, _reply: unknown, payload: unknown) => {
    await changes.settle();
    return payload;
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((method) => WRITES.has(method))) addRouteHook(route, 'onSend', settled);
  });
}
