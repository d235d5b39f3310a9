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
 * Work sent with its data (an administrator's import, say) and run once by whichever server instance takes it. A
 * run that stops sending heartbeats (its server crashed) is given to another after `heartbeatSeconds`, up to
 * `retryLimit` times: the work must go on from where it was (its own records say where).
 */
export type QueuedJob = {
  name: string;
  run: (data: Record<string, unknown>) => Promise<unknown>;
  /** how long a run may take in all */
  expireInSeconds?: number;
};

/** What a service sends queued work through. */
export type JobQueue = { send(name: string, data: Record<string, unknown>): Promise<void> };

/**
 * A queue the services are built with before the jobs exist (main.ts makes them after the app): it sends through
 * the jobs once attached; a send before that fails (a test app that starts no jobs).
 */
export function createJobQueue(): JobQueue & { attach(jobs: JobQueue): void } {
  let target: JobQueue | null = null;
  return {
    attach(jobs) {
      target = jobs;
    },
    async send(name, data) {
      if (!target) throw new Error(`jobs are not started: ${name}`);
      await target.send(name, data);
    },
  };
}

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
  let markStarted = () => {};
  const ready = new Promise<void>((resolve) => {
    markStarted = resolve;
  });

  return {
    async start(jobs: readonly ScheduledJob[], queued: readonly QueuedJob[] = []): Promise<void> {
      await boss.start();
      started = true;
      for (const job of queued) {
        await boss.createQueue(job.name, {
          heartbeatSeconds: 30,
          expireInSeconds: job.expireInSeconds ?? 3600,
          retryLimit: 2,
          retryDelay: 5,
        });
        await boss.work<Record<string, unknown>>(
          job.name,
          { pollingIntervalSeconds: 1 },
          async ([queuedJob]) => {
            try {
              await job.run(queuedJob.data ?? {});
            } catch (error) {
              log(`job ${job.name} failed: ${(error as Error)?.name ?? 'Error'}`);
              throw error;
            }
          },
        );
      }
      markStarted();
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
    /** Queues work with its data; waits for the jobs to start (a request may come before they have). */
    async send(name: string, data: Record<string, unknown>): Promise<void> {
      await ready;
      await boss.send(name, data);
    },
    async stop(): Promise<void> {
      if (started) await boss.stop({ graceful: true, timeout: 10_000 });
    },
    boss,
  };
}

export type Jobs = ReturnType<typeof createJobs>;
