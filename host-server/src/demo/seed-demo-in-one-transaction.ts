import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../app.js';
import { servicesInTransaction } from '../create-server-services.js';
import type { ServerServices } from '../server-services.js';
import { seedDemo, type SeedDemoOptions } from './seed-demo.js';

/**
 * Seeds the demo course all or nothing: every request of `seedDemo` is served, on a
 * loopback port of its own, by services over one database transaction, committed only
 * once the whole course is built. A start stopped part-way (Ctrl+C, a kill, a crash, an
 * error) leaves the database as fresh as it found it, so the next start seeds the demo
 * again. Call it before the server listens for others: the transaction holds SQLite's
 * only connection. Answers the section's slug.
 */
export async function seedDemoInOneTransaction(services: ServerServices, options: SeedDemoOptions = {}): Promise<string> {
  return services.db.transaction(async (trx) => {
    const app = createApp(servicesInTransaction(services, trx));
    app.on('error', (error: Error) => services.logger.error(error.stack ?? error.message));
    const server: Server = app.listen(0, '127.0.0.1');
    try {
      await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
      return await seedDemo(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, options);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
}
