import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { build } from 'vite';
import { spawnServerProcess, type ServerProcess } from '@quire/server/server-process';
import { launchChromium } from './chromium.js';

const webDir = fileURLToPath(new URL('../../../host-web/', import.meta.url));

export interface WebAppUnderTest {
  readonly baseUrl: string;
  /** The built web app the server serves (its assets under `assets/`). */
  readonly webRoot: string;
  readonly browser: Browser;
  readonly server: ServerProcess;
  close(): Promise<void>;
}

/**
 * Builds the web app as `npm run build` does. Vitest runs with NODE_ENV=test, under which
 * Vite would build React's development version; learners get the production one.
 */
async function buildProductionWebApp(outDir: string): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: webDir, configFile: join(webDir, 'vite.config.ts'), logLevel: 'error', build: { outDir, emptyOutDir: true } });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/**
 * Builds the web app, starts a server process serving it on a fresh SQLite file, and
 * launches Chromium: the whole product as a user meets it.
 */
export async function startWebAppUnderTest(): Promise<WebAppUnderTest> {
  const workDir = mkdtempSync(join(tmpdir(), 'quire-e2e-'));
  const outDir = join(workDir, 'web');
  await buildProductionWebApp(outDir);
  const server = await spawnServerProcess({ QUIRE_SQLITE_FILE: join(workDir, 'quire.sqlite'), QUIRE_WEB_ROOT: outDir });
  const browser = await launchChromium();
  return {
    baseUrl: server.baseUrl,
    webRoot: outDir,
    browser,
    server,
    close: async () => {
      await browser.close();
      await server.stop();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
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
