import type { ScheduledJob } from './platform/jobs';
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
