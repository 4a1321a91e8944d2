/**
 * @quire/plugin-element-foreign: foreign-language text, an inline run with its language
 * (`lang`, empty for the project's default). This entry is the pure manifest both hosts read
 * (no React, no Node): the schema, the structure (empty foreign text is removed, foreign
 * text does not nest) and the list of languages, which ICU's data names.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { FOREIGN_ELEMENTS } from './common/foreign-elements.js';

export * from './common/foreign-kinds.js';
export * from './common/foreign-schema.js';
export { createForeign } from './common/create-foreign.js';
export { knownLanguageCode, languageName, languageOptions, type LanguageOption } from './common/language-codes.js';

/** @public */
export const foreignPlugin: PluginManifest = definePlugin({ id: 'element-foreign', elements: FOREIGN_ELEMENTS });

export default foreignPlugin;
