/**
 * @quire/plugin-activity-multi-input: the multi-input (fill-in-the-blank) activity type
 * (oli_multi_input), with question repair. This entry is the pure manifest both hosts
 * read: no React, no Node.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { inputRefElement } from './common/input-ref-element.js';
import { multiInputType } from './common/multi-input-type.js';

export * from './common/multi-input-kinds.js';
export * from './common/input-ref-schema.js';
export * from './common/stem-input-refs.js';
export * from './common/create-input.js';
export * from './common/edit-inputs.js';
export * from './common/multi-input-model.js';
export * from './common/question-problems.js';
export * from './common/repair-question.js';
export * from './common/evaluate-multi-input.js';
export * from './common/transform-multi-input.js';
export { multiInputType } from './common/multi-input-type.js';
export { inputRefElement } from './common/input-ref-element.js';

/** @public */
export const multiInputPlugin: PluginManifest = definePlugin({ id: 'activity-multi-input', elements: [inputRefElement], activityTypes: [multiInputType] });

export default multiInputPlugin;
