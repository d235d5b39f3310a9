import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { createJobs, type Jobs } from './jobs';

let database: Database;
let jobs: Jobs;
const runs: string[] = [];
const logged: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  jobs = createJobs(database, (line) => logged.push(line));
  await jobs.start([
    // due once a year: only runNow starts it here
    { name: 'test-job', cron: '0 3 1 1 *', run: async () => void runs.push('ran') },
    {
      name: 'test-failing',
      cron: '0 3 1 1 *',
      run: async () => {
        throw new TypeError('broken');
      },
    },
  ]);
}, 60_000);
afterAll(async () => {
  await jobs.stop();
  await database.close();
});

async function until(check: () => boolean, ms = 20_000) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 100));
}

describe('scheduled jobs through pg-boss (PGlite in process, or a PostgreSQL server)', () => {
  it('keeps the schedule in the database and runs a queued job in this process', async () => {
    const schedules = await jobs.boss.getSchedules();
    expect(schedules.map((schedule) => schedule.name).sort()).toEqual(['test-failing', 'test-job']);
    expect(schedules.find((schedule) => schedule.name === 'test-job')).toMatchObject({
      timezone: 'Europe/Moscow',
    });
    await jobs.runNow('test-job');
    await until(() => runs.length > 0);
    expect(runs).toEqual(['ran']);
  }, 30_000);

  it('logs a failed run by its error’s name only', async () => {
    await jobs.runNow('test-failing');
    await until(() => logged.some((line) => line.startsWith('job test-failing failed')));
    expect(logged).toContain('job test-failing failed: TypeError');
  }, 30_000);
});
