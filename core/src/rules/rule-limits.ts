import { estimatePatternSize } from './estimate-pattern-size.js';
import { parseRule } from './parse-rule.js';
import type { RuleExpression } from './rule-expression.js';
import { RuleSyntaxError } from './rule-syntax-error.js';

/**
 * The longest rule text, in characters: a check-all-that-apply rule names every choice,
 * about 50 characters each, so this leaves room for a hundred choices.
 * @public
 */
export const MAX_RULE_LENGTH = 5_000;

/** The longest pattern of a `like` clause, in characters. @public */
export const MAX_LIKE_PATTERN_LENGTH = 1_000;

/**
 * The largest `like` pattern, in RE2 instructions as {@link estimatePatternSize} counts
 * them: compiling and matching both grow with it, and counted repetitions make a short
 * pattern large. A pattern within the length limit and without counted repetitions
 * stays within it (each character counts at most one or two).
 * @public
 */
export const MAX_LIKE_PATTERN_SIZE = 2_000;

/** The most rules (responses, over all its parts) one activity may have. @public */
export const MAX_ACTIVITY_RULES = 100;

const count = (n: number) => n.toLocaleString('en-US');

/** The start of a pattern, to name it in a message without repeating a kilobyte of it. */
function likeClause(pattern: string): string {
  return `like {${pattern.length > 40 ? `${pattern.slice(0, 40)}…` : pattern}}`;
}

/**
 * What is wrong with a `like` pattern's size, or undefined when it is within
 * {@link MAX_LIKE_PATTERN_LENGTH} and {@link MAX_LIKE_PATTERN_SIZE}.
 * @public
 */
export function likePatternLimitProblem(pattern: string): string | undefined {
  if (pattern.length > MAX_LIKE_PATTERN_LENGTH) {
    return `The pattern of ${likeClause(pattern)} has ${count(pattern.length)} characters; at most ${count(MAX_LIKE_PATTERN_LENGTH)} are allowed`;
  }
  const size = estimatePatternSize(pattern);
  if (size > MAX_LIKE_PATTERN_SIZE) {
    return (
      `The pattern of ${likeClause(pattern)} is too complex: it compiles to about ${count(size)} steps, and at most ` +
      `${count(MAX_LIKE_PATTERN_SIZE)} are allowed (a counted repetition such as {100} copies what it repeats)`
    );
  }
  return undefined;
}

/** What is wrong with a rule text's length, or undefined. @public */
export function ruleLengthProblem(rule: string): string | undefined {
  return rule.length > MAX_RULE_LENGTH ? `The rule has ${count(rule.length)} characters; at most ${count(MAX_RULE_LENGTH)} are allowed` : undefined;
}

function firstPatternProblem(expr: RuleExpression): string | undefined {
  switch (expr.type) {
    case 'clause':
      return expr.op === 'like' && expr.value.kind === 'text' ? likePatternLimitProblem(expr.value.text) : undefined;
    case 'not':
      return firstPatternProblem(expr.operand);
    default:
      return firstPatternProblem(expr.left) ?? firstPatternProblem(expr.right);
  }
}

/**
 * What makes a rule too large to store or evaluate: its length, or the length or size of
 * one of its `like` patterns. Undefined for a rule within the limits, and for one that does
 * not parse: malformed rules are kept (imports carry them) and fail at evaluation instead.
 * @public
 */
export function ruleLimitProblem(rule: string): string | undefined {
  const tooLong = ruleLengthProblem(rule);
  if (tooLong) return tooLong;
  let parsed: RuleExpression;
  try {
    parsed = parseRule(rule);
  } catch (error) {
    if (error instanceof RuleSyntaxError) return undefined;
    throw error;
  }
  return firstPatternProblem(parsed);
}
