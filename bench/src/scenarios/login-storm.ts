import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServerProcess } from '@quire/server/server-process';
import { registerClient, send } from '../http-client.js';
import { percentile } from '../measure.js';
import type { ScenarioResult } from './normalize.js';

/** Wrong sign-ins in flight at once, as in the finding (issue 17). */
const ATTACKERS = 16;
/** Media requests in each phase, one every MEDIA_PACE_MS, as a page's images and videos come in. */
const MEDIA_REQUESTS = 400;
const MEDIA_PACE_MS = 20;
/** How long the sign-ins run before media is measured: the password queue is full by then. */
const STORM_WARM_UP_MS = 2_000;
const TIMING_PAIRS = 10;
const MEDIA_BYTES = 128 * 1024;

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

function timedRequest(url: string, method: string, headers: Record<string, string | number>, body?: string): Promise<{ status: number; ms: number }> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - t0 }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A wrong sign-in from an address of its own, as a botnet sends them: no per-address limit stops it, only the password threads bound its cost. */
function wrongLogin(baseUrl: string, email: string, address: string) {
  const body = JSON.stringify({ email, password: 'not the password' });
  return timedRequest(`${baseUrl}/api/v1/auth/login`, 'POST', { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-forwarded-for': address }, body);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function mediaLatencies(url: string, count = MEDIA_REQUESTS): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const answer = await timedRequest(url, 'GET', {});
    if (answer.status !== 200) throw new Error(`media: ${answer.status}`);
    times.push(answer.ms);
    await pause(Math.max(0, MEDIA_PACE_MS - answer.ms));
  }
  return times;
}

/**
 * Issue 17: 16 concurrent wrong sign-ins while a media file is served, against the same
 * file served alone in the same run, on the server as deployed (OWASP's scrypt cost, behind
 * a trusted proxy, every sign-in from its own address). Then a wrong password for a known
 * email against an unknown email, in turns: the two must take the same time.
 */
export async function loginStormScenario(): Promise<ScenarioResult> {
  const dir = mkdtempSync(join(tmpdir(), 'quire-bench-login-'));
  const server = await spawnServerProcess({ QUIRE_SQLITE_FILE: join(dir, 'quire.sqlite'), QUIRE_MEDIA_DIR: join(dir, 'media'), QUIRE_TRUST_PROXY: '1' });
  try {
    const author = await registerClient(server.baseUrl, 'author@bench.example');
    const slug = (await send(author, 'POST', '/api/v1/projects', { title: 'Bench media' })).slug as string;
    const mp4Header = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(4), Buffer.from('mp42isom')]);
    const file = Buffer.concat([mp4Header, Buffer.alloc(MEDIA_BYTES - mp4Header.length)]);
    const uploaded = await send(author, 'POST', `/api/v1/media/project/${slug}`, { name: 'lecture.mp4', file: file.toString('base64') });
    const mediaUrl = new URL(uploaded.item.url as string, server.baseUrl).toString();
    const known: string[] = [];
    for (let i = 0; i < TIMING_PAIRS / 2; i++) {
      known.push(`known${i}@bench.example`);
      await registerClient(server.baseUrl, known[i]);
    }
    await mediaLatencies(mediaUrl, 50);

    const alone = await mediaLatencies(mediaUrl);

    let storming = true;
    let sent = 0;
    const statuses = new Map<number, number>();
    const loginTimes: number[] = [];
    const attackers = Array.from({ length: ATTACKERS }, async (_, attacker) => {
      while (storming) {
        const n = sent++;
        const answer = await wrongLogin(server.baseUrl, `victim${n}@bench.example`, `10.${attacker}.${(n >> 8) & 255}.${n & 255}`);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status === 401) loginTimes.push(answer.ms);
      }
    });
    const stormStart = performance.now();
    await pause(STORM_WARM_UP_MS);
    const underStorm = await mediaLatencies(mediaUrl);
    storming = false;
    await Promise.all(attackers);
    const stormSeconds = (performance.now() - stormStart) / 1000;

    // Two wrong sign-ins per known email, well under its limit of five.
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < TIMING_PAIRS; i++) {
      knownTimes.push((await wrongLogin(server.baseUrl, known[i % known.length], `10.200.0.${i}`)).ms);
      unknownTimes.push((await wrongLogin(server.baseUrl, `nobody${i}@bench.example`, `10.201.0.${i}`)).ms);
    }

    const p = (times: number[], at: number) => +percentile(times, at).toFixed(1);
    const mediaP95 = percentile(underStorm, 95);
    const knownP50 = percentile(knownTimes, 50);
    const unknownP50 = percentile(unknownTimes, 50);
    const ratio = unknownP50 / knownP50;
    const answered = [...statuses.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${count}× ${status}`).join(', ');
    return {
      scenario: `sign-in storm: ${ATTACKERS} concurrent wrong sign-ins while a ${MEDIA_BYTES / 1024} KB media file is served, SQLite`,
      rows: [
        { case: 'baseline: media file alone', 'p50 ms': p(alone, 50), 'p95 ms': p(alone, 95), 'p99 ms': p(alone, 99), note: `${MEDIA_REQUESTS} GETs, one every ${MEDIA_PACE_MS} ms` },
        { case: `media file during ${ATTACKERS} concurrent wrong sign-ins`, 'p50 ms': p(underStorm, 50), 'p95 ms': p(underStorm, 95), 'p99 ms': p(underStorm, 99), note: `the same, from ${STORM_WARM_UP_MS / 1000} s into the storm` },
        { case: 'the wrong sign-ins meanwhile', 'p50 ms': p(loginTimes, 50), 'p95 ms': p(loginTimes, 95), 'p99 ms': p(loginTimes, 99), note: `${(loginTimes.length / stormSeconds).toFixed(1)} answered 401 a second over ${stormSeconds.toFixed(0)} s; answers ${answered}` },
        { case: 'wrong password, known email', 'p50 ms': p(knownTimes, 50), 'p95 ms': p(knownTimes, 95), 'p99 ms': '', note: `${TIMING_PAIRS} in turns with the next row` },
        { case: 'unknown email', 'p50 ms': p(unknownTimes, 50), 'p95 ms': p(unknownTimes, 95), 'p99 ms': '', note: `p50 ratio to known ${ratio.toFixed(2)}` },
      ],
      checks: [
        { name: `media p95 ≤ 20 ms during ${ATTACKERS} concurrent wrong sign-ins`, pass: mediaP95 <= 20, detail: `${mediaP95.toFixed(1)} ms (alone ${percentile(alone, 95).toFixed(1)} ms)` },
        { name: 'an unknown email takes as long as a wrong password (p50 within 25%)', pass: ratio >= 0.8 && ratio <= 1.25, detail: `${unknownP50.toFixed(0)} ms against ${knownP50.toFixed(0)} ms` },
      ],
    };
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
