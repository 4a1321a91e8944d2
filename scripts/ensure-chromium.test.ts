import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./ensure-chromium.sh', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'quire-ensure-chromium-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function run(command: string[], env: Record<string, string | undefined>) {
  const { CHROMIUM_PATH: _path, ...inherited } = process.env;
  const result = spawnSync(command[0], command.slice(1), { env: { ...inherited, ...env }, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function executable(name: string, body: string): string {
  const path = join(dir, name);
  writeFileSync(path, `#!/bin/sh\n${body}\n`);
  chmodSync(path, 0o755);
  return path;
}

describe('making sure the browser tests have Chromium', () => {
  it('does nothing when CHROMIUM_PATH is a browser', () => {
    const browser = executable('some-chromium', 'exit 0');
    expect(run(['bash', script], { CHROMIUM_PATH: browser })).toEqual({ status: 0, stdout: '', stderr: '' });
  });

  it('fails, saying in one line what to do, when CHROMIUM_PATH is not one', () => {
    const result = run(['bash', script], { CHROMIUM_PATH: join(dir, 'missing', 'chromium') });
    expect(result.status).toBe(1);
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain(`CHROMIUM_PATH=${join(dir, 'missing', 'chromium')} is not an executable`);
  });
});

// Hiding /usr/bin/chromium takes a mount namespace of its own, which needs root.
const canHideChromium = process.getuid?.() === 0 && spawnSync('unshare', ['--mount', 'true']).status === 0;

describe.skipIf(!canHideChromium)('on a machine without Debian’s Chromium', () => {
  const aptLog = join(dir, 'apt-get.log');
  const fakeBin = join(dir, 'bin');
  const browser = executable('installed-chromium', 'exit 0');

  /** Runs the script with /usr/bin/chromium hidden and an apt-get that logs its calls and, if told to, installs a browser; as another user (a uid) when given. */
  function runWithoutChromium(options: { aptInstalls: boolean; asUser?: string }) {
    rmSync(aptLog, { force: true });
    rmSync(fakeBin, { recursive: true, force: true });
    spawnSync('mkdir', ['-p', fakeBin]);
    const install = options.aptInstalls ? `case "$*" in *install*) mount --bind ${browser} /usr/bin/chromium;; esac` : 'exit 100';
    writeFileSync(join(fakeBin, 'apt-get'), `#!/bin/sh\necho "$*" >> ${aptLog}\n${install}\n`);
    chmodSync(join(fakeBin, 'apt-get'), 0o755);
    chmodSync(dir, 0o755);
    const asUser = options.asUser ? `setpriv --reuid=${options.asUser} --regid=${options.asUser} --clear-groups ` : '';
    return run(['unshare', '--mount', 'sh', '-c', `mount --bind /dev/null /usr/bin/chromium && ${asUser}bash ${script}`], { PATH: `${fakeBin}:/usr/bin:/bin` });
  }

  it('installs it with apt-get when it can', () => {
    const result = runWithoutChromium({ aptInstalls: true });
    expect(result.status).toBe(0);
    expect(readFileSync(aptLog, 'utf8').trim().split('\n')).toEqual(['update -qq', 'install -y -qq chromium']);
  });

  it('fails, saying in one line what to run, when apt-get cannot install it', () => {
    const result = runWithoutChromium({ aptInstalls: false });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("run 'sudo apt-get update && sudo apt-get install -y chromium'");
    expect(result.stderr.trimEnd().split('\n').filter((line) => line.includes('browser tests need Chromium'))).toHaveLength(1);
  });

  it('fails, saying in one line what to run, for someone who may not install packages', () => {
    const result = runWithoutChromium({ aptInstalls: true, asUser: '65534' });
    expect(result.status).toBe(1);
    expect(result.stderr.trimEnd().split('\n')).toEqual([
      "The browser tests need Chromium at /usr/bin/chromium: run 'sudo apt-get update && sudo apt-get install -y chromium' (or set CHROMIUM_PATH to a Chromium), then npm test again.",
    ]);
    expect(existsSync(aptLog)).toBe(false);
  });
});
