import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { ANALYZE_AFTER_START_MS, ANALYZE_INTERVAL_MS, openDatabase } from './db/client';
import { exposedDemoAdminWarning, isNewDatabase, shouldSeedDemo } from './demo/demo-policy';
import { seedDemo } from './demo/seed-demo';
import { seedDemoAgentRequests } from './demo/seed-demo-agent-requests';
import { seedDemoBilling, seedDemoInvoice } from './demo/seed-demo-billing';
import { seedDemoCatalog } from './demo/seed-demo-catalog';
import { seedDemoCemeteries } from './demo/seed-demo-cemeteries';
import { seedDemoDealers } from './demo/seed-demo-dealers';
import { seedDemoDocuments } from './demo/seed-demo-documents';
import { seedDemoFamily } from './demo/seed-demo-family';
import { seedDemoOrders } from './demo/seed-demo-orders';
import { seedDemoPassports } from './demo/seed-demo-passports';
import { seedDemoReviews } from './demo/seed-demo-reviews';
import { seedDemoTasks } from './demo/seed-demo-tasks';
import { writeCities } from './modules/geo/cities.seed';
import { writeReleaseNotes } from './modules/releases/releases.seed';
import { createJobs } from './platform/jobs';
import { queuedJobs, scheduledJobs } from './scheduled-jobs';
import { createServices } from './services';

async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const databaseIsNew = await isNewDatabase(database.db);
  await database.migrate();
  await writeReleaseNotes(database.db);
  await writeCities(database.db);
  const services = createServices(config, database);
  if (shouldSeedDemo(config, databaseIsNew)) {
    const accountsWritten = await seedDemo(database.db);
    const catalogWritten = await seedDemoCatalog(database.db);
    // after the companies, before what counts against their tariffs (documents, staff)
    const billingWritten = await seedDemoBilling(database.db);
    const familyWritten = await seedDemoFamily(services);
    const agentRequestsWritten = await seedDemoAgentRequests(database.db);
    const ordersWritten = await seedDemoOrders(services);
    const reviewsWritten = await seedDemoReviews(services);
    const documentsWritten = await seedDemoDocuments(services);
    const invoiceWritten = await seedDemoInvoice(services);
    const dealersWritten = await seedDemoDealers(services);
    const tasksWritten = await seedDemoTasks(database.db);
    const cemeteriesWritten = await seedDemoCemeteries(database.db);
    const passportsWritten = await seedDemoPassports(services);
    if (
      accountsWritten ||
      catalogWritten ||
      billingWritten ||
      familyWritten ||
      agentRequestsWritten ||
      ordersWritten ||
      reviewsWritten ||
      documentsWritten ||
      invoiceWritten ||
      dealersWritten ||
      tasksWritten ||
      cemeteriesWritten ||
      passportsWritten
    )
      console.log('Demo data written (password demo12345).');
  }
  const analyze = () =>
    database.analyze().catch((error) => console.error(`ANALYZE failed: ${error.message}`));
  // statistics are kept in the data dir: a new database (just seeded) gets them before it serves; an existing
  // one serves at once with those it has and refreshes them a little later, then every hour
  if (databaseIsNew) await analyze();
  const afterStart = setTimeout(analyze, ANALYZE_AFTER_START_MS);
  afterStart.unref();
  const analyzing = setInterval(analyze, ANALYZE_INTERVAL_MS);
  analyzing.unref();
  const app = await buildApp(services);
  const jobs = createJobs(database, (line) => console.error(line));
  // what a request queues waits for the jobs to start (after the server listens)
  services.jobQueue.attach(jobs);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    clearTimeout(afterStart);
    clearInterval(analyzing);
    await app.close();
    await jobs.stop();
    await services.background.settled();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  await jobs.start(scheduledJobs(services), queuedJobs(services));
  const exposed = await exposedDemoAdminWarning(database.db, config.host);
  if (exposed) console.warn(`\n${'!'.repeat(100)}\n${exposed}\n${'!'.repeat(100)}\n`);
  app.log.info(
    { database: database.kind, url: config.publicUrl, startupMs: Math.round(performance.now() - startedAt) },
    'Светлая память is ready',
  );
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Start-up failed:', error instanceof Error ? error.message : error);
  }
  process.exit(1);
});
