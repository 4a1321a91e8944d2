import { defineElement, formulaElementSchema, formulaInlineElementSchema, mathElementSchema, mathLineElementSchema, type ElementContribution } from '@quire/plugin-sdk';
import { FORMULA_INLINE_KIND, FORMULA_KIND, MATH_KIND, MATH_LINE_KIND } from './formula-kinds.js';

// The structure of each kind is the spec grammar's (authoring §4, §5), which defineElement
// takes for a kind of the specification.

/** @public */
export const formulaElement: ElementContribution = defineElement({ kind: FORMULA_KIND, schema: formulaElementSchema });
/** @public */
export const formulaInlineElement: ElementContribution = defineElement({ kind: FORMULA_INLINE_KIND, schema: formulaInlineElementSchema });
/** @public */
export const mathElement: ElementContribution = defineElement({ kind: MATH_KIND, schema: mathElementSchema });
/** @public */
export const mathLineElement: ElementContribution = defineElement({ kind: MATH_LINE_KIND, schema: mathLineElementSchema });

/** In manifest order. @public */
export const FORMULA_ELEMENTS: readonly ElementContribution[] = [formulaElement, formulaInlineElement, mathElement, mathLineElement];
