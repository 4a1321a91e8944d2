import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const FIXTURE_PLUGINS = 'plugin-sdk/test/testing/plugins';

interface Violation {
  readonly from: string;
  readonly to: string;
  readonly rule: { readonly name: string };
}

/** The violations of .dependency-cruiser.cjs, the rules `npm run lint:plugins` checks, in the given folders. */
async function cruise(folders: readonly string[]): Promise<readonly Violation[]> {
  // The package's exports leave out its bin; it is a root dev dependency.
  const bin = join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs');
  // The exit code counts the violations; the JSON on stdout lists them either way.
  const { stdout } = await promisify(execFile)(process.execPath, [bin, ...folders, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string }) => {
    if (!error.stdout) throw error;
    return { stdout: error.stdout };
  });
  return (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

const describeViolation = (v: Violation) => `${v.rule.name}: ${v.from} → ${v.to}`;

describe('the plugin import rules (npm run lint:plugins)', () => {
  let violations: readonly Violation[];
  beforeAll(async () => {
    // One run for both: the real plugins and the fixture plugin.
    violations = await cruise(['plugins', FIXTURE_PLUGINS]);
  }, 60_000);

  it('find nothing in the real plugins', () => {
    expect(violations.filter((v) => v.from.startsWith('plugins/')).map(describeViolation)).toEqual([]);
  });

  it('name the file of a plugin that imports host-web', () => {
    expect(violations.filter((v) => v.from.startsWith(FIXTURE_PLUGINS)).map(describeViolation)).toContain(
      `plugin-imports-host: ${FIXTURE_PLUGINS}/imports-host/src/index.ts → host-web/src/app/app.tsx`,
    );
  });

  it("name the file of a plugin that imports one of the SDK's host entries", () => {
    expect(violations.filter((v) => v.from.startsWith(FIXTURE_PLUGINS)).map(describeViolation)).toContain(
      `plugin-imports-sdk-host-entry: ${FIXTURE_PLUGINS}/imports-sdk-host-entry/src/index.ts → plugin-sdk/src/host-authoring.ts`,
    );
  });
});
