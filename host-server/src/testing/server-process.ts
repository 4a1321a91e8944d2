import 'reflect-metadata';
import { fileURLToPath } from 'node:url';
import { createApp } from '../app.js';
import { createServerServices } from '../create-server-services.js';
import { loadAppServerRender } from '../delivery/load-app-server-render.js';
import { abortOnShutdownSignals } from '../lifecycle/abort-on-shutdown-signals.js';
import { closeServerGracefully } from '../lifecycle/close-server-gracefully.js';

/**
 * A server as its own process, for tests that need several processes on one database or
 * a process killed mid-write. QUIRE_DATABASE_URL selects PostgreSQL, QUIRE_SQLITE_FILE an
 * SQLite file, QUIRE_WEB_ROOT a built web app to serve and QUIRE_SERVER_RENDER its server
 * build (lesson pages are then drawn on the server); it prints `listening <port>` once
 * ready. SIGTERM and SIGINT stop it as they stop the real server (requests in flight
 * finish, then exit 0), and so does the end of its standard input: the parent that
 * spawned it holds the other end of that pipe, which closes however the parent dies.
 */
const rootDir = fileURLToPath(new URL('../../../', import.meta.url));
const url = process.env.QUIRE_DATABASE_URL;
const filename = process.env.QUIRE_SQLITE_FILE;
const database = url ? { url } : filename ? { filename } : undefined;
if (!database) throw new Error('Set QUIRE_DATABASE_URL or QUIRE_SQLITE_FILE');
const stopping = abortOnShutdownSignals();
const parentGone = new AbortController();
process.stdin.once('end', () => parentGone.abort('the parent process ended')).resume();

const services = await createServerServices({ rootDir, database, logger: { info() {}, warn() {}, error: (m) => console.error(m) } });
const serverRender = process.env.QUIRE_SERVER_RENDER ? await loadAppServerRender(process.env.QUIRE_SERVER_RENDER) : undefined;
if (process.env.QUIRE_SERVER_RENDER && !serverRender) throw new Error(`No server build at ${process.env.QUIRE_SERVER_RENDER}`);
const server = createApp(services, { webRoot: process.env.QUIRE_WEB_ROOT, serverRender }).listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : ''}\n`);
});
const stop = AbortSignal.any([stopping, parentGone.signal]);
const shutDown = async () => {
  await closeServerGracefully(server);
  await services.db.destroy();
  process.exit(0);
};
if (stop.aborted) void shutDown();
else stop.addEventListener('abort', shutDown, { once: true });
