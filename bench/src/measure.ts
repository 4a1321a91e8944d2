/** One case of a comparison: a name, the work, and optional per-call setup outside the timing. */
export interface MeasuredCase<T = unknown> {
  readonly name: string;
  readonly run: (input: T) => void;
  readonly setup?: () => T;
}

/**
 * Times several cases against each other. The cases take turns in short rounds, so a slow
 * spell of the machine (other processes, a virtual CPU's steal time) falls on all of them
 * alike and the ratios between them stay meaningful. Returns per-call times in ms.
 */
export function measureInterleaved(
  cases: readonly MeasuredCase<any>[],
  { warmup = 30, rounds = 60, perRound = 10 } = {},
): Map<string, number[]> {
  const times = new Map<string, number[]>(cases.map((c) => [c.name, []]));
  for (const c of cases) for (let i = 0; i < warmup; i++) c.run(c.setup?.());
  for (let round = 0; round < rounds; round++) {
    for (const c of cases) {
      const samples = times.get(c.name) as number[];
      for (let i = 0; i < perRound; i++) {
        const input = c.setup?.();
        const t0 = performance.now();
        c.run(input);
        samples.push(performance.now() - t0);
      }
    }
  }
  return times;
}

/** `measureInterleaved` for async work (queries, requests): cases take turns; ms per call. */
export async function measureInterleavedAsync(
  cases: Record<string, () => Promise<unknown>>,
  { warmup = 20, rounds = 40, perRound = 5 } = {},
): Promise<Record<string, number[]>> {
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(cases).map((name) => [name, []]));
  for (const run of Object.values(cases)) for (let i = 0; i < warmup; i++) await run();
  for (let round = 0; round < rounds; round++) {
    for (const [name, run] of Object.entries(cases)) {
      for (let i = 0; i < perRound; i++) {
        const t0 = performance.now();
        await run();
        times[name].push(performance.now() - t0);
      }
    }
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
