/** Runs `fn` until `minMs` have passed (after warm-up) and returns per-call times in ms. */
export function measure(fn: () => void, { warmup = 20, minMs = 1500, minRuns = 30 } = {}): number[] {
  for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  const start = performance.now();
  while (times.length < minRuns || performance.now() - start < minMs) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  return times;
}

/** The p-th percentile (0-100) of samples. */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export function median(samples: readonly number[]): number {
  return percentile(samples, 50);
}
