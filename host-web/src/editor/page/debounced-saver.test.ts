import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DebouncedSaver, type SaveState } from './debounced-saver.js';

function setup(save: (value: string) => Promise<void> = async () => {}, retryable = () => false) {
  const saved: string[] = [];
  const states: SaveState[] = [];
  const errors: unknown[] = [];
  const saver = new DebouncedSaver<string>({
    save: async (value) => {
      await save(value);
      saved.push(value);
    },
    onState: (state) => states.push(state),
    onError: (error) => errors.push(error),
    retryable,
  });
  return { saver, saved, states, errors };
}

describe('DebouncedSaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves the latest value once typing has been quiet for 2000 ms', async () => {
    const { saver, saved, states } = setup();
    saver.change('a');
    await vi.advanceTimersByTimeAsync(1500);
    saver.change('ab');
    await vi.advanceTimersByTimeAsync(1999);
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(saved).toEqual(['ab']);
    expect(states).toEqual(['pending', 'inflight', 'idle']);
  });

  it('forces a save 5000 ms after the first unsaved change even while typing goes on', async () => {
    const { saver, saved } = setup();
    for (let t = 0; t < 5000; t += 1000) {
      saver.change(`v${t}`);
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(saved).toEqual(['v4000']);
  });

  it('saves a change made during a save right after it, one save at a time', async () => {
    let release!: () => void;
    const first = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const { saver, saved } = setup(() => (calls++ === 0 ? first : Promise.resolve()));
    saver.change('one');
    const flushing = saver.flush();
    saver.change('two');
    expect(saver.state).toBe('inflight');
    release();
    await flushing;
    expect(saved).toEqual(['one']);
    expect(saver.state).toBe('pending');
    await vi.advanceTimersByTimeAsync(2000);
    expect(saved).toEqual(['one', 'two']);
    expect(saver.state).toBe('idle');
  });

  it('keeps the value after a retryable failure and saves it on the next flush', async () => {
    let online = false;
    const { saver, saved, errors } = setup(
      async () => {
        if (!online) throw new Error('offline');
      },
      () => true,
    );
    saver.change('kept');
    await saver.flush();
    expect(errors).toHaveLength(1);
    expect(saver.hasPending).toBe(true);
    online = true;
    await saver.flush();
    expect(saved).toEqual(['kept']);
    expect(saver.hasPending).toBe(false);
  });

  it('drops the value after a failure that retrying cannot fix', async () => {
    const { saver, errors } = setup(async () => {
      throw new Error('423');
    });
    saver.change('x');
    await saver.flush();
    expect(errors).toHaveLength(1);
    expect(saver.hasPending).toBe(false);
    expect(saver.state).toBe('idle');
  });
});

describe('DebouncedSaver.takePending', () => {
  it('hands over the unsaved value once, so a closing page can send it itself', async () => {
    vi.useFakeTimers();
    const { saver, saved } = setup();
    saver.change('last words');
    expect(saver.takePending()).toBe('last words');
    expect(saver.takePending()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(6000);
    expect(saved).toEqual([]);
    vi.useRealTimers();
  });
});
