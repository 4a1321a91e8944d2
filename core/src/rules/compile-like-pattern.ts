import { RuleEvaluationError } from './rule-evaluation-error.js';

const LEADING_FLAGS = /^\(\?([ims]+)\)/;

/**
 * Compiles the value of a `like` clause as a JavaScript regular expression.
 *
 * A leading inline flag group such as `(?i)` becomes the matching JavaScript flag,
 * because Torus (whose regexes are PCRE) writes case-insensitive rules that way and
 * JavaScript has no such syntax. Only `i`, `m` and `s` are translated.
 * @throws RuleEvaluationError when the pattern is not a valid regular expression.
 * @public
 */
export function compileLikePattern(pattern: string): RegExp {
  const flags = LEADING_FLAGS.exec(pattern);
  const source = flags ? pattern.slice(flags[0].length) : pattern;
  try {
    return new RegExp(source, flags ? [...new Set(flags[1])].join('') : '');
  } catch (error) {
    throw new RuleEvaluationError(`Invalid regular expression in like {${pattern}}: ${(error as Error).message}`);
  }
}
