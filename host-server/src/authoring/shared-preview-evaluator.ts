import { fileURLToPath } from 'node:url';
import { PreviewEvaluator } from './preview-evaluator.js';
import { buildPreviewWorkerBundle } from './preview-worker-bundle.js';

/** The repository root, whose quire.plugins.json the server loads its plugins from. */
const ROOT_DIR = fileURLToPath(new URL('../../../', import.meta.url));

let shared: PreviewEvaluator | undefined;

/**
 * The process's one preview evaluator, made on first use: its thread, and the bundle it
 * runs, cost nothing until an author first checks answers.
 */
export function sharedPreviewEvaluator(): PreviewEvaluator {
  shared ??= new PreviewEvaluator({ workerSource: () => buildPreviewWorkerBundle(ROOT_DIR) });
  return shared;
}
