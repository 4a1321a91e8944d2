/**
 * The thread side of the preview evaluation pool: evaluates an author's unsaved model
 * against answers, as a learner's submission would be, away from the thread that serves
 * requests. It runs from a bundle (see preview-worker-bundle.ts) that calls
 * {@link servePreviewEvaluations} with the manifests of the server's plugin list.
 */
import { parentPort } from 'node:worker_threads';
import { MemoryLogger, RuleWorkBudget, type ActivityTypeContribution, type PartEvaluation, type PartResponse, type PluginManifest } from '@quire/core';
import { CORE_ACTIVITY_TYPE } from '../delivery-api/activity-models.js';
import { evaluateParts } from '../delivery-api/evaluate-parts.js';
import { HttpError } from '../http/http-error.js';
import { checkActivityModel } from './content-check.js';

/** One preview to evaluate. */
export interface PreviewJob {
  readonly id: number;
  /** The type whose own evaluator runs, when `ownEvaluator`; else core's evaluation by the model's rules. */
  readonly typeSlug: string;
  readonly ownEvaluator: boolean;
  /**
   * True when the model, as the author sent it, is first checked against the type's schema
   * and the rule limits here: checking a model with a hundred long rules takes tens of
   * milliseconds, which the thread serving requests must not spend.
   */
  readonly checkModel?: boolean;
  readonly model: unknown;
  readonly partResponses: readonly PartResponse[];
}

/** What the thread answers for a job. */
export interface PreviewAnswer {
  readonly id: number;
  readonly evaluations: PartEvaluation[];
  /** True when the rules needed more than one submission's work budget. */
  readonly workExceeded: boolean;
  /** Errors of a type's own evaluator, for the server's log. */
  readonly failures: string[];
  /** Why the model was refused by its check (`checkModel`), as the 400's message; nothing was evaluated. */
  readonly problem?: string;
}

/** The message a thread sends once it can take jobs. */
export const PREVIEW_WORKER_READY = 'ready';

/** Evaluates one job: the same evaluation and work budget as a learner's submission of attempt 1. */
export function evaluatePreview(job: PreviewJob, types: ReadonlyMap<string, ActivityTypeContribution>): PreviewAnswer {
  const named = job.typeSlug === CORE_ACTIVITY_TYPE.slug ? CORE_ACTIVITY_TYPE : types.get(job.typeSlug);
  const type = job.ownEvaluator ? named : CORE_ACTIVITY_TYPE;
  if (!type || !named) {
    const error = `Activity type '${job.typeSlug}' is not in the server's plugin list, so it cannot be previewed`;
    return { id: job.id, evaluations: job.partResponses.map(({ partId }) => ({ partId, score: null, outOf: null, error })), workExceeded: false, failures: [] };
  }
  let model = job.model;
  if (job.checkModel) {
    try {
      model = checkActivityModel(named, job.model, 'model');
    } catch (error) {
      if (error instanceof HttpError) return { id: job.id, evaluations: [], workExceeded: false, failures: [], problem: error.message };
      throw error;
    }
  }
  const logger = new MemoryLogger();
  const budget = new RuleWorkBudget();
  const evaluations = evaluateParts(type, model, job.partResponses, 1, logger, budget);
  return { id: job.id, evaluations, workExceeded: budget.exhausted, failures: logger.entries.map((entry) => entry.message) };
}

/** Answers jobs from the parent thread, one at a time, with the activity types of these plugins. */
export function servePreviewEvaluations(plugins: readonly PluginManifest[]): void {
  const port = parentPort;
  if (!port) throw new Error('servePreviewEvaluations runs in a worker thread');
  const types = new Map<string, ActivityTypeContribution>();
  for (const plugin of plugins) for (const type of plugin.activityTypes ?? []) types.set(type.slug, type as ActivityTypeContribution);
  port.on('message', (job: PreviewJob) => port.postMessage(evaluatePreview(job, types)));
  port.postMessage(PREVIEW_WORKER_READY);
}
