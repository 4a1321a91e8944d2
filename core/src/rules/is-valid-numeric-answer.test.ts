import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { isValidNumericAnswer } from './is-valid-numeric-answer.js';

describe('isValidNumericAnswer', () => {
  it.each(['3', '-2', '+7', '.1', '1.', '3.4e-5', '+1E3', '0', '-0.0', '007', '1e+21', '12.50E2'])(
    'accepts %s',
    (text) => {
      expect(isValidNumericAnswer(text)).toBe(true);
    },
  );

  const invalid = ['', ' 3', '3 ', '.', '-', '+.', 'e5', '1e', '1e+', '1.2.3', '1,5', '--1', 'abc', '3a'];
  it.each([...invalid, '0x10', 'Infinity', 'NaN', '1_000', '١٢'])(
    'rejects %j',
    (text) => {
      expect(isValidNumericAnswer(text)).toBe(false);
    },
  );

  it('never accepts text that Number cannot parse', () => {
    const pieces = fc.constantFrom('', '+', '-', '0', '1', '9', '.', 'e', 'E');
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 8 }), (parts) => {
        const text = parts.join('');
        if (isValidNumericAnswer(text)) expect(Number.isNaN(Number(text))).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
