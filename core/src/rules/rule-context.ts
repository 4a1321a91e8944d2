import type { RuleWorkBudget } from './rule-work-budget.js';

/**
 * The learner's answer: a string for single-input questions, or a map from input id to
 * answer for multi-input questions (read with `input_ref_<id>`).
 * @public
 */
export type RuleInput = string | Readonly<Record<string, string>>;

/** Facts about the attempt that rules may test besides the answer. @public */
export interface RuleContext {
  /** 1 for the first attempt; read by `attemptNumber` clauses. */
  readonly attemptNumber: number;
  /** The work the evaluation may still do; without one, the rules run unmetered. */
  readonly budget?: RuleWorkBudget;
}
