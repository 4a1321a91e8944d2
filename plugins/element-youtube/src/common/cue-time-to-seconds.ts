/**
 * A time in a media cue as the cue editor shows it: "Cue time is seconds plus hundredths
 * (0 to 99)". `{ seconds: 65, hundredths: 30 }` is 65.3 seconds.
 * @public
 */
export type CueTime = { seconds: number; hundredths: number };

/**
 * The time in seconds of a {@link CueTime}: `seconds + hundredths / 100`, rounded to
 * hundredths so no floating-point noise creeps in (`{ seconds: 1, hundredths: 10 }` →
 * exactly 1.1). Hundredths outside 0 to 99 are clamped into that range and rounded.
 * @public
 */
export function cueTimeToSeconds(c: CueTime): number {
  const hundredths = Math.min(99, Math.max(0, Math.round(c.hundredths)));
  return Math.round(c.seconds * 100 + hundredths) / 100;
}
