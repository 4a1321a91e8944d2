import type { ZodType } from 'zod';
import type { RuleWorkBudget } from '../../rules/rule-work-budget.js';

/** A learner's response to one part of an activity. @public */
export interface PartResponse {
  readonly partId: string;
  readonly input: string | Readonly<Record<string, string>>;
}

/** The outcome of evaluating one part. @public */
export interface PartEvaluation {
  readonly partId: string;
  readonly score: number | null;
  readonly outOf: number | null;
  readonly error?: string;
  readonly feedback?: unknown;
  readonly explanation?: unknown;
  readonly responseId?: string;
  /** True for a manually graded part: submitted, waiting for an instructor's score. */
  readonly manual?: boolean;
}

/**
 * What evaluation knows about the attempt, and the work budget its rules draw from (one
 * per submission, so its parts share it); pass it on to core's evaluation.
 * @public
 */
export interface EvaluationContext {
  readonly attemptNumber: number;
  readonly budget?: RuleWorkBudget;
}

/**
 * An activity type (extension point `quire.activity-type`). Evaluation and shuffling are
 * pure so the server can run them behind its attempt route and tests can call them.
 * @public
 */
export interface ActivityTypeContribution<Model = unknown> {
  readonly slug: string;
  readonly friendlyName: string;
  readonly description?: string;
  readonly schema: ZodType<Model>;
  /** The version of `Model` this plugin writes; older stored models go through `upgrade`. */
  readonly modelVersion?: number;
  createDefaultModel(): Model;
  upgrade?(model: unknown, fromVersion: number): Model;
  evaluate?(model: Model, response: PartResponse, context: EvaluationContext): PartEvaluation;
  /** Applies the model's transformations (shuffle) with a seed per attempt. */
  transform?(model: Model, seed: number, context: EvaluationContext): Model;
  previewText?(model: Model): string;
  /** True when the type is offered in every project, false when a project must enable it. */
  readonly globallyAvailable?: boolean;
}
/** @public */
export const ActivityTypeContribution = Symbol.for('quire.activity-type');
