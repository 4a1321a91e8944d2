import { describe, it, expect } from 'vitest';
import { parseNumericValue } from './parse-numeric-value.js';

describe('parseNumericValue', () => {
  it('reads numbers, keeping the text as written', () => {
    expect(parseNumericValue('3.10')).toEqual({ kind: 'number', text: '3.10', value: 3.1 });
    expect(parseNumericValue('-2')).toEqual({ kind: 'number', text: '-2', value: -2 });
    expect(parseNumericValue('.1')).toEqual({ kind: 'number', text: '.1', value: 0.1 });
    expect(parseNumericValue('1.')).toEqual({ kind: 'number', text: '1.', value: 1 });
    expect(parseNumericValue('3.4e-5')).toEqual({ kind: 'number', text: '3.4e-5', value: 3.4e-5 });
    expect(parseNumericValue('+1E3')).toEqual({ kind: 'number', text: '+1E3', value: 1000 });
  });

  it('reads a precision after #', () => {
    expect(parseNumericValue('3.10#3')).toEqual({ kind: 'number', text: '3.10', value: 3.1, precision: 3 });
    expect(parseNumericValue('100#01')).toEqual({ kind: 'number', text: '100', value: 100, precision: 1 });
  });

  it('reads ranges of every bracket combination', () => {
    const range = (lowerInclusive: boolean, upperInclusive: boolean) => ({
      kind: 'range',
      lower: { text: '1', value: 1 },
      upper: { text: '2', value: 2 },
      lowerInclusive,
      upperInclusive,
    });
    expect(parseNumericValue('[1,2]')).toEqual(range(true, true));
    expect(parseNumericValue('(1,2)')).toEqual(range(false, false));
    expect(parseNumericValue('[1,2)')).toEqual(range(true, false));
    expect(parseNumericValue('(1,2]')).toEqual(range(false, true));
    expect(parseNumericValue('[ 1 ,  2 ]')).toEqual(range(true, true));
  });

  it('stores range bounds low first, each keeping its own bracket', () => {
    expect(parseNumericValue('[2,1)')).toEqual({
      kind: 'range',
      lower: { text: '1', value: 1 },
      upper: { text: '2', value: 2 },
      lowerInclusive: false,
      upperInclusive: true,
    });
    expect(parseNumericValue('[-1e1,-2.5]#2')).toEqual({
      kind: 'range',
      lower: { text: '-1e1', value: -10 },
      upper: { text: '-2.5', value: -2.5 },
      lowerInclusive: true,
      upperInclusive: true,
      precision: 2,
    });
  });

  it('keeps anything else as text', () => {
    const notNumeric = [
      ...['', 'abc', ' 3', '3 ', '3#', '#3', '3#x', '3#-1', '3#1#2', '3#99999999999999999999'],
      ...['[1,2', '[1;2]', '[a,2]', '[1,2,3]', '{1,2}', ' [1,2]', '[1,2]#'],
    ];
    for (const text of notNumeric) {
      expect(parseNumericValue(text), text).toEqual({ kind: 'text', text });
    }
  });
});
