import { RE2JS } from 're2js';
import { RuleEvaluationError } from './rule-evaluation-error.js';

/**
 * The longest answer a `like` pattern is matched against. RE2 matches in time linear in
 * the answer, so the cap bounds the time of any author pattern on any learner answer.
 * @public
 */
export const MAX_LIKE_ANSWER_LENGTH = 10_000;

/** A compiled `like` pattern: a linear-time matcher. @public */
export interface LikePattern {
  /** True when the pattern matches anywhere in `answer`. @throws RuleEvaluationError for an answer over the cap. */
  test(answer: string): boolean;
}

const CACHE_LIMIT = 500;
const cache = new Map<string, LikePattern>();

function compile(pattern: string): LikePattern {
  let re: RE2JS;
  try {
    // RE2 syntax: inline flag groups such as `(?i)`, as Torus (PCRE) writes them, work
    // anywhere; backreferences and lookaround, which need backtracking, are refused.
    re = RE2JS.compile(pattern);
  } catch (error) {
    throw new RuleEvaluationError(`Invalid regular expression in like {${pattern}}: ${(error as Error).message}`);
  }
  return {
    test(answer: string): boolean {
      if (answer.length > MAX_LIKE_ANSWER_LENGTH) {
        throw new RuleEvaluationError(
          `The answer is too long to match against like {${pattern}} (over ${MAX_LIKE_ANSWER_LENGTH} characters)`,
        );
      }
      return re.test(answer);
    },
  };
}

/**
 * Compiles the value of a `like` clause with RE2 (re2js, pure JavaScript), whose matching
 * time is linear in the answer: no author pattern, such as `^(a+)+$`, can stall the
 * server. Compiled patterns are kept in a bounded cache, as the same rules are evaluated
 * for every learner.
 * @throws RuleEvaluationError when the pattern is not a valid RE2 regular expression.
 * @public
 */
export function compileLikePattern(pattern: string): LikePattern {
  let compiled = cache.get(pattern);
  if (compiled === undefined) {
    compiled = compile(pattern);
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(pattern, compiled);
  }
  return compiled;
}
