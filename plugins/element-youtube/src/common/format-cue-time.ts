import { secondsToCueTime } from './seconds-to-cue-time.js';

const pad2 = (n: number): string => String(n).padStart(2, '0');

/**
 * Formats a time in seconds for cue lists as `m:ss.hh` (minutes, two-digit seconds,
 * two-digit hundredths): 65.3 → `'1:05.30'`, 0 → `'0:00.00'`. From one hour on, hours
 * are added as `h:mm:ss.hh` (3725.5 → `'1:02:05.50'`) so minutes never pass 59. The time
 * is rounded to hundredths; negative, NaN and infinite times format as `'0:00.00'`.
 * {@link parseCueTime} reads every output back.
 * @public
 */
export function formatCueTime(seconds: number): string {
  const cue = secondsToCueTime(seconds);
  const hours = Math.floor(cue.seconds / 3600);
  const minutes = Math.floor((cue.seconds % 3600) / 60);
  const rest = `${pad2(cue.seconds % 60)}.${pad2(cue.hundredths)}`;
  return hours > 0 ? `${hours}:${pad2(minutes)}:${rest}` : `${minutes}:${rest}`;
}
