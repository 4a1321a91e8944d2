import type { CueTime } from './cue-time-to-seconds.js';

/**
 * Splits a time in seconds into the {@link CueTime} fields the cue editor shows, rounded
 * to the nearest hundredth (59.996 → `{ seconds: 60, hundredths: 0 }`), so hundredths is
 * always a whole number from 0 to 99. Negative, NaN and infinite times give
 * `{ seconds: 0, hundredths: 0 }`: media time starts at zero.
 * @public
 */
export function secondsToCueTime(s: number): CueTime {
  if (!Number.isFinite(s) || s <= 0) return { seconds: 0, hundredths: 0 };
  // toPrecision drops binary noise first, so 1.005 s gives 101 hundredths, not 100.
  const total = Math.round(Number((s * 100).toPrecision(12)));
  return { seconds: Math.floor(total / 100), hundredths: total % 100 };
}
