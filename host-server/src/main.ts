import 'reflect-metadata';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app.js';
import { createServerServices } from './create-server-services.js';
import { DEMO_ACCOUNTS } from './demo/demo-course.js';
import { isFreshDatabase, seedDemo } from './demo/seed-demo.js';
import { deleteExpiredGuests } from './delivery-api/guest-accounts.js';

const rootDir = fileURLToPath(new URL('../../', import.meta.url));
const port = Number(process.env.PORT ?? 3000);

const services = await createServerServices({ rootDir });
const fresh = await isFreshDatabase(services.db);
const app = createApp(services, { webRoot: join(rootDir, 'host-web', 'dist') });
app.on('error', (error: Error) => services.logger.error(error.stack ?? error.message));
const server = app.listen(port, async () => {
  const url = `http://localhost:${port}/authoring`;
  if (fresh) {
    const section = await seedDemo(`http://127.0.0.1:${port}`);
    console.log(`Seeded the demo course (section ${section}). Accounts:`);
    for (const account of Object.values(DEMO_ACCOUNTS)) console.log(`  ${account.email} / ${account.password}`);
  }
  console.log(`Quire is running at ${url}`);
});
// A 350 MB video over a slow connection takes longer than Node's default 5 minutes; slow
// senders of headers are still cut off by headersTimeout.
server.requestTimeout = 60 * 60 * 1000;
// Guests whose sessions ran out leave nothing behind (delivery §1: their progress is not saved).
const sweepGuests = () =>
  deleteExpiredGuests(services.db, services.clock.now()).catch((error: Error) => services.logger.error(`Guest cleanup failed: ${error.message}`));
void sweepGuests();
const sweep = setInterval(sweepGuests, 60 * 60 * 1000);
sweep.unref();

process.on('SIGTERM', () => {
  clearInterval(sweep);
  server.close(() => void services.db.destroy());
});
