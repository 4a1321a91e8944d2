import 'reflect-metadata';
import { fileURLToPath } from 'node:url';
import { createApp } from '@quire/server/app';
import { createServerServices } from '@quire/server/services';

/** The Quire server on the SQLite file named by QUIRE_BENCH_DB, for load tests. */
const rootDir = fileURLToPath(new URL('../../../', import.meta.url));
const filename = process.env.QUIRE_BENCH_DB;
if (!filename) throw new Error('QUIRE_BENCH_DB is not set');
const services = await createServerServices({ rootDir, database: { filename }, logger: { info() {}, warn() {}, error: (m) => console.error(m) } });
const server = createApp(services).listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : ''}\n`);
});
// Exit normally on SIGTERM, so profilers and open handles finish their work.
process.on('SIGTERM', () => server.close(() => process.exit(0)));
