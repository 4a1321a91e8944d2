/**
 * npm run new-plugin -- <id> --kind element|activity|widget [--description "…"]
 *
 * Writes a working plugin into plugins/<id> and lists it in quire.plugins.json.
 */
import { parseArgs } from 'node:util';
import { NewPluginError, writePlugin } from './write-plugin.js';

const USAGE = 'Usage: npm run new-plugin -- <id> --kind element|activity|widget [--description "What it does"]';

function main(): number {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { kind: { type: 'string' }, description: { type: 'string' } } });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}\n`);
    return 1;
  }
  const [id, ...extra] = parsed.positionals;
  if (!id || extra.length > 0 || !parsed.values.kind) {
    process.stderr.write(`${USAGE}\n`);
    return 1;
  }
  try {
    const written = writePlugin({ root: process.cwd(), id, kind: parsed.values.kind, description: parsed.values.description });
    process.stdout.write(`Wrote ${written.length - 1} files in plugins/${id} and listed it in quire.plugins.json.\n`);
    process.stdout.write(`Next: npm install (links the package), then npx vitest run plugins/${id}\n`);
    return 0;
  } catch (error) {
    if (error instanceof NewPluginError) {
      process.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

process.exitCode = main();
