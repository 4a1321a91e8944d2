import { defineElement, type ElementContribution } from '@quire/plugin-sdk';
import { FORMULA_INLINE_KIND, FORMULA_KIND, MATH_KIND, MATH_LINE_KIND } from './formula-kinds.js';
import { normalizeFormula } from './normalize-formula.js';
import { formulaElementSchema, formulaInlineElementSchema, mathElementSchema, mathLineElementSchema } from './formula-schemas.js';

/** A display formula is a void block. @public */
export const formulaElement: ElementContribution = defineElement({
  kind: FORMULA_KIND,
  structure: { kind: FORMULA_KIND, display: 'block', content: { type: 'void' } },
  schema: formulaElementSchema,
  normalize: normalizeFormula,
});
/** An inline formula is a void inline. @public */
export const formulaInlineElement: ElementContribution = defineElement({
  kind: FORMULA_INLINE_KIND,
  structure: { kind: FORMULA_INLINE_KIND, display: 'inline', content: { type: 'void' } },
  schema: formulaInlineElementSchema,
  normalize: normalizeFormula,
});
/** A legacy math block holds only math lines; other content is wrapped in one. @public */
export const mathElement: ElementContribution = defineElement({
  kind: MATH_KIND,
  structure: { kind: MATH_KIND, display: 'block', content: { type: 'children', allowed: [MATH_LINE_KIND], wrapIn: MATH_LINE_KIND } },
  schema: mathElementSchema,
});
/** A math line holds plain text and lives only in a math block; a stray one is unwrapped. @public */
export const mathLineElement: ElementContribution = defineElement({
  kind: MATH_LINE_KIND,
  structure: { kind: MATH_LINE_KIND, display: 'block', content: { type: 'text' }, parents: [MATH_KIND], orphan: 'unwrap' },
  schema: mathLineElementSchema,
});

/** In manifest order. @public */
export const FORMULA_ELEMENTS: readonly ElementContribution[] = [formulaElement, formulaInlineElement, mathElement, mathLineElement];
