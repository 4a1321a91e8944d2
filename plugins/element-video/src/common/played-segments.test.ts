import { describe, expect, it } from 'vitest';
import { addPlayedSegment, formatPlayedSegments, playedProgress, type PlayedSegment } from './played-segments.js';

const watch = (...pairs: [number, number][]): PlayedSegment[] =>
  pairs.reduce<PlayedSegment[]>((segments, [start, end]) => addPlayedSegment(segments, { start, end }), []);

describe('played segments', () => {
  it('keeps the parts watched in the order they were watched', () => {
    expect(watch([0, 12], [30, 40], [14, 21])).toEqual([
      { start: 0, end: 12 },
      { start: 30, end: 40 },
      { start: 14, end: 21 },
    ]);
  });

  it('extends the last part when playing goes on from where it paused', () => {
    expect(watch([0, 10], [10, 20], [20.0004, 25])).toEqual([{ start: 0, end: 25 }]);
  });

  it('drops parts that are empty or run backwards', () => {
    expect(watch([5, 5], [8, 3], [0, 4])).toEqual([{ start: 0, end: 4 }]);
  });

  it("writes them as the ADL profile's text, to the millisecond", () => {
    expect(formatPlayedSegments(watch([0, 12.5], [20, 31.12345]))).toBe('0[.]12.5[,]20[.]31.123');
    expect(formatPlayedSegments([])).toBe('');
  });

  it('counts a part watched twice once in the progress', () => {
    expect(playedProgress(watch([0, 30], [10, 40], [90, 100]), 100)).toBe(0.5);
    expect(playedProgress(watch([0, 12], [14, 21], [18, 30]), 60)).toBe(0.467);
  });

  it('caps the progress at the whole video, and gives 0 while the length is unknown', () => {
    expect(playedProgress(watch([0, 130]), 120)).toBe(1);
    expect(playedProgress(watch([0, 10]), Number.NaN)).toBe(0);
    expect(playedProgress(watch([0, 10]), Number.POSITIVE_INFINITY)).toBe(0);
  });
});
