/**
 * Delivery part of element-formula: formulas drawn with KaTeX (HTML with MathML) or as
 * sanitised MathML. The views are static: the server draws them, and learner pages load
 * KaTeX's stylesheet and fonts but none of its script.
 * @packageDocumentation
 */
import { defineDelivery, type DeliveryPart } from '@quire/plugin-sdk/delivery';
import { FORMULA_INLINE_KIND, FORMULA_KIND, MATH_KIND, MATH_LINE_KIND } from '../common/formula-kinds.js';
import { FormulaView, InlineFormulaView, MathLineView, MathView } from './formula-views.js';

export { FormulaMarkupView, UNKNOWN_FORMULA_TYPE_BLOCK_MESSAGE, UNKNOWN_FORMULA_TYPE_INLINE_MESSAGE, type FormulaMarkupViewProps } from './formula-markup-view.js';
export { FormulaView, InlineFormulaView, MATH_NOT_IMPLEMENTED_MESSAGE, MathLineView, MathView } from './formula-views.js';

/** @public */
export const formulaDelivery: DeliveryPart = defineDelivery({
  elements: { [FORMULA_KIND]: FormulaView, [FORMULA_INLINE_KIND]: InlineFormulaView, [MATH_KIND]: MathView, [MATH_LINE_KIND]: MathLineView },
});

export default formulaDelivery;
