import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCueTime } from './format-cue-time.js';
import { parseCueTime } from './parse-cue-time.js';
import { secondsToCueTime } from './seconds-to-cue-time.js';
import { cueTimeToSeconds } from './cue-time-to-seconds.js';

describe('parseCueTime', () => {
  it.each([
    ['0', 0],
    ['65', 65],
    ['65.3', 65.3],
    ['.5', 0.5],
    ['7.', 7],
    ['1:05', 65],
    ['1:5', 65],
    ['1:05.30', 65.3],
    ['0:00.07', 0.07],
    ['75:00', 4500],
    ['1:02:05.5', 3725.5],
    ['  1:05.30  ', 65.3],
    ['1.006', 1.01],
  ])('reads %j as %d', (text, seconds) => {
    expect(parseCueTime(text)).toBe(seconds);
  });

  it.each(['', '  ', 'abc', '-1', '+1', '1e3', '1:60', '1:60.5', '1:60:00', '1:', ':05', '1::05', '1:2:3:4', '1.5:00', '1:05,3', '1 : 05', '.'])(
    'rejects %j',
    (text) => {
      expect(parseCueTime(text)).toBeUndefined();
    },
  );

  it('reads back whatever formatCueTime writes', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e6, noNaN: true }), (s) => {
        expect(parseCueTime(formatCueTime(s))).toBe(cueTimeToSeconds(secondsToCueTime(s)));
      }),
    );
  });
});
