/** Load shapes the scenarios drive a server with. */

/** Runs `step` in `workers` parallel loops until the time is up; returns each step's latency in ms. */
export async function closedLoop(workers: number, durationMs: number, step: (worker: number) => Promise<void>): Promise<number[]> {
  const latencies: number[] = [];
  const end = performance.now() + durationMs;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < end) {
        const t0 = performance.now();
        await step(worker);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return latencies;
}

/**
 * Each worker starts `step` every `intervalMs` (staggered), as authors' editors autosave,
 * whether or not the last one finished; returns each step's latency in ms.
 */
export async function openLoop(workers: number, intervalMs: number, durationMs: number, step: (worker: number) => Promise<void>): Promise<number[]> {
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  const start = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      await new Promise((resolve) => setTimeout(resolve, (intervalMs * worker) / workers));
      for (let due = performance.now(); due - start < durationMs; due += intervalMs) {
        const t0 = performance.now();
        pending.push(step(worker).then(() => void latencies.push(performance.now() - t0)));
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due + intervalMs - performance.now())));
      }
    }),
  );
  await Promise.all(pending);
  return latencies;
}
