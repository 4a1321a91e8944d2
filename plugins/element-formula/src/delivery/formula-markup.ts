import katex from 'katex';
import { FORMULA_SUBTYPES, type FormulaSubtype } from '../common/formula-schemas.js';
import { sanitizeMathml } from '../common/sanitize-mathml.js';

/** What a formula draws as: its HTML, and KaTeX's message when its LaTeX does not parse. @public */
export type FormulaMarkup =
  | { readonly kind: 'formula'; readonly html: string; readonly error?: string }
  | { readonly kind: 'unknown-subtype' };

/**
 * KaTeX's options for every formula: errors drawn in place (the source in red, the message
 * in its title) rather than thrown, no trusted commands (`\href`, `\includegraphics`…), and
 * sizes capped so that one `\rule` cannot cover the page.
 */
const katexOptions = (displayMode: boolean) => ({ output: 'htmlAndMathml' as const, throwOnError: false, displayMode, trust: false, strict: 'ignore' as const, maxSize: 50, maxExpand: 1000 });

/**
 * The HTML of a formula's source (`subtype` LaTeX by default): LaTeX drawn by KaTeX, as HTML
 * with MathML for screen readers; MathML sanitised with the plugin's allow-list. Pure, so
 * the server draws it as the browser would.
 * @public
 */
export function formulaMarkup(src: string | undefined, subtype: unknown, displayMode: boolean): FormulaMarkup {
  const notation = subtype ?? 'latex';
  if (!FORMULA_SUBTYPES.includes(notation as FormulaSubtype)) return { kind: 'unknown-subtype' };
  const source = src ?? '';
  if (notation === 'mathml') return { kind: 'formula', html: sanitizeMathml(source) };
  try {
    return { kind: 'formula', html: katex.renderToString(source, { ...katexOptions(displayMode), throwOnError: true }) };
  } catch (thrown) {
    const error = thrown instanceof Error ? thrown.message : String(thrown);
    // A parse error is drawn in place, the source in red; anything else shows its message alone.
    if (!(thrown instanceof katex.ParseError)) return { kind: 'formula', html: '', error };
    return { kind: 'formula', html: katex.renderToString(source, katexOptions(displayMode)), error };
  }
}
