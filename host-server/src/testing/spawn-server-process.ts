import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** A server process started by a test or a benchmark, and how to stop or kill it. */
export interface ServerProcess {
  readonly baseUrl: string;
  readonly child: ChildProcess;
  /** Ends it gently (SIGTERM: requests in flight finish first) and waits. */
  stop(): Promise<void>;
  /** Ends it at once (SIGKILL), as a crash would, and waits. */
  kill(): Promise<void>;
}

/** The Quire server entry: QUIRE_DATABASE_URL or QUIRE_SQLITE_FILE selects its database. */
export const QUIRE_SERVER_ENTRY = fileURLToPath(new URL('./server-process.ts', import.meta.url));

/**
 * Starts a server script in its own process (so load generation and serving do not share
 * a thread) and waits for it to print `listening <port>`. `nodeArgs` go before the script,
 * e.g. `--cpu-prof`.
 */
export async function spawnServerProcess(
  env: Record<string, string>,
  options: {
    entry?: string;
    nodeArgs?: readonly string[];
    /** Its working folder: tsx reads the tsconfig.json found from here (the default is this process's). */
    cwd?: string;
  } = {},
): Promise<ServerProcess> {
  const entry = options.entry ?? QUIRE_SERVER_ENTRY;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), '--conditions=quire-source', '--import', 'tsx', entry], {
    cwd: options.cwd,
    env: { ...process.env, ...env },
    // Its standard input stays open for as long as this process lives: a server whose parent died stops.
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`server process exited with ${code}: ${errors}`)));
  });
  const end = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  return { baseUrl: `http://127.0.0.1:${port}`, child, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') };
}
