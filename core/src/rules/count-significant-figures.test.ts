import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { countSignificantFigures } from './count-significant-figures.js';

/**
 * The rule, written a second way: walk the digits once, keeping the run of zeros seen since
 * the last non-zero digit, and decide at the end whether that run counts.
 */
function referenceCount(text: string): number {
  const unsigned = text.replace(/^[+-]/, '');
  const exponentAt = unsigned.search(/[eE]/);
  const mantissa = exponentAt === -1 ? unsigned : unsigned.slice(0, exponentAt);
  const written = [...mantissa].filter((character) => character !== '.');
  if (written.every((digit) => digit === '0')) return Math.max(1, written.length);
  let counted = 0;
  let pendingZeros = 0;
  let started = false;
  for (const digit of written) {
    if (digit !== '0') {
      counted += pendingZeros + 1;
      pendingZeros = 0;
      started = true;
    } else if (started) pendingZeros += 1;
  }
  const trailingZerosCount = mantissa.includes('.') || exponentAt !== -1;
  return counted + (trailingZerosCount ? pendingZeros : 0);
}

/** Runs of digits, zeros half the time: the zeros are what the rule is about. */
const digitRun = fc.array(fc.constantFrom('0', '0', '0', '1', '4', '9'), { maxLength: 6 }).map((digits) => digits.join(''));

/** Numeric answers as a learner types them: a sign, digits around an optional point, an optional exponent. */
const typedNumber = fc
  .tuple(
    fc.constantFrom('', '-', '+'),
    digitRun,
    fc.boolean(),
    digitRun,
    fc.option(fc.tuple(fc.constantFrom('e', 'E'), fc.constantFrom('', '-', '+'), fc.stringMatching(/^[0-9]{1,3}$/)), { nil: undefined }),
  )
  .filter(([, whole, point, fraction]) => whole.length + fraction.length > 0 && (point || fraction === ''))
  .map(([sign, whole, point, fraction, exponent]) => `${sign}${whole}${point ? '.' : ''}${fraction}${exponent ? exponent.join('') : ''}`);

describe('countSignificantFigures', () => {
  it.each([
    ['3.10', 3],
    ['3.1', 2],
    ['3.100', 4],
    ['100.', 3],
    ['100', 1],
    ['120', 2],
    ['102', 3],
    ['0.0050', 2],
    ['0.005', 1],
    ['.1', 1],
    ['1.', 1],
    ['1.50', 3],
    ['1.5', 2],
    ['-3.10', 3],
    ['+3.10', 3],
    ['3.10e-5', 3],
    ['3.10E+12', 3],
    ['1e3', 1],
    ['1000e2', 4],
    ['1000.e2', 4],
    ['120E1', 3],
    ['007', 1],
    ['0070', 1],
    ['00.70', 2],
    ['0', 1],
    ['0.', 1],
    ['0.0', 2],
    ['0.00', 3],
    ['-0.000', 4],
    ['.00', 2],
    ['0e5', 1],
  ])('%s has %i', (text, expected) => {
    expect(countSignificantFigures(text)).toBe(expected);
  });

  it('agrees with the rule written as a walk over the digits, for any number as typed', () => {
    fc.assert(fc.property(typedNumber, (text) => countSignificantFigures(text) === referenceCount(text)), { numRuns: 2000 });
  });
});
