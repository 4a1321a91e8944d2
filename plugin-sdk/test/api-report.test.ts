import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SDK_ENTRY_POINTS, UPDATE_COMMAND, writeApiReports } from '../scripts/api-report.js';
import { copySdkSources, editSource } from './testing/sdk-copy.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const committedReports = join(root, 'plugin-sdk', 'api');

/** The lines of `actual` that `expected` lacks and the other way round, a few of each: enough to see what changed. */
function changedLines(expected: string, actual: string): string[] {
  const expectedLines = new Set(expected.split('\n'));
  const actualLines = new Set(actual.split('\n'));
  const removed = [...expectedLines].filter((line) => !actualLines.has(line)).map((line) => `- ${line}`);
  const added = [...actualLines].filter((line) => !expectedLines.has(line)).map((line) => `+ ${line}`);
  return [...removed.slice(0, 10), ...added.slice(0, 10)];
}

/** Each report in `folder` that differs from the committed one, with the lines that changed. */
async function differences(folder: string, reports: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  for (const report of reports) {
    const actual = await readFile(join(folder, report), 'utf8');
    const expected = await readFile(join(committedReports, report), 'utf8').catch(() => '');
    if (actual !== expected) out.push(`plugin-sdk/api/${report}:\n${changedLines(expected, actual).join('\n')}`);
  }
  return out;
}

describe("the SDK's API report", () => {
  let reportFolder: string;
  beforeAll(async () => {
    reportFolder = await mkdtemp(join(tmpdir(), 'quire-api-report-'));
  });
  afterAll(async () => {
    await rm(reportFolder, { recursive: true, force: true });
  });

  it('has an entry point for every code entry of the package', async () => {
    const manifest = JSON.parse(await readFile(join(root, 'plugin-sdk', 'package.json'), 'utf8')) as { exports: Record<string, unknown> };
    const codeEntries = Object.keys(manifest.exports).filter((subpath) => !/\.(css|json)$/.test(subpath));
    expect(SDK_ENTRY_POINTS.map((entry) => entry.subpath).sort()).toEqual(codeEntries.sort());
  });

  it('matches the committed reports', { timeout: 180_000 }, async () => {
    const { reports, problems } = await writeApiReports({ root, reportFolder });
    expect(reports).toHaveLength(SDK_ENTRY_POINTS.length);
    expect(problems).toEqual([]);
    const changed = await differences(reportFolder, reports);
    expect(changed, `The SDK's public API changed. If that is intended, run \`${UPDATE_COMMAND}\` and commit plugin-sdk/api/.\n\n${changed.join('\n\n')}`).toEqual([]);
  });

  it('sees a changed signature that the SDK re-exports from core', { timeout: 180_000 }, async () => {
    const copy = await copySdkSources(root);
    try {
      await editSource(copy.root, 'core/src/model/safe-url.ts', 'export function isSafeUrl(url: string): boolean', 'export function isSafeUrl(url: string, base?: string): boolean');
      const rootEntry = SDK_ENTRY_POINTS.filter((entry) => entry.subpath === '.');
      const copyReports = join(copy.root, 'reports');
      const { reports } = await writeApiReports({ root: copy.root, reportFolder: copyReports, entryPoints: rootEntry });
      const changed = await differences(copyReports, reports);
      expect(changed).toHaveLength(1);
      expect(changed[0]).toContain('+ export function isSafeUrl(url: string, base?: string): boolean;');
    } finally {
      await copy.remove();
    }
  });
});
