import { fileURLToPath } from 'node:url';
import { MemoryLogger, type ActivityTypeContribution } from '@quire/core';
import multipleChoicePlugin from '@quire/plugin-activity-multiple-choice';
import { afterEach, describe, expect, it } from 'vitest';
import { evaluateParts } from '../delivery-api/evaluate-parts.js';
import { HttpError } from '../http/http-error.js';
import type { PreviewJob } from './preview-evaluation-worker.js';
import { PreviewEvaluator, TOO_COMPLEX_MESSAGE } from './preview-evaluator.js';
import { buildPreviewWorkerBundle } from './preview-worker-bundle.js';

const ROOT_DIR = fileURLToPath(new URL('../../../', import.meta.url));

/** A thread that answers at once, spins for ever on the model 'spin' and stops on 'exit'. */
const STUB_THREAD = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (job) => {
  if (job.model === 'spin') for (;;) {}
  if (job.model === 'exit') process.exit(3);
  parentPort.postMessage({ id: job.id, evaluations: [], workExceeded: false, failures: [String(job.model)] });
});
parentPort.postMessage('ready');
`;

const job = (model: unknown): Omit<PreviewJob, 'id'> => ({ typeSlug: 'core', ownEvaluator: false, model, partResponses: [] });

describe('PreviewEvaluator', () => {
  const evaluators: PreviewEvaluator[] = [];
  const make = (options: ConstructorParameters<typeof PreviewEvaluator>[0]) => {
    const evaluator = new PreviewEvaluator(options);
    evaluators.push(evaluator);
    return evaluator;
  };
  afterEach(async () => {
    await Promise.all(evaluators.splice(0).map((evaluator) => evaluator.close()));
  });

  it("evaluates on its thread with the plugin list's own evaluators, as the server would in process", async () => {
    const evaluator = make({ workerSource: () => buildPreviewWorkerBundle(ROOT_DIR) });
    const type = multipleChoicePlugin.activityTypes?.[0] as ActivityTypeContribution;
    const model = type.createDefaultModel() as { choices: { id: string }[] };
    const partResponses = model.choices.map((choice) => ({ partId: '1', input: choice.id }));
    const answer = await evaluator.evaluate({ typeSlug: type.slug, ownEvaluator: true, model, partResponses });
    expect(answer.evaluations).toEqual(evaluateParts(type, model, partResponses, 1, new MemoryLogger()));
    expect(answer.evaluations.map((evaluation) => evaluation.score)).toContain(1);
    expect(answer.workExceeded).toBe(false);

    const unknown = await evaluator.evaluate({ typeSlug: 'not-listed', ownEvaluator: true, model, partResponses: [{ partId: '1', input: 'a' }] });
    expect(unknown.evaluations).toEqual([{ partId: '1', score: null, outOf: null, error: "Activity type 'not-listed' is not in the server's plugin list, so it cannot be previewed" }]);
    expect(evaluator.threadsStarted).toBe(1);
  });

  it('stops a preview over its time budget with 422, and runs the next one on a new thread', async () => {
    const evaluator = make({ workerSource: async () => STUB_THREAD, timeBudgetMs: 200 });
    expect((await evaluator.evaluate(job('first'))).failures).toEqual(['first']);
    const spinning = evaluator.evaluate(job('spin'));
    const waiting = evaluator.evaluate(job('after'));
    await expect(spinning).rejects.toMatchObject({ status: 422, message: TOO_COMPLEX_MESSAGE });
    await expect(spinning).rejects.toBeInstanceOf(HttpError);
    expect((await waiting).failures).toEqual(['after']);
    expect(evaluator.threadsStarted).toBe(2);
  });

  it('refuses a preview with 503 when as many as it queues are waiting', async () => {
    const evaluator = make({ workerSource: async () => STUB_THREAD, timeBudgetMs: 200, maxQueued: 1 });
    // The first one leaves the queue at once, for the thread.
    const spinning = evaluator.evaluate(job('spin'));
    const queued = evaluator.evaluate(job('queued'));
    await expect(evaluator.evaluate(job('one too many'))).rejects.toMatchObject({ status: 503, retryAfterSeconds: 5 });
    await expect(spinning).rejects.toMatchObject({ status: 422 });
    expect((await queued).failures).toEqual(['queued']);
  });

  it('answers 503 when its thread cannot start, and replaces a thread that stops', async () => {
    const broken = make({ workerSource: () => Promise.reject(new Error('the bundle did not build')) });
    await expect(broken.evaluate(job('x'))).rejects.toMatchObject({ status: 503, message: 'Checking answers is not available right now: the bundle did not build' });

    const evaluator = make({ workerSource: async () => STUB_THREAD });
    await expect(evaluator.evaluate(job('exit'))).rejects.toThrow('The preview thread stopped (exit code 3)');
    expect((await evaluator.evaluate(job('again'))).failures).toEqual(['again']);
    expect(evaluator.threadsStarted).toBe(2);
  });
});
