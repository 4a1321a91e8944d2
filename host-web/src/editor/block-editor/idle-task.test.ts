import { afterEach, describe, expect, it, vi } from 'vitest';
import { scheduleWhenIdle } from './idle-task.js';

describe('scheduleWhenIdle', () => {
  afterEach(() => vi.useRealTimers());

  it('runs after the delay, and not at all once cancelled', async () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    scheduleWhenIdle(() => ran.push('a'), 100);
    const cancel = scheduleWhenIdle(() => ran.push('b'), 100);
    cancel();
    await vi.advanceTimersByTimeAsync(99);
    expect(ran).toEqual([]);
    await vi.advanceTimersByTimeAsync(1200);
    expect(ran).toEqual(['a']);
  });
});
