/**
 * @quire/plugin-element-run-code: run-code blocks (ecl): starting code and the runner that runs it. So far the model only, so a page keeps, checks and
 * normalises these elements; the editor and learner views are parts to come. This entry is
 * the pure manifest both hosts read: no React, no Node.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { RUN_CODE_ELEMENTS } from './common/run-code-elements.js';

export * from './common/run-code-kinds.js';
export * from './common/run-code-schemas.js';
export * from './common/run-code-limits.js';

/** @public */
export const runCodePlugin: PluginManifest = definePlugin({ id: 'element-run-code', elements: RUN_CODE_ELEMENTS });

export default runCodePlugin;
