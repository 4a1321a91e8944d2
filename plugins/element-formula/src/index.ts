/**
 * @quire/plugin-element-formula: block and inline formulas (LaTeX or MathML) and legacy math
 * blocks. This entry is the pure manifest both hosts read (no React, no Node): the schemas,
 * and the normaliser that keeps MathML sanitised, in the editor and when the server saves a page.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { FORMULA_ELEMENTS } from './common/formula-elements.js';

export * from './common/formula-kinds.js';
export * from './common/formula-schemas.js';
export { sanitizeMathml } from './common/sanitize-mathml.js';
export { normalizeFormula } from './common/normalize-formula.js';

/** @public */
export const formulaPlugin: PluginManifest = definePlugin({ id: 'element-formula', elements: FORMULA_ELEMENTS });

export default formulaPlugin;
