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
  readonly browser: Browser;
  readonly server: ServerProcess;
  close(): Promise<void>;
}

/**
 * Builds the web app, starts a server process serving it on a fresh SQLite file, and
 * launches Chromium: the whole product as a user meets it.
 */
export async function startWebAppUnderTest(): Promise<WebAppUnderTest> {
  const workDir = mkdtempSync(join(tmpdir(), 'quire-e2e-'));
  const outDir = join(workDir, 'web');
  await build({ root: webDir, configFile: join(webDir, 'vite.config.ts'), logLevel: 'error', build: { outDir, emptyOutDir: true } });
  const server = await spawnServerProcess({ QUIRE_SQLITE_FILE: join(workDir, 'quire.sqlite'), QUIRE_WEB_ROOT: outDir });
  const browser = await launchChromium();
  return {
    baseUrl: server.baseUrl,
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
