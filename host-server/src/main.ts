import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.js';
import { createServerServices } from './create-server-services.js';
import { DEMO_ACCOUNTS } from './demo/demo-course.js';
import { isFreshDatabase } from './demo/seed-demo.js';
import { seedDemoInOneTransaction } from './demo/seed-demo-in-one-transaction.js';
import { seedsDemo } from './demo/seeds-demo.js';
import { deleteExpiredGuests } from './delivery-api/guest-accounts.js';
import { abortOnShutdownSignals } from './lifecycle/abort-on-shutdown-signals.js';
import { closeServerGracefully } from './lifecycle/close-server-gracefully.js';
import { createServerLog } from './logging/create-server-log.js';
import { appServerBuild, loadAppServerRender } from './delivery/load-app-server-render.js';
import { PinoLogger } from './logging/pino-logger.js';
import { siteSettingsFromEnv } from './security/site-settings.js';

const rootDir = fileURLToPath(new URL('../../', import.meta.url));
const port = Number(process.env.PORT ?? 3000);
const log = createServerLog();
// A mistyped QUIRE_DEMO, QUIRE_PUBLIC_URL or QUIRE_TRUST_PROXY stops the start before anything is opened.
seedsDemo();
const site = siteSettingsFromEnv();
const stopping = abortOnShutdownSignals();

const services = await createServerServices({ rootDir, logger: new PinoLogger(log), site });

/** Ends the process once the database is closed. */
async function exit(code: number): Promise<never> {
  await services.passwords.close();
  await services.codeRunners.close();
  await services.db.destroy();
  process.exit(code);
}

const fresh = !stopping.aborted && (await isFreshDatabase(services.db));
if (fresh && !seedsDemo()) {
  log.info('A fresh database, without the demo course (QUIRE_DEMO=0, or NODE_ENV=production): the first account is made at /register.');
} else if (fresh) {
  log.info('Seeding the demo course…');
  try {
    const section = await seedDemoInOneTransaction(services, {
      signal: stopping,
      onStep: (step) => log.debug({ step }, `Seeding the demo: ${step}`),
    });
    log.info(`Seeded the demo course (section ${section}). Accounts:`);
    for (const account of Object.values(DEMO_ACCOUNTS)) log.info(`  ${account.email} / ${account.password}`);
  } catch (error) {
    if (stopping.aborted) {
      log.info('Stopped before the demo course was complete: none of it was kept, and the next start seeds it.');
      await exit(0);
    }
    log.error({ err: error }, 'Seeding the demo course failed: none of it was kept.');
    await exit(1);
  }
}
if (stopping.aborted) await exit(0);

const serverRender = await loadAppServerRender(appServerBuild(rootDir));
if (!serverRender) log.warn(`The web app's server build is missing (${appServerBuild(rootDir)}): lesson pages are drawn in the browser only. \`npm run build\` makes it.`);
const app = createApp(services, { webRoot: join(rootDir, 'host-web', 'dist'), requestLog: log, serverRender });
app.on('error', (error: Error) => services.logger.error(error.stack ?? error.message));
const server = app.listen(port);
// A 350 MB video over a slow connection takes longer than Node's default 5 minutes; slow
// senders of headers are still cut off by headersTimeout.
server.requestTimeout = 60 * 60 * 1000;
try {
  await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
} catch (error) {
  log.error({ err: error }, `Quire cannot listen on port ${port}: ${(error as Error).message}`);
  await exit(1);
}
const address = `http://localhost:${(server.address() as AddressInfo).port}/`;
log.info(`Quire is running at ${process.env.QUIRE_PUBLIC_URL || address}${process.env.QUIRE_PUBLIC_URL ? ` (served on ${address})` : ''}`);

// Guests whose sessions ran out leave nothing behind (delivery §1: their progress is not saved),
// and rate-limit counters whose windows ended a day ago go.
const sweepGuests = () =>
  Promise.all([deleteExpiredGuests(services.db, services.clock.now()), services.rateLimiter.sweep(24 * 60 * 60 * 1000)]).catch((error: Error) =>
    services.logger.error(`Cleanup failed: ${error.message}`),
  );
void sweepGuests();
const sweep = setInterval(sweepGuests, 60 * 60 * 1000);
sweep.unref();

const shutDown = async () => {
  log.info(`Stopping (${String(stopping.reason)}): no new connections; finishing the requests under way`);
  clearInterval(sweep);
  await closeServerGracefully(server);
  log.info('Stopped');
  await exit(0);
};
if (stopping.aborted) void shutDown();
else stopping.addEventListener('abort', shutDown, { once: true });
