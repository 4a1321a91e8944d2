/**
 * @quire/plugin-element-formula: formulas: block and inline formulas (LaTeX or MathML) and math blocks of lines. So far the model only, so a page keeps, checks and
 * normalises these elements; the editor and learner views are parts to come. This entry is
 * the pure manifest both hosts read: no React, no Node.
 * @packageDocumentation
 */
import { definePlugin, type PluginManifest } from '@quire/plugin-sdk';
import { FORMULA_ELEMENTS } from './common/formula-elements.js';

export * from './common/formula-kinds.js';
export * from './common/formula-schemas.js';

/** @public */
export const formulaPlugin: PluginManifest = definePlugin({ id: 'element-formula', elements: FORMULA_ELEMENTS });

export default formulaPlugin;
