import { cueTimeToSeconds } from './cue-time-to-seconds.js';
import { secondsToCueTime } from './seconds-to-cue-time.js';

/**
 * Reads a cue time typed by an author, in seconds, rounded to hundredths; the inverse of
 * {@link formatCueTime}. Accepted, after trimming:
 *
 * - plain seconds: `'65'`, `'65.3'`, `'.5'`;
 * - `m:ss` with optional decimals: `'1:05'`, `'1:05.30'`, `'1:5'`;
 * - `h:mm:ss` with optional decimals: `'1:02:05.5'`.
 *
 * With a `:`, seconds (and minutes after hours) must be below 60. Empty text, signs,
 * letters, `'1:60'`, `'1:'` and other shapes give `undefined`.
 * @public
 */
export function parseCueTime(text: string): number | undefined {
  const parts = text.trim().split(':');
  if (parts.length > 3) return undefined;
  const last = parts[parts.length - 1];
  if (!/^(?:\d+(?:\.\d*)?|\.\d+)$/.test(last)) return undefined;
  const units = parts.slice(0, -1);
  if (!units.every((part) => /^\d+$/.test(part))) return undefined;
  const seconds = Number(last);
  if (units.length > 0 && seconds >= 60) return undefined;
  const [first, second] = units.map(Number);
  if (units.length === 2 && second >= 60) return undefined;
  const total =
    units.length === 2 ? first * 3600 + second * 60 + seconds : units.length === 1 ? first * 60 + seconds : seconds;
  return Number.isFinite(total) ? cueTimeToSeconds(secondsToCueTime(total)) : undefined;
}
