import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WatchedProcess } from './watched-process.js';

const dir = mkdtempSync(join(tmpdir(), 'quire-orphan-'));
let serverPid: number | undefined;
afterAll(() => {
  if (serverPid !== undefined && isRunning(serverPid)) process.kill(serverPid, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('a server process whose parent dies', () => {
  it('stops on its own', async () => {
    // A parent that starts a server process, says its pid, and waits.
    const script = `
      import { spawnServerProcess } from ${JSON.stringify(new URL('./spawn-server-process.ts', import.meta.url).href)};
      const server = await spawnServerProcess({ QUIRE_SQLITE_FILE: ${JSON.stringify(join(dir, 'quire.sqlite'))} });
      console.log('server ' + server.child.pid);
      setInterval(() => {}, 1000);
    `;
    const parent = new WatchedProcess(spawn(process.execPath, ['--conditions=quire-source', '--import', 'tsx', '--input-type=module', '--eval', script], { stdio: ['ignore', 'pipe', 'pipe'] }));
    const [, pid] = await parent.waitForOutput(/server (\d+)/, 30_000);
    serverPid = Number(pid);
    expect(isRunning(serverPid)).toBe(true);

    parent.child.kill('SIGKILL');
    await parent.exited;
    const deadline = Date.now() + 10_000;
    while (isRunning(serverPid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(isRunning(serverPid)).toBe(false);
  }, 60_000);
});
