import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { WatchedProcess } from './watched-process.js';

const serverDir = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Starts the real server entry (`src/main.ts`, what `npm start` runs after the build) as
 * its own process, on a free port and at debug level (so each step of the demo's seeding
 * is written), with `env` on top of this process's environment less DATABASE_URL and
 * QUIRE_DATA_DIR and QUIRE_PUBLIC_URL: a test says where its data goes.
 */
export function startQuireMain(env: Record<string, string>): WatchedProcess {
  const { DATABASE_URL: _url, QUIRE_DATA_DIR: _dir, QUIRE_PUBLIC_URL: _public, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--conditions=quire-source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...inherited, PORT: '0', LOG_LEVEL: 'debug', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new WatchedProcess(child);
}

/** The address a started server says it is running at (after its public address, when QUIRE_PUBLIC_URL gives one). */
export const RUNNING_AT = /Quire is running at (?:\S+ \(served on )?(http:\/\/localhost:\d+)\//;
