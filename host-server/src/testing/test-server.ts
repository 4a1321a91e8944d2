import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { MemoryLogger, type Clock, type PluginManifest } from '@quire/core';
import { createApp } from '../app.js';
import { createServerServices } from '../create-server-services.js';
import type { ServerServices } from '../server-services.js';
import { createTestDatabase } from './test-database.js';
import { TestClient } from './test-client.js';

const rootDir = fileURLToPath(new URL('../../../', import.meta.url));

/** A running server on a fresh database, on a free loopback port. */
export interface TestServer {
  readonly services: ServerServices;
  readonly baseUrl: string;
  readonly logger: MemoryLogger;
  client(): TestClient;
  close(): Promise<void>;
}

export async function startTestServer(
  dialect: 'sqlite' | 'postgres',
  options: { clock?: Clock; extraPlugins?: readonly PluginManifest[]; webRoot?: string; mediaDir?: string } = {},
): Promise<TestServer> {
  const database = await createTestDatabase(dialect);
  const logger = new MemoryLogger();
  const services = await createServerServices({
    rootDir,
    database: database.location,
    logger,
    clock: options.clock,
    extraPlugins: options.extraPlugins,
    mediaDir: options.mediaDir,
  });
  const app = createApp(services, { webRoot: options.webRoot });
  app.on('error', (error: Error) => logger.error(error.stack ?? error.message));
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    services,
    baseUrl,
    logger,
    client: () => new TestClient(baseUrl),
    close: async () => {
      // An upload refused part-way may leave its connection open; the server must still stop.
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await services.db.destroy();
      await database.drop();
    },
  };
}
