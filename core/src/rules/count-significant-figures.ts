/**
 * Counts the significant figures of a numeric answer exactly as typed, without rounding,
 * so `N#P` rules can require the learner to report a given precision.
 *
 * - The sign is ignored; an exponent (`e-5`) is not counted.
 * - Leading zeros are never significant (`0.0050` starts counting at the `5`).
 * - Every digit between the first and last non-zero digit is significant.
 * - Trailing zeros count when the mantissa has a decimal point (`3.10` has 3, `100.` has 3,
 *   `0.0050` has 2) or is written in e-notation (`1000e2` has 4); an integer's do not
 *   (`100` has 1, `120` has 2).
 * - A value of zero counts every digit written: `0` has 1, `0.0` has 2, `0.00` has 3.
 *
 * Expects text accepted by {@link isValidNumericAnswer}.
 * @public
 */
export function countSignificantFigures(text: string): number {
  const mantissa = text.replace(/^[+-]/, '').replace(/[eE].*$/, '');
  const digits = mantissa.replace('.', '');
  if (/^0*$/.test(digits)) return Math.max(1, digits.length);
  const fromFirst = digits.replace(/^0+/, '');
  const trailingZerosCount = mantissa.includes('.') || /[eE]/.test(text);
  return trailingZerosCount ? fromFirst.length : fromFirst.replace(/0+$/, '').length;
}
