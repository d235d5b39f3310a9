import { fromPglite, PgBoss } from 'pg-boss';
import type { Database } from '../db/client';

/** Work that runs on a schedule, in whichever server instance takes it first. */
export type ScheduledJob = {
  name: string;
  /** a cron expression, read in Moscow time */
  cron: string;
  run: () => Promise<unknown>;
};

/**
 * Background jobs through pg-boss (ARCHITECTURE: durable, and several server instances never run one twice):
 * in this process on PGlite (its single connection shared with the app), over a small pool of its own on a
 * PostgreSQL server. Its tables live in their own schema, made on first start. A failed run is logged by its
 * error's name only and retried at the next occurrence.
 */
export function createJobs(database: Pick<Database, 'jobsConnection'>, log: (line: string) => void) {
  const connection = database.jobsConnection;
  const boss =
    'pglite' in connection
      ? new PgBoss({ db: fromPglite(connection.pglite), backend: 'pglite', schema: 'pgboss' })
      : new PgBoss({ connectionString: connection.connectionString, max: 2, schema: 'pgboss' });
  boss.on('error', (error) => log(`jobs: ${error.name}`));
  let started = false;

  return {
    async start(jobs: readonly ScheduledJob[]): Promise<void> {
      await boss.start();
      started = true;
      for (const job of jobs) {
        // a singleton queue: a run still going when the next comes due is not doubled
        await boss.createQueue(job.name, { policy: 'singleton' });
        await boss.work(job.name, async () => {
          try {
            await job.run();
          } catch (error) {
            log(`job ${job.name} failed: ${(error as Error)?.name ?? 'Error'}`);
            throw error;
          }
        });
        await boss.schedule(job.name, job.cron, null, { tz: 'Europe/Moscow' });
      }
    },
    /** Queues a run now (what the schedule does when the time comes). */
    runNow: (name: string) => boss.send(name),
    async stop(): Promise<void> {
      if (started) await boss.stop({ graceful: true, timeout: 10_000 });
    },
    boss,
  };
}

export type Jobs = ReturnType<typeof createJobs>;
