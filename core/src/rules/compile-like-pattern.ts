import { LRUCache } from 'lru-cache';
import { RE2JS } from 're2js';
import { estimatePatternSize } from './estimate-pattern-size.js';
import { RuleEvaluationError } from './rule-evaluation-error.js';
import { likePatternLimitProblem } from './rule-limits.js';

/**
 * The longest answer a `like` pattern is matched against. RE2 matches in time linear in
 * the answer, so the cap bounds the time of any author pattern on any learner answer.
 * @public
 */
export const MAX_LIKE_ANSWER_LENGTH = 10_000;

/** A `like` pattern checked against the size limits: a linear-time matcher. @public */
export interface LikePattern {
  /** Its size in RE2 instructions, as {@link estimatePatternSize} counts them. */
  readonly size: number;
  /**
   * True when the pattern matches anywhere in `answer`. The pattern is compiled on the first
   * call, so a caller can weigh that cost first.
   * @throws RuleEvaluationError for an invalid pattern or an answer over the cap.
   */
  test(answer: string): boolean;
}

/** How many patterns {@link compileLikePattern} keeps, with those it refused. @public */
export const LIKE_PATTERN_CACHE_LIMIT = 500;

// A refused pattern is kept as its message, so asking again costs neither the size
// estimate nor a failed compile.
const cache = new LRUCache<string, LikePattern | string>({ max: LIKE_PATTERN_CACHE_LIMIT });

function prepare(pattern: string): LikePattern | string {
  const problem = likePatternLimitProblem(pattern);
  if (problem) return problem;
  const size = estimatePatternSize(pattern);
  let compiled: RE2JS | undefined;
  let invalid: string | undefined;
  return {
    size,
    test(answer: string): boolean {
      if (answer.length > MAX_LIKE_ANSWER_LENGTH) {
        throw new RuleEvaluationError(
          `The answer is too long to match against like {${pattern}} (over ${MAX_LIKE_ANSWER_LENGTH} characters)`,
        );
      }
      if (invalid !== undefined) throw new RuleEvaluationError(invalid);
      if (compiled === undefined) {
        try {
          // RE2 syntax: inline flag groups such as `(?i)`, as Torus (PCRE) writes them, work
          // anywhere; backreferences and lookaround, which need backtracking, are refused.
          compiled = RE2JS.compile(pattern);
        } catch (error) {
          invalid = `Invalid regular expression in like {${pattern}}: ${(error as Error).message}`;
          throw new RuleEvaluationError(invalid);
        }
      }
      return compiled.test(answer);
    },
  };
}

/**
 * The matcher of a `like` clause's value, with RE2 (re2js, pure JavaScript), whose matching
 * time is linear in the answer: no author pattern, such as `^(a+)+$`, backtracks. Patterns
 * over the size limits ({@link likePatternLimitProblem}) are refused before RE2 sees them,
 * as compiling one can take most of a second. Patterns, compiled or refused, are kept in a
 * least-recently-used cache keyed by their text, as the same rules are evaluated for every
 * learner.
 * @throws RuleEvaluationError when the pattern is over a size limit; an invalid RE2
 * expression throws from `test`.
 * @public
 */
export function compileLikePattern(pattern: string): LikePattern {
  let entry = cache.get(pattern);
  if (entry === undefined) {
    entry = prepare(pattern);
    cache.set(pattern, entry);
  }
  if (typeof entry === 'string') throw new RuleEvaluationError(entry);
  return entry;
}
