import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** A marker's payload begins so; markers of other server instances are heard too and passed over. */
const MARKER = 'settled';
/** The statement a marker is sent with (tests that count a request's queries leave it out). */
export const MARKER_QUERY = 'select pg_notify($1, $2)';
/** A marker not heard in this time means the listening connection is lost: its copies are dropped. */
const MARKER_TIMEOUT_MS = 2_000;
/** How long to wait before listening again after the connection was lost. */
const RECONNECT_MS = 1_000;

export type Listening = {
  stop(): Promise<void>;
  /** Resolves once every notification committed before the call has been heard (or hearing has stopped). */
  settle(): Promise<void>;
};

/**
 * Hears a channel of a PostgreSQL server on a connection of its own, outside the pool (issue 13 §1). A notification
 * arrives a moment after its commit, so a writer makes sure of it with `settle()`: it sends a marker of its own on
 * the channel and waits to hear it, and PostgreSQL delivers the notifications of different transactions in the
 * order they committed. Calls that come while a marker is on its way wait for the next one (sent after them); so
 * many writers at once cost one marker. A lost connection says `hearing(false)` and is opened again.
 */
export async function listenPostgres(options: {
  connectionString: string;
  pool: pg.Pool;
  channel: string;
  onMessage: (payload: string) => void;
  hearing: (live: boolean) => void;
}): Promise<Listening> {
  const { connectionString, pool, channel, onMessage, hearing } = options;
  const instance = randomUUID();
  const markers = new Map<string, () => void>();
  let sequence = 0;
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let sending: Promise<void> | null = null;
  let waiting: Promise<void> | null = null;

  const releaseMarkers = () => {
    for (const heard of markers.values()) heard();
    markers.clear();
  };
  const lose = (lost: pg.Client) => {
    if (client !== lost) return;
    client = null;
    hearing(false);
    releaseMarkers();
    lost.end().catch(() => {});
    if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS);
  };
  const connect = async () => {
    retry = null;
    const next = new pg.Client({ connectionString, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel !== channel) return;
      const payload = message.payload ?? '';
      if (payload.startsWith(`${MARKER}:`)) markers.get(payload)?.();
      else onMessage(payload);
    });
    next.on('error', () => lose(next));
    next.on('end', () => lose(next));
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch (error) {
      console.error(`Listening to PostgreSQL failed: ${(error as Error).message}`);
      next.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS);
      return;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    hearing(true);
  };

  const roundTrip = async () => {
    const listening = client;
    if (!listening) return;
    sequence += 1;
    const marker = `${MARKER}:${instance}:${sequence}`;
    let timer: NodeJS.Timeout | undefined;
    let release = () => {};
    const heard = new Promise<void>((resolve) => {
      release = resolve;
      markers.set(marker, resolve);
    });
    try {
      await pool.query(MARKER_QUERY, [channel, marker]);
      // timed from its commit: a wait for a free connection of a busy pool is not the listener's fault
      timer = setTimeout(() => {
        if (markers.has(marker)) lose(listening);
        release();
      }, MARKER_TIMEOUT_MS);
      await heard;
    } catch {
      // the marker could not be sent: nothing tells whether the changes were heard, so hearing starts anew
      lose(listening);
    } finally {
      clearTimeout(timer);
      markers.delete(marker);
    }
  };
  const settle = (): Promise<void> => {
    if (!client) return Promise.resolve();
    if (waiting) return waiting;
    if (!sending) {
      sending = roundTrip().finally(() => {
        sending = null;
      });
      return sending;
    }
    // a marker already on its way may have been sent before this call's write committed: wait for the next
    waiting = sending.then(() => {
      waiting = null;
      return settle();
    });
    return waiting;
  };

  await connect();
  return {
    settle,
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      const listening = client;
      client = null;
      releaseMarkers();
      if (listening) {
        listening.removeAllListeners('end');
        listening.removeAllListeners('error');
        listening.on('error', () => {});
        await listening.end().catch(() => {});
      }
    },
  };
}
