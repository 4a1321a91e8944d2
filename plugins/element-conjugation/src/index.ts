/**
 * @quire/plugin-element-conjugation: conjugation tables: a title, a verb with its
 * pronunciation (text and a recorded clip), and a table of conjugation cells (`tc`), each
 * with its pronouns and an optional recording. This entry is the pure manifest both hosts
 * read (no React, no Node): the schemas, the bounds the editor keeps to, and the rule that
 * repairs the table a conjugation holds in a field. The editor view is in `./authoring`,
 * the learner's in `./delivery`.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { CONJUGATION_ELEMENTS } from './common/conjugation-elements.js';

export * from './common/conjugation-kinds.js';
export * from './common/conjugation-schemas.js';
export * from './common/conjugation-limits.js';
export { normalizeConjugation } from './common/normalize-conjugation.js';

/** @public */
export const conjugationPlugin: PluginManifest = definePlugin({ id: 'element-conjugation', elements: CONJUGATION_ELEMENTS });

export default conjugationPlugin;
