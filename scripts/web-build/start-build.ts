/**
 * The first step of `npm start`: builds the web app, as `npm run build` does, when its
 * sources changed since the last build.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildWebAppWhenChanged } from './build-when-changed.js';

const root = fileURLToPath(new URL('../../', import.meta.url));

function runWebBuild(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '--workspace', '@quire/web'], { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`The web app's build ${signal ? `was stopped (${signal})` : `failed (exit code ${code})`}.`))));
  });
}

try {
  await buildWebAppWhenChanged({ root, build: runWebBuild, log: (line) => process.stdout.write(`${line}\n`) });
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
}
