/**
 * Counts the significant figures of a numeric answer exactly as typed, without rounding,
 * so `N#P` rules can require the learner to report a given precision.
 *
 * - The sign and any exponent (`e-5`) are ignored.
 * - Leading zeros are never significant (`0.0050` starts counting at the `5`).
 * - Every digit between the first and last non-zero digit is significant.
 * - Trailing zeros count only when the mantissa has a decimal point: `3.10` has 3,
 *   `100.` has 3, `0.0050` has 2, but `100` has 1 and `120` has 2.
 * - A zero value (`0`, `0.0`, `0.00`) has max(1, digits after the point) figures.
 *
 * Expects text accepted by {@link isValidNumericAnswer}.
 * @public
 */
export function countSignificantFigures(text: string): number {
  const mantissa = text.replace(/^[+-]/, '').replace(/[eE].*$/, '');
  const point = mantissa.indexOf('.');
  const digits = mantissa.replace('.', '');
  if (/^0*$/.test(digits)) {
    const decimals = point === -1 ? 0 : mantissa.length - point - 1;
    return Math.max(1, decimals);
  }
  const fromFirst = digits.replace(/^0+/, '');
  return point === -1 ? fromFirst.replace(/0+$/, '').length : fromFirst.length;
}
