/** How long a DOT button rests after a press (delivery §4, §9: 5 s, doubling on each later press). */

/** The rest after the first press, in milliseconds. @public */
export const TRIGGER_LOCK_MS = 5_000;

/** The longest rest: an hour, reached on the 11th press of a page visit (and well below what a timer can hold). @public */
export const MAX_TRIGGER_LOCK_MS = 60 * 60_000;

/** The rest after a press when the button was pressed `earlierPresses` times before: 5 s, 10 s, 20 s… @public */
export function triggerLockMs(earlierPresses: number): number {
  return Math.min(TRIGGER_LOCK_MS * 2 ** Math.max(0, earlierPresses), MAX_TRIGGER_LOCK_MS);
}
