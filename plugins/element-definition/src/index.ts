/**
 * @quire/plugin-element-definition: definitions: a term with meanings, translations and a pronunciation. So far the model only, so a page keeps, checks and
 * normalises these elements; the editor and learner views are parts to come. This entry is
 * the pure manifest both hosts read: no React, no Node.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { DEFINITION_ELEMENTS } from './common/definition-elements.js';

export * from './common/definition-kinds.js';
export * from './common/definition-schemas.js';

/** @public */
export const definitionPlugin: PluginManifest = definePlugin({ id: 'element-definition', elements: DEFINITION_ELEMENTS });

export default definitionPlugin;
