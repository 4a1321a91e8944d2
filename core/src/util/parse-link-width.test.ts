import { describe, expect, it } from 'vitest';
import { parseLinkWidth } from './parse-link-width.js';

describe('parseLinkWidth', () => {
  it.each([
    ['300', '300'],
    ['50%', '50%'],
    [' 12.5em ', '12.5em'],
    ['10px', '10px'],
    ['2rem', '2rem'],
    ['80vw', '80vw'],
    ['40vh', '40vh'],
    ['10PX', '10px'],
    ['1.5REM', '1.5rem'],
    ['0', '0'],
    ['012.50em', '12.5em'],
    ['.5rem', '0.5rem'],
    ['5.', '5'],
    ['5.00%', '5%'],
    ['000', '0'],
  ])('accepts %j as %j', (text, width) => {
    expect(parseLinkWidth(text)).toBe(width);
  });

  it.each(['', '   ', 'abc', '10pt', '10 px', 'px', '.', '-5', '-5px', '+5', '1e3', '10px;', '1.2.3', 'calc(10px)', '50%%', 'Infinity'])(
    'rejects %j',
    (text) => {
      expect(parseLinkWidth(text)).toBe('');
    },
  );
});
