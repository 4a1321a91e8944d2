import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { demoAsSeenByItsAccounts, FULL_DEMO } from '../testing/demo-as-seen-by-its-accounts.js';
import { WatchedProcess } from '../testing/watched-process.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const workDir = mkdtempSync(join(tmpdir(), 'quire-fresh-clone-'));
const checkout = join(workDir, 'quire');
const dataDir = join(workDir, 'data');
const started: WatchedProcess[] = [];

// Stopping a server mid-start and removing a clone with its node_modules can take longer than
// vitest's default 10 s for a hook on a busy machine.
afterAll(async () => {
  for (const run of started) if (!run.ended) await stopGroup(run, 'SIGKILL');
  rmSync(workDir, { recursive: true, force: true });
}, 90_000);

/**
 * This process's environment as a person's shell would have it: without the variables npm
 * sets for the test run (they would point the clone's npm at this checkout) and without
 * settings of this machine's own server.
 */
function shellEnvironment(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value === undefined || /^npm_/i.test(name) || ['INIT_CWD', 'DATABASE_URL', 'QUIRE_DATA_DIR', 'QUIRE_PUBLIC_URL', 'QUIRE_MEDIA_DIR', 'NODE_ENV', 'VITEST', 'TEST'].includes(name)) continue;
    env[name] = value;
  }
  return env;
}

/**
 * Offers better-sqlite3's install step the binary this checkout built (same Node, same
 * platform) as a local prebuild, which it takes instead of compiling SQLite: about two
 * minutes of a core on this machine, which reaches no download site for prebuilds. The
 * offer is a `.prebuild-installrc` above the clone, so the clone itself is as cloned.
 */
function offerBetterSqlitePrebuild(): void {
  const dir = join(workDir, 'prebuilds');
  mkdirSync(dir);
  const packageDir = join(repoRoot, 'node_modules', 'better-sqlite3');
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const tarball = `better-sqlite3-v${version}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  execFileSync('tar', ['-czf', join(dir, tarball), '-C', packageDir, 'build/Release/better_sqlite3.node']);
  writeFileSync(join(workDir, '.prebuild-installrc'), JSON.stringify({ 'local-prebuilds': dir }));
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Runs a command of the README in the clone, in a process group of its own as a terminal would. */
function runInClone(command: string, env: Record<string, string>): WatchedProcess {
  const run = new WatchedProcess(spawn('sh', ['-c', command], { cwd: checkout, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] }));
  started.push(run);
  return run;
}

function groupAlive(run: WatchedProcess): boolean {
  try {
    process.kill(-run.child.pid!, 0);
    return true;
  } catch {
    return false;
  }
}

/** Signals the whole process group, as Ctrl+C in a terminal does, and waits until every process of it has ended. */
async function stopGroup(run: WatchedProcess, signal: NodeJS.Signals): Promise<void> {
  if (groupAlive(run)) process.kill(-run.child.pid!, signal);
  await run.exited;
  const deadline = Date.now() + 30_000;
  while (groupAlive(run) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  expect(groupAlive(run), `processes of \`${run.child.spawnargs.join(' ')}\` still running`).toBe(false);
}

describe('a fresh clone started with the README’s command', () => {
  it('survives Ctrl+C during the first start’s seeding: the next start has the whole demo, and each demo account signs in', async () => {
    execFileSync('git', ['clone', '--quiet', repoRoot, checkout]);
    const port = await freePort();
    const env = {
      ...shellEnvironment(),
      QUIRE_DATA_DIR: dataDir,
      PORT: String(port),
      // Each step of the seeding is logged at debug level: the test interrupts it mid-way.
      LOG_LEVEL: 'debug',
    };
    offerBetterSqlitePrebuild();

    // The README's command as it is: `npm install && npm start`.
    const first = runInClone('npm install && npm start', env);
    // The accounts are made; the project is not yet.
    await first.waitForOutput(/Seeding the demo: sign in/, 480_000);
    await stopGroup(first, 'SIGINT');
    expect(first.output).toContain('Stopped before the demo course was complete');
    expect(first.output).not.toContain('Quire is running');

    const second = runInClone('npm start', env);
    await second.waitForOutput(/Quire is running at /, 240_000);
    expect(second.output).toContain('Seeded the demo course');
    // Nothing changed since the first start's build: the second start does not build again.
    expect(second.output).toContain('The web app’s build is up to date');
    expect(await demoAsSeenByItsAccounts(`http://127.0.0.1:${port}`)).toEqual(FULL_DEMO);
    await stopGroup(second, 'SIGINT');
    expect(second.output).toMatch(/Stopping \(SIGINT\)[\s\S]*Stopped/);
  }, 900_000);
});
