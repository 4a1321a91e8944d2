import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildRule, evaluateActivityPart, type ActivityTypeContribution } from '@quire/core';
import multiInputPlugin from '@quire/plugin-activity-multi-input';
import { spawnServerProcess } from '@quire/server/server-process';
import { registerClient, send, type BenchClient } from '../http-client.js';
import { measureInterleaved, percentile } from '../measure.js';
import type { ScenarioResult } from './normalize.js';

const PARTS = 10;
const CLIENTS = 8;
const SEQUENTIAL_ANSWERS = 300;
const CONCURRENT_MS = 5000;
const PATHOLOGICAL_RUNS = 10;
const MULTI_INPUT_SLUG = 'oli_multi_input';

const rich = (text: string) => ({ id: `t-${text.length}`, content: [{ type: 'p', id: 'p', children: [{ text }] }] });

/** A question of `rules.length` inputs, each graded by its own part: the rule, else 0. */
function multiInputModel(rules: readonly { inputType: 'numeric' | 'text'; rule: (id: string) => string }[]) {
  const inputs = rules.map(({ inputType }, i) => ({ id: `in${i}`, partId: `p${i}`, inputType }));
  const parts = rules.map(({ rule }, i) => ({
    id: `p${i}`,
    scoringStrategy: 'average',
    hints: [],
    responses: [
      { id: `p${i}-right`, rule: rule(`in${i}`), score: 1, correct: true, feedback: rich('Correct') },
      { id: `p${i}-wrong`, rule: `input_ref_in${i} like {.*}`, score: 0, feedback: rich('Incorrect') },
    ],
    explanation: rich('See the worked example.'),
  }));
  return {
    stem: { id: 'stem', content: [{ type: 'p', id: 'sp', children: [{ text: 'Fill in the blanks' }] }] },
    choices: [],
    inputs,
    authoring: { parts, transformations: [], previewText: 'Fill in the blanks', targeted: [] },
  };
}

/** Ten parts: four numeric ranges, three text equals, three regular expressions. */
const TEN_PARTS = Array.from({ length: PARTS }, (_, i) =>
  i < 4
    ? { inputType: 'numeric' as const, rule: (id: string) => buildRule({ kind: 'range', operator: 'btw', lower: `${i}`, upper: `${i}.5`, inclusive: true, inputRef: id }) }
    : i < 7
      ? { inputType: 'text' as const, rule: (id: string) => buildRule({ kind: 'text', operator: 'equals', value: `answer ${i}`, inputRef: id }) }
      : { inputType: 'text' as const, rule: (id: string) => buildRule({ kind: 'text', operator: 'regex', value: '^[a-z]+\\d{2}$', inputRef: id }) },
);
const rightAnswers = Object.fromEntries(TEN_PARTS.map((_, i) => [`in${i}`, i < 4 ? `${i}.25` : i < 7 ? `answer ${i}` : `abc${i}${i}`]));
const wrongAnswers = Object.fromEntries(TEN_PARTS.map((_, i) => [`in${i}`, i < 4 ? `${i + 7}` : i < 7 ? `nope ${i}` : 'ABC']));
const PATHOLOGICAL = [{ inputType: 'text' as const, rule: (id: string) => buildRule({ kind: 'text', operator: 'regex', value: '^(a+)+$', inputRef: id }) }];
const pathologicalAnswer = { in0: `${'a'.repeat(9999)}b` };

interface Attempt {
  guid: string;
  parts: { partId: string; attemptGuid: string }[];
}

const body = (attempt: Attempt, answers: Record<string, string>) => ({
  partInputs: attempt.parts.map((part) => ({ attemptGuid: part.attemptGuid, response: { input: answers } })),
});

/**
 * Server-side evaluation of a 10-part multi-input question (numeric ranges, text equals,
 * regular expressions) through `PUT /api/v1/state/course/{section}/activity_attempt/{guid}`,
 * next to the engine alone (core's evaluateActivityPart with the same activity type, in this
 * process) as the baseline; and a catastrophic-backtracking pattern on a 10,000-character
 * answer, which the like/regex matcher (re2js) must finish quickly.
 */
export async function activityEvaluationScenario(): Promise<ScenarioResult> {
  const type = multiInputPlugin.activityTypes?.find((candidate) => candidate.slug === MULTI_INPUT_SLUG) as ActivityTypeContribution | undefined;
  if (!type) throw new Error(`@quire/plugin-activity-multi-input does not contribute ${MULTI_INPUT_SLUG}`);

  const dir = mkdtempSync(join(tmpdir(), 'quire-bench-'));
  const quire = await spawnServerProcess({ QUIRE_SQLITE_FILE: join(dir, 'quire.sqlite') });
  try {
    const author = await registerClient(quire.baseUrl, 'author@bench.example');
    const slug = (await send(author, 'POST', '/api/v1/projects', { title: 'Bench course' })).slug as string;
    const model = multiInputModel(TEN_PARTS);
    const create = (m: unknown) => send(author, 'POST', `/api/v1/project/${slug}/activity/${MULTI_INPUT_SLUG}`, { model: m, scope: 'embedded' });
    const activityId = (await create(model)).resourceId as number;
    const pathologicalId = (await create(multiInputModel(PATHOLOGICAL))).resourceId as number;
    const page = await send(author, 'POST', `/api/v1/projects/${slug}/curriculum`, { kind: 'page', title: 'Quiz' });
    await send(author, 'POST', `/api/v1/project/${slug}/lock/${page.id}`);
    const content = {
      model: [
        { type: 'activity-reference', id: 'ref1', activity_id: activityId },
        { type: 'activity-reference', id: 'ref2', activity_id: pathologicalId },
      ],
    };
    await send(author, 'PUT', `/api/v1/project/${slug}/resource/${page.id}`, { update: { content }, releaseLock: true });
    await send(author, 'POST', `/api/v1/project/${slug}/publish`);
    const section = (await send(author, 'POST', '/api/v1/sections', { projectSlug: slug, title: 'Bench term', openAndFree: true })).sectionSlug as string;
    const attemptPath = (guid: string) => `/api/v1/state/course/${section}/activity_attempt/${guid}`;

    const learners: { client: BenchClient; attempt: Attempt; pathological: Attempt }[] = [];
    for (let n = 0; n < CLIENTS; n++) {
      const client = await registerClient(quire.baseUrl, `learner${n}@bench.example`);
      const visit = await send(client, 'POST', `/api/v1/sections/${section}/resource/${page.id}/attempt`);
      const of = (id: number): Attempt => {
        const found = visit.activityAttempts.find((a: { activityId: number }) => a.activityId === id);
        return { guid: found.attemptGuid, parts: found.parts };
      };
      learners.push({ client, attempt: of(activityId), pathological: of(pathologicalId) });
    }

    const scores: number[] = [];
    /** One answer through the route (timed), then a reset so the learner can answer again (untimed). */
    const answerOnce = async (learner: (typeof learners)[number], answers: Record<string, string>, key: 'attempt' | 'pathological' = 'attempt') => {
      const t0 = performance.now();
      const result = await send(learner.client, 'PUT', attemptPath(learner[key].guid), body(learner[key], answers));
      const elapsed = performance.now() - t0;
      scores.push(result.state.score);
      const reset = await send(learner.client, 'POST', `${attemptPath(learner[key].guid)}/reset`);
      learner[key] = { guid: reset.state.attemptGuid, parts: reset.state.parts };
      return elapsed;
    };

    for (let i = 0; i < 50; i++) await answerOnce(learners[0], i % 2 ? wrongAnswers : rightAnswers);
    scores.length = 0;
    const sequential: number[] = [];
    for (let i = 0; i < SEQUENTIAL_ANSWERS; i++) sequential.push(await answerOnce(learners[0], i % 2 ? wrongAnswers : rightAnswers));
    const sequentialScores = [...scores];

    const concurrent: number[] = [];
    const end = performance.now() + CONCURRENT_MS;
    await Promise.all(
      learners.map(async (learner, n) => {
        for (let i = n; performance.now() < end; i++) concurrent.push(await answerOnce(learner, i % 2 ? wrongAnswers : rightAnswers));
      }),
    );
    const concurrentBusyMs = concurrent.reduce((sum, ms) => sum + ms, 0) / CLIENTS;

    const pathologicalHttp: number[] = [];
    scores.length = 0;
    for (let i = 0; i < PATHOLOGICAL_RUNS; i++) pathologicalHttp.push(await answerOnce(learners[1], pathologicalAnswer, 'pathological'));

    const parsedModel = JSON.parse(JSON.stringify(model)) as unknown;
    const partIds = model.authoring.parts.map((part) => part.id);
    const evaluateAnswer = (answers: Record<string, string>) => {
      for (const partId of partIds) evaluateActivityPart(type, parsedModel, { partId, input: answers }, { attemptNumber: 1 });
    };
    let flip = 0;
    const engine = measureInterleaved([{ name: 'engine', run: () => evaluateAnswer(flip++ % 2 ? wrongAnswers : rightAnswers) }], { warmup: 200, rounds: 200, perRound: 10 }).get('engine') as number[];
    const pathologicalModel = multiInputModel(PATHOLOGICAL);
    const pathologicalEngine: number[] = [];
    let pathologicalResult: unknown;
    for (let i = 0; i < PATHOLOGICAL_RUNS; i++) {
      const t0 = performance.now();
      pathologicalResult = evaluateActivityPart(type, pathologicalModel, { partId: 'p0', input: pathologicalAnswer }, { attemptNumber: 1 });
      pathologicalEngine.push(performance.now() - t0);
    }

    const mean = (samples: readonly number[]) => samples.reduce((sum, ms) => sum + ms, 0) / samples.length;
    const row = (label: string, samples: number[], perSecond: number) => ({
      case: label,
      'answers/s': Math.round(perSecond),
      'parts/s': label.startsWith('pathological') ? '' : Math.round(perSecond * PARTS),
      'p50 ms': +percentile(samples, 50).toFixed(3),
      'p99 ms': +percentile(samples, 99).toFixed(3),
      'max ms': +Math.max(...samples).toFixed(3),
    });
    const engineRate = 1000 / mean(engine);
    const httpRate = 1000 / mean(sequential);
    const rightScored = sequentialScores.filter((_, i) => i % 2 === 0).every((score) => score === PARTS);
    const wrongScored = sequentialScores.filter((_, i) => i % 2 === 1).every((score) => score === 0);
    return {
      scenario: `activity evaluation: ${PARTS}-part ${MULTI_INPUT_SLUG} answers, SQLite`,
      rows: [
        row('baseline: core evaluateActivityPart × 10 parts, in process', engine, engineRate),
        row('PUT activity_attempt (10 parts), 1 learner', sequential, httpRate),
        row(`PUT activity_attempt, ${CLIENTS} learners at once (each resets between answers)`, concurrent, concurrent.length / (concurrentBusyMs / 1000)),
        row('pathological ^(a+)+$ on 10,000 chars: engine', pathologicalEngine, 1000 / mean(pathologicalEngine)),
        row('pathological ^(a+)+$ on 10,000 chars: PUT', pathologicalHttp, 1000 / mean(pathologicalHttp)),
        { case: 'route ÷ engine answers/s (1 learner)', 'answers/s': `${((httpRate / engineRate) * 100).toFixed(2)}%`, 'parts/s': '', 'p50 ms': '', 'p99 ms': '', 'max ms': '' },
      ],
      checks: [
        { name: 'engine p99 ≤ 1 ms per 10-part answer', pass: percentile(engine, 99) <= 1, detail: `${percentile(engine, 99).toFixed(3)} ms` },
        {
          name: 'pathological pattern on 10,000 characters ≤ 50 ms in the engine',
          pass: Math.max(...pathologicalEngine) <= 50,
          detail: `max ${Math.max(...pathologicalEngine).toFixed(2)} ms, result ${JSON.stringify(pathologicalResult).slice(0, 80)}`,
        },
        { name: 'pathological pattern ≤ 50 ms through the route', pass: Math.max(...pathologicalHttp) <= 50, detail: `max ${Math.max(...pathologicalHttp).toFixed(2)} ms` },
        { name: 'right answers score 10 of 10, wrong ones 0, through the route', pass: rightScored && wrongScored, detail: `${sequentialScores.length} answers checked` },
      ],
    };
  } finally {
    await quire.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
