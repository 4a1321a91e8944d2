import { isValidNumericAnswer } from './is-valid-numeric-answer.js';
import type { RangeBound, RuleValue } from './rule-expression.js';

const WITH_PRECISION = /^(.*)#(\d+)$/s;
const RANGE = /^([[(])\s*([^,\s]*)\s*,\s*([^\s\])]*)\s*([\])])$/;

/**
 * Reads the text between the braces of a numeric clause: a number (`3.10`), a number
 * with required significant figures (`3.10#3`), or a range (`[1,2]`, `(2,1]#3`). Text
 * that is none of these comes back as a text value; evaluating it is an error, but
 * parsing it is not, so imported rules load and can be fixed in the editor.
 *
 * Range bounds may have spaces around them and be written in either order; they are
 * stored low first and each keeps the bracket written next to it, so `[2,1)` reads as
 * `(1,2]`.
 * @public
 */
export function parseNumericValue(text: string): RuleValue {
  const split = WITH_PRECISION.exec(text);
  const body = split ? split[1] : text;
  const precision = split ? Number(split[2]) : undefined;
  if (precision !== undefined && !Number.isSafeInteger(precision)) return { kind: 'text', text };
  const withPrecision = precision === undefined ? {} : { precision };

  if (isValidNumericAnswer(body)) {
    return { kind: 'number', text: body, value: Number(body), ...withPrecision };
  }
  const range = RANGE.exec(body);
  if (range && isValidNumericAnswer(range[2]) && isValidNumericAnswer(range[3])) {
    const first = bound(range[2]);
    const second = bound(range[3]);
    const firstInclusive = range[1] === '[';
    const secondInclusive = range[4] === ']';
    const swap = first.value > second.value;
    return {
      kind: 'range',
      lower: swap ? second : first,
      upper: swap ? first : second,
      lowerInclusive: swap ? secondInclusive : firstInclusive,
      upperInclusive: swap ? firstInclusive : secondInclusive,
      ...withPrecision,
    };
  }
  return { kind: 'text', text };
}

function bound(text: string): RangeBound {
  return { text, value: Number(text) };
}
