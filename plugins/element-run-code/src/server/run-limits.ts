/** What one run of learner code may use (issue: 2 s of CPU, 64 MB of memory, 64 KB of output). */
export interface RunLimits {
  readonly cpuMilliseconds: number;
  readonly memoryBytes: number;
  readonly outputBytes: number;
}

/** @public */
export const DEFAULT_RUN_LIMITS: RunLimits = {
  cpuMilliseconds: 2_000,
  memoryBytes: 64 * 1024 * 1024,
  outputBytes: 64 * 1024,
};

/** The learner's messages when a run meets a limit. */
export const RAN_TOO_LONG_MESSAGE = (limits: RunLimits) => `Your code ran for more than ${limits.cpuMilliseconds / 1000} seconds and was stopped.`;
export const USED_TOO_MUCH_MEMORY_MESSAGE = (limits: RunLimits) => `Your code used more than ${limits.memoryBytes / (1024 * 1024)} MB of memory and was stopped.`;
export const PRINTED_TOO_MUCH_MESSAGE = (limits: RunLimits) => `Your code printed more than ${limits.outputBytes / 1024} KB, so it was stopped and the rest is not shown.`;
