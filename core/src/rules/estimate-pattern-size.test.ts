import fc from 'fast-check';
import { RE2JS } from 're2js';
import { describe, expect, it } from 'vitest';
import { estimatePatternSize } from './estimate-pattern-size.js';

/** RE2's own count, for the patterns it compiles. */
function programSize(pattern: string): number | undefined {
  try {
    return RE2JS.compile(pattern).programSize();
  } catch {
    return undefined;
  }
}

const PIECES = [
  'a', 'b', '.', '\\d', '\\pL', '\\p{Greek}', '\\x{263a}', '[a-z]', '[^ ]', '[]a]', '[[:alpha:]]', '\\Q{9}\\E',
  '^', '$', '\\b', '(', ')', '(?:', '(?i)', '(?i:', '(?P<n>', '|', '*', '+', '?', '*?', '{2}', '{3,}', '{1,4}', '{0,7}', '{12}',
];

describe('estimatePatternSize', () => {
  it('is never below the size RE2 compiles the pattern to', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 14 }), (pieces) => {
        const pattern = pieces.join('');
        const actual = programSize(pattern);
        if (actual !== undefined) expect(estimatePatternSize(pattern), pattern).toBeGreaterThanOrEqual(actual);
      }),
      { numRuns: 3000 },
    );
  });

  it('counts what counted repetitions copy, nested ones multiplied', () => {
    const cases = ['(.*a){1000}', '(?:a?){1000}a{1000}', '((a{10}){10}){10}', '[a-z]{900}', '(?:x{3}){0,4}', 'x{2,}'];
    for (const pattern of cases) expect(estimatePatternSize(pattern), pattern).toBeGreaterThanOrEqual(programSize(pattern) as number);
    expect(estimatePatternSize('(.*a){1000}')).toBeGreaterThan(5000);
    expect(estimatePatternSize('((a{10}){10}){10}')).toBeGreaterThan(1000);
  });

  it('stays close to the text for patterns without counted repetitions', () => {
    const pattern = `^\\s*(?:${Array.from({ length: 60 }, (_, i) => `answer${i}`).join('|')})\\s*$`;
    expect(estimatePatternSize(pattern)).toBeLessThanOrEqual(pattern.length * 1.5);
    expect(estimatePatternSize('(^| )AbCdEfGhIjKlMnOp( |$)')).toBeLessThan(40);
  });

  it('reads braces that are not repetitions, and quoted text, as literals', () => {
    expect(estimatePatternSize('a{x}')).toBe(4 + 8);
    expect(estimatePatternSize('\\Qa{1000}\\E')).toBe(7 + 8);
    expect(estimatePatternSize('[{1000}]')).toBe(1 + 8);
  });
});
