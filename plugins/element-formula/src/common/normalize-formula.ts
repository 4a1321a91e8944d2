import type { ElementNormalizer } from '@quire/plugin-sdk';
import { sanitizeMathml } from './sanitize-mathml.js';

/**
 * Keeps a MathML formula's source sanitised (spec delivery §5), wherever the content is
 * normalised: in the editor, and on the server when a page is saved, so what is stored is
 * inert whatever a client sent. A LaTeX source is text that KaTeX draws, so it stays as it is.
 * @public
 */
export const normalizeFormula: ElementNormalizer = (element, context) => {
  if (element.subtype !== 'mathml' || typeof element.src !== 'string') return undefined;
  const src = sanitizeMathml(element.src);
  if (src === element.src) return undefined;
  context.report(`Sanitised the MathML of formula '${element.id}'`);
  return { ...element, src };
};
