import type { PasteRule } from '@quire/plugin-sdk/authoring';
import { createFormula } from '../common/create-formula.js';
import { FORMULA_INLINE_KIND, FORMULA_KIND } from '../common/formula-kinds.js';
import { sanitizeMathml } from '../common/sanitize-mathml.js';

/**
 * Pasted `<math>` becomes a MathML formula: a display formula for `display="block"`, else an
 * inline one. The rule reads the element's markup (`outerHTML`, which the editor's parsed
 * paste has), sanitised with the plugin's allow-list.
 * @public
 */
export const pasteMathml: PasteRule = (element, _convertChildren, createId) => {
  if (element.tagName.toLowerCase() !== 'math') return undefined;
  const markup = (element as { readonly outerHTML?: unknown }).outerHTML;
  if (typeof markup !== 'string') return undefined;
  const kind = element.getAttribute('display') === 'block' ? FORMULA_KIND : FORMULA_INLINE_KIND;
  return createFormula(kind, sanitizeMathml(markup), 'mathml', createId);
};

/** @public */
export const FORMULA_PASTE_RULES: readonly PasteRule[] = [pasteMathml];
