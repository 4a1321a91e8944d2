import { request } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnServerProcess, type ServerProcess } from '../testing/spawn-server-process.js';
import { createTestDatabase, testDialects } from '../testing/test-database.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function connects(url: URL): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(Number(url.port), url.hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe.each(testDialects())('a server asked to stop, on %s', (dialect) => {
  let server: ServerProcess | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await server?.kill();
    await drop?.();
    server = undefined;
  });

  it.each(['SIGTERM', 'SIGINT'] as const)('on %s refuses new connections, answers the request in flight in full, and exits 0', async (signal) => {
    const database = await createTestDatabase(dialect);
    drop = database.drop;
    server = await spawnServerProcess('url' in database.location ? { QUIRE_DATABASE_URL: database.location.url } : { QUIRE_SQLITE_FILE: database.location.filename });
    const url = new URL(server.baseUrl);
    const exited = new Promise<number | null>((resolve) => server!.child.once('exit', (code) => resolve(code)));

    // A sign-up whose body arrives slowly: the request is under way when the signal comes.
    const email = `slow-${signal.toLowerCase()}@example.com`;
    const body = JSON.stringify({ email, password: 'a-long-enough-password', name: 'Slow Sender' });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const sent = request({ host: url.hostname, port: url.port, path: '/api/v1/auth/register', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      sent.on('error', reject);
      sent.write(body.slice(0, 20));
      void pause(1500).then(() => sent.end(body.slice(20)));
    });
    await pause(300);
    server.child.kill(signal);
    await pause(300);
    expect(await connects(url)).toBe(false);
    const response = await answer;
    expect(response.status).toBe(201);
    expect(JSON.parse(response.body).user).toMatchObject({ email });
    expect(await exited).toBe(0);
  }, 60_000);
});
