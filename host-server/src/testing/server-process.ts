import 'reflect-metadata';
import { fileURLToPath } from 'node:url';
import { createApp } from '../app.js';
import { createServerServices } from '../create-server-services.js';

/**
 * A server as its own process, for tests that need several processes on one database or
 * a process killed mid-write. QUIRE_DATABASE_URL selects PostgreSQL, QUIRE_SQLITE_FILE an
 * SQLite file, QUIRE_WEB_ROOT a built web app to serve; it prints `listening <port>` once
 * ready.
 */
const rootDir = fileURLToPath(new URL('../../../', import.meta.url));
const url = process.env.QUIRE_DATABASE_URL;
const filename = process.env.QUIRE_SQLITE_FILE;
const database = url ? { url } : filename ? { filename } : undefined;
if (!database) throw new Error('Set QUIRE_DATABASE_URL or QUIRE_SQLITE_FILE');
const services = await createServerServices({ rootDir, database, logger: { info() {}, warn() {}, error: (m) => console.error(m) } });
const server = createApp(services, { webRoot: process.env.QUIRE_WEB_ROOT }).listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : ''}\n`);
});
// Exit normally on SIGTERM, so profilers and open handles finish their work.
process.on('SIGTERM', () => server.close(() => process.exit(0)));
