import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePluginList } from '@quire/core';
import { build } from 'esbuild';

const WORKER_MODULE = fileURLToPath(new URL('./preview-evaluation-worker.ts', import.meta.url));

/**
 * The preview thread's program: preview-evaluation-worker.ts with core and every plugin of
 * the plugin list, bundled into one CommonJS file. Core and the plugins are TypeScript
 * sources; a thread that loaded them through the TypeScript loader module by module would
 * take over a second to start, where the bundle starts in about a tenth of that, which
 * matters as a thread stopped over its time budget is replaced at once.
 */
export async function buildPreviewWorkerBundle(rootDir: string, listFile = join(rootDir, 'quire.plugins.json')): Promise<string> {
  const list = parsePluginList(await readFile(listFile, 'utf8'), listFile);
  const contents = [
    `import { servePreviewEvaluations } from ${JSON.stringify(WORKER_MODULE)};`,
    ...list.plugins.map((source, index) => `import plugin${index} from ${JSON.stringify(source)};`),
    `servePreviewEvaluations([${list.plugins.map((_, index) => `plugin${index}`).join(', ')}]);`,
  ].join('\n');
  const result = await build({
    stdin: { contents, resolveDir: rootDir, loader: 'ts', sourcefile: 'preview-worker-entry.ts' },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    conditions: ['quire-source'],
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}
