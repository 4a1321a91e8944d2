/**
 * @quire/plugin-element-code: code blocks of lines with their language and caption. So far the model only, so a page keeps, checks and
 * normalises these elements; the editor and learner views are parts to come. This entry is
 * the pure manifest both hosts read: no React, no Node.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { CODE_ELEMENTS } from './common/code-elements.js';

export * from './common/code-kinds.js';
export * from './common/code-languages.js';
export * from './common/code-schemas.js';
export * from './common/code-limits.js';
export * from './common/code-text.js';
export * from './common/create-code.js';

/** @public */
export const codePlugin: PluginManifest = definePlugin({ id: 'element-code', elements: CODE_ELEMENTS });

export default codePlugin;
