/**
 * @quire/plugin-element-run-code: run-code blocks (ecl), the author's starting code and the
 * runner that runs it. This entry is the pure manifest both hosts read: no React, no Node;
 * `./authoring`, `./delivery` and `./server` are the block's editor, its learner view, and
 * the runner with its route.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { RUN_CODE_ELEMENTS } from './common/run-code-elements.js';

export * from './common/run-code-kinds.js';
export * from './common/run-code-schemas.js';
export * from './common/run-code-limits.js';
export * from './common/run-results.js';
export * from './common/ecl-code-key.js';
export * from './common/create-ecl.js';

/** @public */
export const runCodePlugin: PluginManifest = definePlugin({ id: 'element-run-code', elements: RUN_CODE_ELEMENTS });

export default runCodePlugin;
