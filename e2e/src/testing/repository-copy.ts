import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Builds a copy needs and git leaves out: core's compiled entry, which the hosts' tools load. */
const BUILT = ['core/dist'];

export interface RepositoryCopy {
  readonly dir: string;
  remove(): void;
}

/**
 * A copy of the repository as a developer has it after `npm install`: its files (tracked,
 * and new ones git does not ignore) and its node_modules, whose links to the workspace
 * packages are relative and so lead into the copy. Nothing done in it reaches this tree.
 */
export function copyRepository(prefix = 'quire-copy-'): RepositoryCopy {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  for (const path of listed.split('\0').filter(Boolean)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    try {
      cpSync(join(repoRoot, path), join(dir, path), { verbatimSymlinks: true });
    } catch (error) {
      // A file deleted but not yet committed is listed and gone: the copy is of what is there.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  for (const path of ['node_modules', ...BUILT]) cpSync(join(repoRoot, path), join(dir, path), { recursive: true, verbatimSymlinks: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
