import type { Clock } from '@quire/core';

/** A clock that stands still until a test moves it. */
export function manualClock(start = Date.parse('2030-01-01T09:00:00Z')): { clock: Clock; advance(ms: number): void } {
  let now = start;
  return {
    clock: { now: () => new Date(now) },
    advance: (ms) => {
      now += ms;
    },
  };
}
