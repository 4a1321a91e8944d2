import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { MemoryLogger, type Clock } from '@quire/core';
import { createApp } from '../app.js';
import type { AppServerRender } from '../delivery/lesson-pages.js';
import { createServerServices } from '../create-server-services.js';
import type { PasswordPoolOptions } from '../auth/password-pool.js';
import type { ExtraPlugin } from '../plugins/load-server-plugins.js';
import type { ScryptCost } from '../auth/scrypt-hash.js';
import type { SiteSettings } from '../security/site-settings.js';
import type { ServerServices } from '../server-services.js';
import { createTestDatabase } from './test-database.js';
import { TestClient } from './test-client.js';

const rootDir = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * The scrypt cost test servers hash passwords at (N = 2^10, about a millisecond): tests
 * register and sign in hundreds of times, and the real cost would take minutes. Servers
 * started any other way use OWASP's minimum.
 */
export const TEST_PASSWORD_COST: ScryptCost = { ln: 10, r: 8, p: 1 };

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
  options: { clock?: Clock; extraPlugins?: readonly ExtraPlugin[]; pluginListFile?: string; webRoot?: string; serverRender?: AppServerRender; mediaDir?: string; site?: SiteSettings; passwordPool?: PasswordPoolOptions } = {},
): Promise<TestServer> {
  const database = await createTestDatabase(dialect);
  const logger = new MemoryLogger();
  const services = await createServerServices({
    rootDir,
    database: database.location,
    logger,
    clock: options.clock,
    extraPlugins: options.extraPlugins,
    pluginListFile: options.pluginListFile,
    mediaDir: options.mediaDir,
    // Without QUIRE_PUBLIC_URL and a proxy, whatever the environment running the tests says.
    site: options.site ?? { trustProxy: false },
    passwordPool: { cost: TEST_PASSWORD_COST, ...options.passwordPool },
  });
  const app = createApp(services, { webRoot: options.webRoot, serverRender: options.serverRender });
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
      await services.passwords.close();
      await services.codeRunners.close();
      await services.db.destroy();
      await database.drop();
    },
  };
}
