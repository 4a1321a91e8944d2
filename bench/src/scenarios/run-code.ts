import { fileURLToPath } from 'node:url';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServerProcess } from '@quire/server/server-process';
import { registerClient, send, type BenchClient } from '../http-client.js';
import { closedLoop } from '../load-loops.js';
import { median, percentile } from '../measure.js';
import type { ScenarioResult } from './normalize.js';

const RUN = '/api/v1/content_types/ecl';
/** Runs timed one after another; a person may run 30 a minute, so each runner account runs at most that. */
const RUNS = 60;
const RUNS_PER_ACCOUNT = 30;
const RUNAWAY_RUNS = 5;
const OTHER_CLIENTS = 4;
const DURATION_MS = 5_000;

/** A 1 ms program: a little arithmetic and a line of output. */
const SHORT_PROGRAM = 'let total = 0;\nfor (let i = 0; i < 20000; i++) total += i % 7;\nconsole.log(total);';
const RUNAWAY_PROGRAM = 'while (true) {}';

/**
 * Learner code runs (`POST /api/v1/content_types/ecl`) on a freshly started server: a 1 ms
 * program run one after another, the first run starting the runner's worker and counted,
 * next to a bare koa route in the same run; then the latency of other requests (a learner
 * reading their state) with and without five runaway programs in progress, each stopped at
 * its 2 s limit and sent again until the time is up.
 */
export async function runCodeScenario(): Promise<ScenarioResult> {
  const dir = mkdtempSync(join(tmpdir(), 'quire-bench-'));
  const bare = await spawnServerProcess({}, { entry: fileURLToPath(new URL('../servers/bare-koa.ts', import.meta.url)) });
  const quire = await spawnServerProcess({ QUIRE_SQLITE_FILE: join(dir, 'quire.sqlite') });
  try {
    const owner = await registerClient(quire.baseUrl, 'owner@bench.example');
    const slug = (await send(owner, 'POST', '/api/v1/projects', { title: 'Bench course' })).slug as string;
    // Authors of the project may run code; each account keeps within its 30 runs a minute.
    const runners: BenchClient[] = [];
    for (let i = 0; i < RUNS / RUNS_PER_ACCOUNT + RUNAWAY_RUNS; i++) {
      const email = `runner${i}@bench.example`;
      runners.push(await registerClient(quire.baseUrl, email));
      await send(owner, 'POST', `/api/v1/projects/${slug}/members`, { email, role: 'author' });
    }
    const bareClient: BenchClient = { baseUrl: bare.baseUrl, cookie: '', csrfToken: '' };

    const runs: number[] = [];
    const bareTimes: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      let t0 = performance.now();
      const answer = await send(runners[Math.floor(i / RUNS_PER_ACCOUNT)], 'POST', RUN, { code: SHORT_PROGRAM });
      runs.push(performance.now() - t0);
      if (answer.result?.stdout !== '59997\n') throw new Error(`unexpected run result ${JSON.stringify(answer)}`);
      t0 = performance.now();
      await send(bareClient, 'GET', '/');
      bareTimes.push(performance.now() - t0);
    }

    const readState = (worker: number) => send(runners[worker % runners.length], 'GET', '/api/v1/state');
    await closedLoop(OTHER_CLIENTS, 1_000, readState);
    const quiet = await closedLoop(OTHER_CLIENTS, DURATION_MS, readState);
    const end = performance.now() + DURATION_MS;
    let runawaysStopped = 0;
    const runaways = Promise.all(
      runners.slice(-RUNAWAY_RUNS).map(async (client) => {
        while (performance.now() < end) {
          const answer = await send(client, 'POST', RUN, { code: RUNAWAY_PROGRAM });
          if (String(answer.result?.error).includes('more than 2 seconds')) runawaysStopped++;
        }
      }),
    );
    // The runaways start first: the reads are timed while they hold the runner.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const busy = await closedLoop(OTHER_CLIENTS, DURATION_MS - 200, readState);
    await runaways;

    const row = (label: string, samples: number[]) => ({
      case: label,
      n: samples.length,
      'p50 ms': +median(samples).toFixed(1),
      'p95 ms': +percentile(samples, 95).toFixed(1),
      'p99 ms': +percentile(samples, 99).toFixed(1),
      'max ms': +Math.max(...samples).toFixed(1),
    });
    const quietP99 = percentile(quiet, 99);
    const busyP99 = percentile(busy, 99);
    const allowedP99 = Math.max(quietP99 * 1.5, quietP99 + 5);
    return {
      scenario: 'learner code runs (POST /api/v1/content_types/ecl), JavaScript in QuickJS workers, SQLite',
      rows: [
        row('baseline: bare koa GET, one after another', bareTimes),
        row(`run a 1 ms program, one after another, the first starting the worker (first: ${runs[0].toFixed(0)} ms)`, runs),
        row(`other requests: GET /api/v1/state, ${OTHER_CLIENTS} clients`, quiet),
        row(`the same, with ${RUNAWAY_RUNS} runaway programs in progress (${runawaysStopped} stopped at 2 s)`, busy),
      ],
      checks: [
        { name: '1 ms program run p50 ≤ 20 ms, worker start-up counted', pass: median(runs) <= 20, detail: `${median(runs).toFixed(1)} ms (bare koa ${median(bareTimes).toFixed(1)} ms)` },
        { name: 'other requests keep their p99 with 5 runaway runs in progress (≤ 1.5× or +5 ms)', pass: busyP99 <= allowedP99, detail: `${busyP99.toFixed(1)} ms against ${quietP99.toFixed(1)} ms` },
        { name: 'every runaway run is stopped at its limit', pass: runawaysStopped >= RUNAWAY_RUNS, detail: `${runawaysStopped} stopped` },
      ],
    };
  } finally {
    await quire.stop();
    await bare.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
