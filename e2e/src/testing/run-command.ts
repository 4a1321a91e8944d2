import { spawn } from 'node:child_process';

export interface CommandResult {
  readonly code: number | null;
  /** Standard output and error, interleaved as they came. */
  readonly output: string;
}

/** Runs a command to its end without holding the test's thread, and answers its exit code and output. */
export function runCommand(command: string, args: readonly string[], options: { cwd: string; env?: Record<string, string> }): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** Runs a command that must succeed; its output is in the error when it does not. */
export async function mustRun(command: string, args: readonly string[], options: { cwd: string; env?: Record<string, string> }): Promise<string> {
  const result = await runCommand(command, args, options);
  if (result.code !== 0) throw new Error(`${command} ${args.join(' ')} in ${options.cwd} exited with ${result.code}:\n${result.output.slice(-4000)}`);
  return result.output;
}
