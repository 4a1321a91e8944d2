/**
 * @quire/plugin-element-definition: definitions: a term with its meanings, translations and
 * pronunciation (text and a recorded clip). This entry is the pure manifest both hosts read
 * (no React, no Node): the schema, the bounds the editor keeps to, and the rule that repairs
 * what a definition holds in its fields. The editor view is in `./authoring`, the learner's
 * in `./delivery`.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { DEFINITION_ELEMENTS } from './common/definition-elements.js';

export * from './common/definition-kinds.js';
export * from './common/definition-schemas.js';
export * from './common/definition-limits.js';
export { normalizeDefinition } from './common/normalize-definition.js';

/** @public */
export const definitionPlugin: PluginManifest = definePlugin({ id: 'element-definition', elements: DEFINITION_ELEMENTS });

export default definitionPlugin;
