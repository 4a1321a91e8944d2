import katex from 'katex';
import { MathMLToLaTeX } from 'mathml-to-latex';
import type { FormulaSubtype } from '../common/formula-schemas.js';

/**
 * A formula's source in the other notation, for the formula editor's tabs: MathML to LaTeX
 * with mathml-to-latex, LaTeX to MathML with KaTeX's MathML output. Source that does not
 * convert (broken markup, LaTeX that does not parse) comes back as it was, so the author
 * loses nothing by switching.
 * @public
 */
export function convertFormulaSource(source: string, from: FormulaSubtype, to: FormulaSubtype): string {
  if (from === to || source.trim() === '') return source;
  try {
    if (to === 'latex') return MathMLToLaTeX.convert(source);
    const html = katex.renderToString(source, { output: 'mathml', throwOnError: true, displayMode: false });
    const math = /<math[\s\S]*<\/math>/.exec(html);
    return math ? math[0] : source;
  } catch {
    return source;
  }
}
