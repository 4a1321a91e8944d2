import { afterEach, describe, expect, it } from 'vitest';
import { RunnerBusyError, WorkerPoolRunner } from './worker-pool-runner.js';
import { DEFAULT_RUN_LIMITS } from './run-limits.js';

let runner: WorkerPoolRunner | undefined;
afterEach(async () => {
  await runner?.close();
  runner = undefined;
});

/** How late a 10 ms timer fires on this thread while `during` is pending: the event loop's delay. */
async function worstTimerDelay(during: Promise<unknown>): Promise<number> {
  let worst = 0;
  let done = false;
  void during.finally(() => (done = true));
  while (!done) {
    const asked = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 10));
    worst = Math.max(worst, performance.now() - asked - 10);
  }
  return worst;
}

describe('the worker pool that runs learner JavaScript', () => {
  it('runs code in a worker thread and gives back its output', async () => {
    runner = new WorkerPoolRunner({ workers: 1 });
    expect(await runner.run("console.log('Hello from the sandbox', 1 + 1)")).toEqual({ stdout: 'Hello from the sandbox 2\n', stderr: '' });
  });

  it('ends a worker stuck in a long native call once the run outlives its time, and the next run works', async () => {
    runner = new WorkerPoolRunner({ workers: 1, limits: { ...DEFAULT_RUN_LIMITS, cpuMilliseconds: 500 }, graceMilliseconds: 300 });
    const started = performance.now();
    const stuck = await runner.run("const parts = []; while (true) parts.push('x'.repeat(4 * 1024 * 1024));");
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(stuck.error).toMatch(/^Your code (ran for more than 0.5 seconds|used more than 64 MB of memory) and was stopped\.$/);
    expect((await runner.run("console.log('after')")).stdout).toBe('after\n');
  });

  it("keeps the server's event loop free while five runaway programs run", async () => {
    runner = new WorkerPoolRunner({ workers: 2, limits: { ...DEFAULT_RUN_LIMITS, cpuMilliseconds: 400 } });
    const runs = Promise.all(Array.from({ length: 5 }, () => runner!.run('while (true) {}')));
    const delay = await worstTimerDelay(runs);
    for (const result of await runs) expect(result.error).toBe('Your code ran for more than 0.4 seconds and was stopped.');
    // Worker start-up and messages cost the main thread little; one run on it would hold it for 400 ms.
    expect(delay).toBeLessThan(350);
  });

  it('refuses a run when too many wait, rather than queueing without end', async () => {
    runner = new WorkerPoolRunner({ workers: 1, queueLength: 1, limits: { ...DEFAULT_RUN_LIMITS, cpuMilliseconds: 300 } });
    const first = runner.run('while (true) {}');
    const second = runner.run('1');
    await expect(runner.run('2')).rejects.toBeInstanceOf(RunnerBusyError);
    await Promise.all([first, second]);
  });
});
