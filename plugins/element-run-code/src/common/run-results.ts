/**
 * What a run gave back, as the run-code block shows it. The route answers `{result}`, a
 * string or an object (delivery §7): a runner's `{stdout, stderr, error}`, or text.
 * @public
 */
export interface RunOutput {
  readonly stdout: string;
  readonly stderr: string;
  /** Why the program stopped: an uncaught error, a limit reached. */
  readonly error?: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Reads the route's answer; anything not shaped as the spec's `{result}` is shown as an error. @public */
export function runOutputOf(answer: unknown): RunOutput {
  const result = answer !== null && typeof answer === 'object' ? (answer as { result?: unknown }).result : undefined;
  if (typeof result === 'string') return { stdout: result, stderr: '' };
  if (result === null || typeof result !== 'object') return { stdout: '', stderr: '', error: 'The server sent back no result.' };
  const { stdout, stderr, error } = result as Record<string, unknown>;
  return { stdout: text(stdout), stderr: text(stderr), ...(typeof error === 'string' && error !== '' ? { error } : {}) };
}
