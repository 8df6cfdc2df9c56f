import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createDb } from '@rentwell/db/create-db';
import { DataDirLockedError } from '@rentwell/db/data-dir-lock';
import { migrateDb } from '@rentwell/db/migrate';
import { createApp } from './app.ts';
import { createAppDeps } from './create-app-deps.ts';
import { closePdfWorkers } from './documents/pdf-pool.ts';
import { InvalidSealCertificateError, loadSealCertificate } from './documents/seal-certificate.ts';
import { InvalidEnvironmentError, loadEnv } from './env.ts';
import { trackConnectionsForShutdown } from './graceful-shutdown.ts';
import { startScheduler } from './jobs/scheduler.ts';
import { createLogger, flushLogs } from './lib/logger.ts';
import { countActiveDemoAccounts } from './modules/site-admin/demo-accounts.repo.ts';
import { listenForRevocations } from './multi-instance/session-revocations.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from './seed/demo-seed.ts';

/** Closing the database and the scheduler gets this long after the grace period before the process is ended. */
const CLOSE_GRACE_MS = 5_000;

function printDemoAccounts(baseUrl: string): void {
  const lines = DEMO_ACCOUNTS.map((account) => `    ${account.role.padEnd(17)} ${account.email}`);
  process.stdout.write(
    `\n  Rentwell is running at ${baseUrl}\n\n  Demo accounts (password: ${DEMO_PASSWORD}):\n${lines.join('\n')}\n\n`,
  );
}

async function start(): Promise<void> {
  const config = loadEnv();
  const logger = createLogger(config.logLevel);
  const handle = await createDb({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteTemplateDir: fileURLToPath(new URL('../dist/pglite-template', import.meta.url)),
    onIdleConnectionError: (error) => logger.warn({ err: error }, 'PostgreSQL ended an idle connection'),
  });
  await migrateDb(handle);
  const deps = createAppDeps(config, handle, logger);
  const sealCertificate = await loadSealCertificate(deps.db, {
    baseUrl: config.baseUrl,
    configured: config.sealCertificate,
  });
  logger.info(
    { fingerprintSha256: sealCertificate.fingerprintSha256, configured: config.sealCertificate !== undefined },
    'signed documents are sealed with this certificate',
  );
  if (config.seedDemoData) logger.info('checking for demo data (seeding an empty database takes a few seconds)');
  if (config.seedDemoData && (await seedDemoData(deps))) {
    logger.info('seeded the demo portfolio into the empty database');
  }
  if (config.nodeEnv === 'production') {
    const activeDemoAccounts = await countActiveDemoAccounts(deps.db);
    if (config.seedDemoData || activeDemoAccounts > 0) {
      logger.warn(
        { seedDemoData: config.seedDemoData, activeDemoAccounts },
        `production with demo data: anyone can sign in to the demo accounts with the published password "${DEMO_PASSWORD}". Unset SEED_DEMO_DATA and deactivate the demo accounts in the site-admin console.`,
      );
    }
  }
  const revocations = config.databaseUrl
    ? await listenForRevocations(config.databaseUrl, deps.sessionActors, logger)
    : null;
  const stopScheduler = startScheduler(deps);
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => {
    logger.info({ port: config.port, database: handle.kind }, 'listening');
    if (config.seedDemoData) printDemoAccounts(config.baseUrl);
    else process.stdout.write(`\n  Rentwell is running at ${config.baseUrl}\n\n`);
  }) as Server;
  const connections = trackConnectionsForShutdown(server);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.shutdown.begin();
    logger.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => process.exit(1), config.shutdownGraceMs + CLOSE_GRACE_MS);
    force.unref();
    void (async () => {
      const outcome = await connections.drain(config.shutdownGraceMs);
      if (outcome === 'cut') logger.warn('grace period over: remaining connections were closed');
      await stopScheduler();
      await revocations?.close();
      await closePdfWorkers();
      await handle.close();
      logger.info('stopped cleanly');
      await flushLogs(logger);
      process.exit(0);
    })().catch(async (error: unknown) => {
      logger.error({ err: error }, 'shutdown failed');
      await flushLogs(logger);
      process.exit(1);
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

start().catch((error: unknown) => {
  if (
    error instanceof InvalidEnvironmentError ||
    error instanceof DataDirLockedError ||
    error instanceof InvalidSealCertificateError
  ) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
