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

/** A choice a report draws a bar for, with its label. @public */
export interface ReportChoice {
  readonly id: string;
  readonly label: string;
}

/**
 * How a report counts the learners' latest answers to a part (delivery §3 "Activity report
 * view"); `input` is a stored answer as parsed from its JSON. `choices`: one bar per
 * choice, in this order, zero counts included, each answer counting for every choice
 * `chosenIds` finds in it. `answers`: one bar per distinct `answerText`; with `regroup`,
 * different stored inputs can read as the same text (a map of several inputs' answers),
 * so the host regroups them after reading.
 * @public
 */
export type ReportTally =
  | { readonly kind: 'choices'; readonly choices: readonly ReportChoice[]; chosenIds(input: unknown): string[] }
  | { readonly kind: 'answers'; readonly regroup: boolean; answerText(input: unknown): string };

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
  /**
   * How a report counts answers to the part `partId` of a stored model (read as stored, so
   * check its shape). Without it, each answer is counted by its text (a map of inputs by
   * its values, joined with commas).
   */
  reportTally?(model: Model, partId: string): ReportTally;
  /**
   * True (or absent) when the type is on in every project until the project's owner
   * switches it off; false when it is off until switched on.
   */
  readonly globallyAvailable?: boolean;
}
/** @public */
export const ActivityTypeContribution = Symbol.for('quire.activity-type');
