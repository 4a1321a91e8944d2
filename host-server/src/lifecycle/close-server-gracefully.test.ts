import { createServer, request, Agent, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { closeServerGracefully } from './close-server-gracefully.js';

/** A server answering `GET /slow` after `delayMs`, and never answering `GET /never`. */
async function startServer(delayMs: number): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    if (req.url === '/slow') setTimeout(() => res.end('the whole answer'), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

function get(port: number, path: string, agent: Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const agents: Agent[] = [];
const keptAlive = () => {
  const agent = new Agent({ keepAlive: true });
  agents.push(agent);
  return agent;
};
afterEach(() => {
  for (const agent of agents.splice(0)) agent.destroy();
});

describe('closing a server gracefully', () => {
  it('refuses new connections, finishes the request in flight, and ends without waiting for kept-alive connections to time out', async () => {
    const { server, port } = await startServer(600);
    const inFlight = get(port, '/slow', keptAlive());
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const closed = closeServerGracefully(server, 10_000).then(() => Date.now() - started);
    expect(await connects(port)).toBe(false);
    expect(await inFlight).toEqual({ status: 200, body: 'the whole answer' });
    // Node keeps an idle kept-alive connection for 5 s; the server is closed long before.
    expect(await closed).toBeLessThan(2000);
  });

  it('closes the connections still busy once the grace period is over', async () => {
    const { server, port } = await startServer(0);
    const stuck = get(port, '/never', keptAlive()).then(
      () => 'answered',
      (error: NodeJS.ErrnoException) => error.code,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await closeServerGracefully(server, 300);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await stuck).toBe('ECONNRESET');
  });
});
