import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * A copy of what the SDK's API report is made from (core's and the SDK's sources and
 * settings), inside the SDK's git-ignored `.api-report/` folder: there node_modules still
 * resolves React, Slate and the other third-party types, as it does for the real package.
 */
export async function copySdkSources(root: string): Promise<{ readonly root: string; remove(): Promise<void> }> {
  const parent = join(root, 'plugin-sdk', '.api-report');
  await mkdir(parent, { recursive: true });
  const copy = await mkdtemp(join(parent, 'copy-'));
  await cp(join(root, 'tsconfig.base.json'), join(copy, 'tsconfig.base.json'));
  await cp(join(root, 'core', 'src'), join(copy, 'core', 'src'), { recursive: true });
  for (const name of ['src', 'package.json', 'tsconfig.api-report.json', 'api-extractor.json']) {
    await cp(join(root, 'plugin-sdk', name), join(copy, 'plugin-sdk', name), { recursive: true });
  }
  return { root: copy, remove: () => rm(copy, { recursive: true, force: true }) };
}

/** Rewrites `from` to `to` in one file of a copy; fails when `from` is not there, so a test never passes on an edit that did nothing. */
export async function editSource(copyRoot: string, file: string, from: string, to: string): Promise<void> {
  const path = join(copyRoot, file);
  const text = await readFile(path, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}: choose another signature to change`);
  await writeFile(path, text.replace(from, to));
}
