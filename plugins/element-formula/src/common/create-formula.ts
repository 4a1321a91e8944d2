import type { Element } from '@quire/plugin-sdk';
import { FORMULA_INLINE_KIND, FORMULA_KIND } from './formula-kinds.js';
import type { FormulaSubtype } from './formula-schemas.js';

/** A new formula, block or inline, already in normal form. @public */
export function createFormula(kind: typeof FORMULA_KIND | typeof FORMULA_INLINE_KIND, src: string, subtype: FormulaSubtype, createId: () => string): Element {
  return { type: kind, id: createId(), subtype, src, children: [{ text: '' }] };
}
