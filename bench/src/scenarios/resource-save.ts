import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registerClient, send, sendBytes, type BenchClient } from '../http-client.js';
import { closedLoop, openLoop } from '../load-loops.js';
import { percentile } from '../measure.js';
import { sampleDocument } from '../sample-document.js';
import { spawnServerProcess } from '@quire/server/server-process';
import type { ScenarioResult } from './normalize.js';

const AUTHORS = 20;
const DURATION_MS = 10_000;
/** The editor saves after 2 s without typing (spec authoring §9), so a busy author saves about every 2 s. */
const AUTOSAVE_INTERVAL_MS = 2000;

/**
 * Authors saving pages: each of 20 authors holds the lock on a page of their own and saves
 * a 2,000-block page over and over; then each takes the lock, saves a small change and
 * releases it, over and over.
 */
export async function resourceSaveScenario(): Promise<ScenarioResult> {
  const dir = mkdtempSync(join(tmpdir(), 'quire-bench-'));
  const quire = await spawnServerProcess({ QUIRE_SQLITE_FILE: join(dir, 'quire.sqlite') });
  try {
    const owner = await registerClient(quire.baseUrl, 'owner@bench.example');
    const slug = (await send(owner, 'POST', '/api/v1/projects', { title: 'Bench course' })).slug as string;
    const authors: { client: BenchClient; pageId: number }[] = [];
    for (let i = 0; i < AUTHORS; i++) {
      const email = `author${i}@bench.example`;
      const client = await registerClient(quire.baseUrl, email);
      await send(owner, 'POST', `/api/v1/projects/${slug}/members`, { email, role: 'author' });
      const page = await send(client, 'POST', `/api/v1/projects/${slug}/curriculum`, { kind: 'page', title: `Page ${i}` });
      authors.push({ client, pageId: page.id as number });
    }
    const bigPage = { model: [{ type: 'content', id: 'c1', children: sampleDocument(2000) }] };
    // Serialised and encoded once: the load generator shares the two cores with the server,
    // and stringifying half a megabyte per request would time the generator, not the save.
    const bigSaveBytes = Buffer.from(JSON.stringify({ update: { content: bigPage } }));
    const bytes = bigSaveBytes.length;

    for (const { client, pageId } of authors) await send(client, 'POST', `/api/v1/project/${slug}/lock/${pageId}`);
    const saveBig = async (worker: number) => {
      const { client, pageId } = authors[worker];
      await sendBytes(client, 'PUT', `/api/v1/project/${slug}/resource/${pageId}`, bigSaveBytes);
    };
    // Untimed warm-up, three saves per author one after another: the figures are of a
    // running server, not of the JIT compiling the save path on the first requests.
    for (let round = 0; round < 3; round++) for (let worker = 0; worker < AUTHORS; worker++) await saveBig(worker);
    const bigSaves = await openLoop(AUTHORS, AUTOSAVE_INTERVAL_MS, DURATION_MS, saveBig);
    const bigCapacity = await closedLoop(AUTHORS, DURATION_MS / 2, saveBig);
    for (const { client, pageId } of authors) await send(client, 'DELETE', `/api/v1/project/${slug}/lock/${pageId}`);

    let edit = 0;
    const lockAndSave = await openLoop(AUTHORS, AUTOSAVE_INTERVAL_MS, DURATION_MS, async (worker) => {
      const { client, pageId } = authors[worker];
      const lock = await send(client, 'POST', `/api/v1/project/${slug}/lock/${pageId}?fetch_revision=false`);
      if (lock.type !== 'acquired') throw new Error('lock not acquired');
      await send(client, 'PUT', `/api/v1/project/${slug}/resource/${pageId}`, { update: { title: `Edit ${edit++}` }, releaseLock: true });
    });

    const row = (label: string, samples: number[], seconds = DURATION_MS / 1000) => ({
      case: label,
      'ops/s': Math.round(samples.length / seconds),
      'p50 ms': +percentile(samples, 50).toFixed(1),
      'p95 ms': +percentile(samples, 95).toFixed(1),
      'p99 ms': +percentile(samples, 99).toFixed(1),
    });
    return {
      scenario: `resource saves, ${AUTHORS} concurrent authors autosaving, SQLite`,
      rows: [
        row(`save a 2,000-block page (${Math.round(bytes / 1024)} KB), each author every 2 s`, bigSaves),
        row('the same, back to back (capacity: every author saving at once, all the time)', bigCapacity, DURATION_MS / 2000),
        row('lock acquire + small save + release, each author every 2 s', lockAndSave),
      ],
      checks: [
        { name: '2,000-block save p95 ≤ 25 ms', pass: percentile(bigSaves, 95) <= 25, detail: `${percentile(bigSaves, 95).toFixed(1)} ms` },
        { name: '2,000-block save p99 ≤ 50 ms', pass: percentile(bigSaves, 99) <= 50, detail: `${percentile(bigSaves, 99).toFixed(1)} ms` },
        { name: 'lock + save p95 ≤ 10 ms', pass: percentile(lockAndSave, 95) <= 10, detail: `${percentile(lockAndSave, 95).toFixed(1)} ms` },
      ],
    };
  } finally {
    await quire.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
