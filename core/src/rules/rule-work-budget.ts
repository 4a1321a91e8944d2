import { RuleEvaluationError } from './rule-evaluation-error.js';

/**
 * The work one evaluation (a learner's submission, or an author's check of answers) may
 * do, in units of about 5 ns: one unit per character a text clause reads, pattern size ×
 * characters for a `like` match. The limit keeps the worst evaluation the size limits
 * allow near 50 ms; an ordinary activity spends well under a hundredth of it.
 * @public
 */
export const RULE_WORK_LIMIT = 5_000_000;

/** Parsing reads each character of the rule text for about 25 ns. */
const PARSE_UNITS_PER_CHARACTER = 10;
/** Compiling takes 1–10 µs per instruction of the pattern. */
const COMPILE_UNITS_PER_INSTRUCTION = 1_000;

/** The message of an evaluation that ran out of its {@link RuleWorkBudget}. @public */
export const RULE_WORK_EXCEEDED_MESSAGE = 'The rules take too long to check against this answer';

/**
 * Thrown when an evaluation runs out of its {@link RuleWorkBudget}. A RuleEvaluationError,
 * so the part being evaluated answers an error, as for any rule that cannot be applied.
 * @public
 */
export class RuleWorkExceededError extends RuleEvaluationError {
  constructor() {
    super(RULE_WORK_EXCEEDED_MESSAGE);
    this.name = 'RuleWorkExceededError';
  }
}

/**
 * What one evaluation may still spend. Charges are counted from the rule and answer text
 * alone, never from a clock or a cache, so the same submission always gets the same result,
 * however busy the server and whatever it compiled before. Once exhausted, every later
 * charge throws too, so the remaining parts of the submission answer errors quickly.
 * @public
 */
export class RuleWorkBudget {
  private spent = 0;
  private readonly patternsCompiled = new Set<string>();

  constructor(readonly limit: number = RULE_WORK_LIMIT) {}

  /** True once a charge went over the limit. */
  get exhausted(): boolean {
    return this.spent > this.limit;
  }

  /** Parsing a rule. */
  chargeRule(rule: string): void {
    this.spend(rule.length * PARSE_UNITS_PER_CHARACTER);
  }

  /** A text comparison (`contains`, `equals`, `iequals`) reading the answer. */
  chargeText(answer: string): void {
    this.spend(answer.length + 1);
  }

  /** Matching a `like` pattern of `size` instructions, and compiling it the first time this evaluation meets it. */
  chargePattern(pattern: string, size: number, answer: string): void {
    let units = size * (answer.length + 1);
    if (!this.patternsCompiled.has(pattern)) {
      this.patternsCompiled.add(pattern);
      units += size * COMPILE_UNITS_PER_INSTRUCTION;
    }
    this.spend(units);
  }

  private spend(units: number): void {
    this.spent += units;
    if (this.spent > this.limit) throw new RuleWorkExceededError();
  }
}
