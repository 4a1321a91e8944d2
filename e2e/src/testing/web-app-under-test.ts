import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { QUIRE_SERVER_ENTRY, spawnServerProcess, type ServerProcess } from '@quire/server/server-process';
import { createTestDatabase } from '@quire/server/test-database';
import { launchChromium } from './launch-chromium.js';
import { mustRun } from './run-command.js';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const webDir = join(repoRoot, 'host-web');

/**
 * How long a test may wait for `startWebAppUnderTest`: the first start of a run builds the
 * web app's two production builds (a minute and a half on an idle two-core machine), and
 * the others wait for that build.
 */
export const WEB_APP_START_TIMEOUT_MS = 300_000;

export interface WebAppOptions {
  /**
   * The database the server runs on: a fresh SQLite file (the default), or a fresh
   * PostgreSQL database beside QUIRE_TEST_DATABASE_URL's, dropped on close. A browser test
   * runs on both with `for (const database of testDialects())` (`@quire/server/test-database`).
   */
  readonly database?: 'sqlite' | 'postgres';
  /**
   * Another checkout of Quire to run instead of this one, such as a copy with other
   * plugins installed: its own web app is built (in its host-web/dist and dist-ssr) and its
   * own server started.
   */
  readonly repository?: string;
  /** More of the server's environment (a course assistant's address, say), read when the server starts. */
  readonly environment?: Readonly<Record<string, string>>;
}

export interface WebAppUnderTest {
  readonly baseUrl: string;
  /** The built web app the server serves (its assets under `assets/`). */
  readonly webRoot: string;
  /** The web app's server build the server draws lesson pages with. */
  readonly serverBuild: string;
  readonly browser: Browser;
  readonly server: ServerProcess;
  /** The database the server runs on, and where it is. */
  readonly database: 'sqlite' | 'postgres';
  readonly databaseLocation: { readonly url: string } | { readonly filename: string };
  close(): Promise<void>;
}

/**
 * Builds the web app as `npm run build` does: the browser's build in `outDir` and the
 * server's in `serverOutDir`. Vitest runs with NODE_ENV=test, under which Vite would build
 * React's development version; learners get the production one.
 */
async function buildProductionWebApp(outDir: string, serverOutDir: string): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const configFile = join(webDir, 'vite.config.ts');
    await build({ root: webDir, configFile, logLevel: 'error', build: { outDir, emptyOutDir: true } });
    await build({ root: webDir, configFile, logLevel: 'error', build: { ssr: 'src/server-render/index.ts', outDir: serverOutDir, emptyOutDir: true } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/**
 * The builds of one test run, in a folder named after its process and the newest source it
 * was built from: every test file of the run (a thread of that process) uses them, and a
 * rerun in watch mode after an edit builds anew.
 */
const BUILD_PREFIX = 'quire-e2e-build-';
const SOURCE_DIRS = ['host-web/src', 'host-web/index.html', 'host-web/public', 'plugin-sdk/src', 'core/src', 'plugins', 'quire.plugins.json'];

/** The latest modification time of the web app's sources, in whole milliseconds. */
function newestSource(): number {
  let newest = 0;
  const visit = (path: string) => {
    const stat = statSync(path);
    newest = Math.max(newest, Math.floor(stat.mtimeMs));
    if (stat.isDirectory()) for (const entry of readdirSync(path)) if (entry !== 'node_modules') visit(join(path, entry));
  };
  for (const dir of SOURCE_DIRS) visit(join(repoRoot, dir));
  return newest;
}

function processRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * The production builds of the web app for this test run, made once: the first test file to
 * ask builds them while the others wait for its `done` (or `failed`) mark. Builds left by runs
 * whose process has ended are removed first.
 */
async function sharedProductionWebApp(): Promise<{ webRoot: string; serverBuild: string }> {
  for (const entry of readdirSync(tmpdir())) {
    const pid = Number(entry.slice(BUILD_PREFIX.length).split('-')[0]);
    if (entry.startsWith(BUILD_PREFIX) && pid !== process.pid && !processRunning(pid)) rmSync(join(tmpdir(), entry), { recursive: true, force: true });
  }
  const root = join(tmpdir(), `${BUILD_PREFIX}${process.pid}-${newestSource()}`);
  const builds = { webRoot: join(root, 'web'), serverBuild: join(root, 'web-server', 'index.js') };
  const done = join(root, 'done');
  const failed = join(root, 'failed');
  let building = false;
  try {
    mkdirSync(root);
    building = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if (building) {
    try {
      await buildProductionWebApp(builds.webRoot, join(root, 'web-server'));
      writeFileSync(done, '');
    } catch (error) {
      writeFileSync(failed, String(error));
      throw error;
    }
    return builds;
  }
  while (!existsSync(done)) {
    if (existsSync(failed)) throw new Error(`The web app's build for this run failed: ${readFileSync(failed, 'utf8')}`);
    await sleep(200);
  }
  return builds;
}

/** Builds another checkout's web app with its own `npm run build`, as its developer would. */
async function productionWebAppIn(repository: string): Promise<{ webRoot: string; serverBuild: string }> {
  await mustRun('npm', ['run', 'build'], { cwd: repository, env: { NODE_ENV: 'production' } });
  return { webRoot: join(repository, 'host-web', 'dist'), serverBuild: join(repository, 'host-web', 'dist-ssr', 'index.js') };
}

/**
 * Builds the web app (once per test run), starts a server process serving it on a fresh database, and
 * launches Chromium: the whole product as a user meets it. When a step fails, what the
 * steps before it started is stopped and removed: no server is left running after a
 * browser that would not launch.
 */
export async function startWebAppUnderTest(options: WebAppOptions = {}): Promise<WebAppUnderTest> {
  const dialect = options.database ?? 'sqlite';
  const workDir = mkdtempSync(join(tmpdir(), 'quire-e2e-'));
  // What has been started so far, undone in reverse order by close or by a failed start.
  const undo: (() => Promise<void> | void)[] = [() => rmSync(workDir, { recursive: true, force: true })];
  const close = async () => {
    for (const step of undo.splice(0).reverse()) await step();
  };
  try {
    const { webRoot: outDir, serverBuild } = options.repository ? await productionWebAppIn(options.repository) : await sharedProductionWebApp();
    const database = await createTestDatabase(dialect);
    undo.push(() => database.drop());
    const location = database.location;
    const server = await spawnServerProcess(
      {
        ...('url' in location ? { QUIRE_DATABASE_URL: location.url } : { QUIRE_SQLITE_FILE: location.filename }),
        QUIRE_MEDIA_DIR: join(workDir, 'media'),
        QUIRE_WEB_ROOT: outDir,
        QUIRE_SERVER_RENDER: serverBuild,
        ...options.environment,
      },
      options.repository ? { entry: join(options.repository, relative(repoRoot, QUIRE_SERVER_ENTRY)), cwd: options.repository } : {},
    );
    undo.push(() => server.stop());
    const browser = await launchChromium();
    undo.push(() => browser.close());
    return { baseUrl: server.baseUrl, webRoot: outDir, serverBuild, browser, server, database: dialect, databaseLocation: location, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Registers an account through the public API (the browser tests sign in through the UI). */
export async function registerAccount(baseUrl: string, account: { name: string; email: string; password: string }): Promise<void> {
  const response = await fetch(`${baseUrl}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (response.status !== 201) throw new Error(`register ${account.email}: ${response.status} ${await response.text()}`);
}
