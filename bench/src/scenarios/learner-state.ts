import { fileURLToPath } from 'node:url';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import knexFactory from 'knex';
import { spawnServerProcess } from '@quire/server/server-process';
import type { ScenarioResult } from './normalize.js';

const CLIENTS = 20;
const DURATION_S = 8;
const WARM_UP_S = 2;

interface Learner {
  readonly id: number;
  readonly cookie: string;
  readonly csrfToken: string;
}

async function registerLearner(url: string, n: number): Promise<Learner> {
  const response = await fetch(`${url}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `learner${n}@bench.example`, password: 'bench password', name: `Learner ${n}` }),
  });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { user: { id: number }; csrfToken: string };
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0];
  return { id: body.user.id, cookie, csrfToken: body.csrfToken };
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * Authenticated learners writing their state (`PUT /api/v1/state`, one new key per
 * request) with 20 concurrent clients, next to a bare koa route in the same run. Every
 * acknowledged write is then looked for in the database.
 */
export async function learnerStateScenario(): Promise<ScenarioResult> {
  const dir = mkdtempSync(join(tmpdir(), 'quire-bench-'));
  const dbFile = join(dir, 'quire.sqlite');
  const bare = await spawnServerProcess({}, { entry: fileURLToPath(new URL('../servers/bare-koa.ts', import.meta.url)) });
  const quire = await spawnServerProcess({ QUIRE_SQLITE_FILE: dbFile });
  try {
    const learners: Learner[] = [];
    for (let n = 0; n < CLIENTS; n++) learners.push(await registerLearner(quire.baseUrl, n));

    let clientIndex = 0;
    let requestIndex = 0;
    const writeState = (duration: number, keyPrefix: string) =>
      run({
        url: quire.baseUrl,
        connections: CLIENTS,
        duration,
        setupClient: (client) => {
          const learner = learners[clientIndex++ % learners.length];
          client.setHeaders({ cookie: learner.cookie, 'x-csrf-token': learner.csrfToken, 'content-type': 'application/json' });
        },
        requests: [
          {
            method: 'PUT',
            path: '/api/v1/state',
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({ [`${keyPrefix}-${requestIndex++}`]: { page: requestIndex, done: true } }),
            }),
          },
        ],
      });

    // Untimed warm-ups of both servers, so both are measured running, not compiling.
    await run({ url: `${bare.baseUrl}/`, connections: CLIENTS, duration: WARM_UP_S });
    const baseline = await run({ url: `${bare.baseUrl}/`, connections: CLIENTS, duration: DURATION_S });
    await writeState(WARM_UP_S, 'warm-up');
    requestIndex = 0;
    const state = await writeState(DURATION_S, 'bench');
    await quire.stop();

    const db = knexFactory({ client: 'better-sqlite3', connection: { filename: dbFile }, useNullAsDefault: true });
    const stored = Number(((await db('user_state').where('key', 'like', 'bench-%').count({ n: '*' }).first()) as { n: number }).n);
    await db.destroy();

    const acknowledged = state['2xx'];
    const ratio = state.requests.average / baseline.requests.average;
    return {
      scenario: `learner PUT /state, ${CLIENTS} concurrent clients, SQLite`,
      rows: [
        { case: 'baseline: bare koa route', 'requests/s': Math.round(baseline.requests.average), 'p50 ms': baseline.latency.p50, 'p99 ms': baseline.latency.p99, errors: baseline.errors + baseline.non2xx },
        { case: 'PUT /api/v1/state (authenticated)', 'requests/s': Math.round(state.requests.average), 'p50 ms': state.latency.p50, 'p99 ms': state.latency.p99, errors: state.errors + state.non2xx },
      ],
      checks: [
        { name: 'at least 35% of the bare route’s requests/s', pass: ratio >= 0.35, detail: `${(ratio * 100).toFixed(1)}%` },
        { name: 'p99 at most 10 ms', pass: state.latency.p99 <= 10, detail: `${state.latency.p99} ms` },
        { name: 'no acknowledged write lost', pass: stored >= acknowledged && state.non2xx === 0, detail: `${acknowledged} acknowledged, ${stored} stored, ${state.non2xx} refused` },
      ],
    };
  } finally {
    await quire.stop();
    await bare.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
