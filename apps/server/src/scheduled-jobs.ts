import { PERSON_IMPORT_JOB } from './modules/person-imports/person-imports.service';
import type { QueuedJob, ScheduledJob } from './platform/jobs';
import type { Services } from './services';

/** What the server does on its own, on a schedule in Moscow time (issue 14 §2, §3). */
export function scheduledJobs(services: Services): ScheduledJob[] {
  return [
    // card payments nobody was told of (a notification lost, the payer's tab closed): asked of the provider
    { name: 'payments-reconcile', cron: '*/5 * * * *', run: () => services.cardPayments.reconcile() },
    // tariffs renewing themselves are bought a day before their end; hourly, so a top-up is soon used
    { name: 'tariffs-renew', cron: '7 * * * *', run: () => services.renewals.renewDue() },
    // the reminder 3 days before a paid tariff ends, in the morning
    { name: 'tariffs-remind', cron: '0 10 * * *', run: () => services.renewals.remindDue() },
  ];
}

/** Work the services send to be done in the background, by whichever instance takes it. */
export function queuedJobs(services: Services): QueuedJob[] {
  // an administrator's import of a cemetery's register, a batch of rows at a time (100,000 rows in minutes)
  return [{ name: PERSON_IMPORT_JOB, run: (data) => services.personImports.run(data) }];
}
