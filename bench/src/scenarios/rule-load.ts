import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { escapeRuleValue, MAX_ACTIVITY_RULES, MAX_RULE_LENGTH } from '@quire/core';
import { spawnServerProcess } from '@quire/server/server-process';
import { registerClient, send, type BenchClient } from '../http-client.js';
import { percentile } from '../measure.js';
import type { ScenarioResult } from './normalize.js';

/** Requests of other clients timed in each phase, one after another. */
const OTHER_REQUESTS = 600;
/** Accounts the rule load is sent from in turns, so that no answer check is refused by the per-account limit. */
const LOADERS = 4;
/** The longest answer, and the most answers, one check takes. */
const ANSWER_LENGTH = 10_000;
const ANSWERS = 100;

const agent = new Agent({ keepAlive: true, maxSockets: 16 });

function timedRequest(client: BenchClient, method: string, path: string, body?: Buffer): Promise<{ status: number; ms: number }> {
  const headers: Record<string, string | number> = { cookie: client.cookie, 'x-csrf-token': client.csrfToken };
  if (body) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = body.length;
  }
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(client.baseUrl + path, { method, agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - t0 }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const rich = (text: string) => ({ id: `t${text.length}`, content: [{ type: 'p', id: 'p', children: [{ text }] }] });

/**
 * The heaviest body the rule limits let through: 100 rules of 5,000 characters, each a chain
 * of `like` clauses whose patterns are just under the size limit (`(?:.*a){380}`, about 1,900
 * instructions, distinct letters and counts so that no cache helps), and 100 answers of
 * 10,000 characters.
 */
function worstAllowedBody(): Buffer {
  let next = 0;
  const clause = () => {
    const letter = String.fromCharCode(97 + (next % 26));
    const count = 300 + (Math.floor(next / 26) % 90);
    next++;
    return `input like {${escapeRuleValue(`(?:.*${letter}){${count}}`)}}`;
  };
  const rule = () => {
    let text = clause();
    for (let more = clause(); text.length + 4 + more.length <= MAX_RULE_LENGTH; more = clause()) text += ` || ${more}`;
    return text;
  };
  const responses = Array.from({ length: MAX_ACTIVITY_RULES }, (_, n) => ({ id: `r${n}`, rule: rule(), score: 0, feedback: rich('Incorrect') }));
  const model = {
    stem: rich('Which word is it?'),
    authoring: { parts: [{ id: '1', scoringStrategy: 'average', hints: [], responses }], transformations: [], previewText: '' },
  };
  const partResponses = Array.from({ length: ANSWERS }, () => ({ partId: '1', input: 'a'.repeat(ANSWER_LENGTH) }));
  return Buffer.from(JSON.stringify({ model, partResponses }));
}

/** The finding's body: twenty 108 KB patterns `^X(a|b|…|h)*…z$`, 2.2 MB. */
function findingBody(): Buffer {
  const group = '(a|b|c|d|e|f|g|h)*';
  const responses = Array.from({ length: 20 }, (_, n) => ({
    id: `r${n}`,
    rule: `input like {^X${group.repeat(6_000)}${'a'.repeat(n)}z$}`,
    score: 0,
    feedback: rich('Incorrect'),
  }));
  const model = { stem: rich('Q'), authoring: { parts: [{ id: '1', scoringStrategy: 'average', hints: [], responses }], transformations: [], previewText: '' } };
  return Buffer.from(JSON.stringify({ model, partResponses: [{ partId: '1', input: `X${'abcdefgh'.repeat(1000)}` }] }));
}

/** `count` cheap requests of another client, in turns: the health check, and an author's project list. */
async function otherRequests(client: BenchClient, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const answer = await timedRequest(client, 'GET', i % 2 ? '/api/v1/projects' : '/healthz');
    if (answer.status !== 200) throw new Error(`other request: ${answer.status}`);
    times.push(answer.ms);
  }
  return times;
}

/**
 * Issue 17: authors' answer checks (`PUT /api/v1/project/test/evaluate`) sent the heaviest
 * body the rule limits allow, one after another, while another client's cheap requests are
 * timed; against the same requests without that load, in the same run. Also the finding's
 * body (twenty 108 KB patterns), which held the event loop for 2.4 s.
 */
export async function ruleLoadScenario(): Promise<ScenarioResult> {
  const dir = mkdtempSync(join(tmpdir(), 'quire-bench-rules-'));
  const server = await spawnServerProcess({ QUIRE_SQLITE_FILE: join(dir, 'quire.sqlite') });
  try {
    const other = await registerClient(server.baseUrl, 'other@bench.example');
    await send(other, 'POST', '/api/v1/projects', { title: 'Other course' });
    const loaders: BenchClient[] = [];
    for (let n = 0; n < LOADERS; n++) {
      const loader = await registerClient(server.baseUrl, `loader${n}@bench.example`);
      await send(loader, 'POST', '/api/v1/projects', { title: `Rules ${n}` });
      loaders.push(loader);
    }
    const worst = worstAllowedBody();
    const finding = findingBody();

    // Warm-up: the preview thread starts, and both paths are compiled by V8.
    await timedRequest(loaders[0], 'PUT', '/api/v1/project/test/evaluate', worst);
    await otherRequests(other, 100);

    const baseline = await otherRequests(other, OTHER_REQUESTS);

    const loadTimes: number[] = [];
    const statuses = new Map<number, number>();
    let loading = true;
    const load = (async () => {
      for (let n = 0; loading; n++) {
        const answer = await timedRequest(loaders[n % LOADERS], 'PUT', '/api/v1/project/test/evaluate', worst);
        loadTimes.push(answer.ms);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    })();
    const underLoad = await otherRequests(other, OTHER_REQUESTS);
    loading = false;
    await load;

    const findingAnswer = await timedRequest(loaders[0], 'PUT', '/api/v1/project/test/evaluate', finding);

    const row = (label: string, samples: number[], note = '') => ({
      case: label,
      requests: samples.length,
      'p50 ms': +percentile(samples, 50).toFixed(2),
      'p99 ms': +percentile(samples, 99).toFixed(2),
      'max ms': +Math.max(...samples).toFixed(2),
      note,
    });
    const answered = [...statuses].map(([status, n]) => `${n}×${status}`).join(', ');
    return {
      scenario: 'rule load: the heaviest allowed answer check, repeated, while other requests are served (SQLite)',
      rows: [
        row('baseline: other requests (GET /healthz, GET /api/v1/projects), no rule load', baseline),
        row('other requests while the worst allowed body is checked over and over', underLoad),
        row(`PUT /project/test/evaluate, worst allowed body (${(worst.length / 1024 / 1024).toFixed(2)} MB)`, loadTimes, answered),
        row(`PUT /project/test/evaluate, the finding's body (${(finding.length / 1024 / 1024).toFixed(2)} MB)`, [findingAnswer.ms], `${findingAnswer.status}`),
      ],
      checks: [
        { name: 'other requests p99 ≤ 50 ms under the rule load', pass: percentile(underLoad, 99) <= 50, detail: `${percentile(underLoad, 99).toFixed(2)} ms (baseline ${percentile(baseline, 99).toFixed(2)} ms)` },
        { name: 'every answer check of the load was evaluated and refused as too complex (422), none rate-limited', pass: statuses.size === 1 && statuses.has(422), detail: answered },
        { name: "the finding's body is refused with 400", pass: findingAnswer.status === 400, detail: `${findingAnswer.status} in ${findingAnswer.ms.toFixed(1)} ms` },
      ],
    };
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
