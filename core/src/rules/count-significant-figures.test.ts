import { describe, it, expect } from 'vitest';
import { countSignificantFigures } from './count-significant-figures.js';

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
    ['1000e2', 1],
    ['1000.e2', 4],
    ['007', 1],
    ['0070', 1],
    ['00.70', 2],
    ['0', 1],
    ['0.', 1],
    ['0.0', 1],
    ['0.00', 2],
    ['-0.000', 3],
    ['.00', 2],
    ['0e5', 1],
  ])('%s has %i', (text, expected) => {
    expect(countSignificantFigures(text)).toBe(expected);
  });
});
