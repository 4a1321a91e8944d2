import type { ReactNode } from 'react';
import { formulaMarkup } from './formula-markup.js';

/** Shown for a formula whose notation is neither LaTeX nor MathML (spec delivery §8). @public */
export const UNKNOWN_FORMULA_TYPE_BLOCK_MESSAGE = 'Error: Unknown formula type';
/** @public */
export const UNKNOWN_FORMULA_TYPE_INLINE_MESSAGE = 'Unknown formula type';

/** Props of {@link FormulaMarkupView}. @public */
export interface FormulaMarkupViewProps {
  readonly src: string | undefined;
  readonly subtype: unknown;
  /** A display formula (a block), or one inside a line of text. */
  readonly block: boolean;
}

/**
 * A formula as it reads: KaTeX's HTML with MathML, or sanitised MathML, and KaTeX's message
 * under a block formula whose LaTeX does not parse (an inline one keeps it in the red
 * source's tooltip). The learner's view and the editor's draw the same.
 * @public
 */
export function FormulaMarkupView({ src, subtype, block }: FormulaMarkupViewProps): ReactNode {
  const markup = formulaMarkup(src, subtype, block);
  const Tag = block ? 'div' : 'span';
  if (markup.kind === 'unknown-subtype') {
    return <Tag className="formula-error">{block ? UNKNOWN_FORMULA_TYPE_BLOCK_MESSAGE : UNKNOWN_FORMULA_TYPE_INLINE_MESSAGE}</Tag>;
  }
  const notation = subtype === 'mathml' ? 'formula-mathml' : 'formula-latex';
  // The markup is KaTeX's output, or MathML through the allow-list: nothing in it runs.
  const drawn = <Tag className={`formula-markup ${notation}`} dangerouslySetInnerHTML={{ __html: markup.html }} />;
  if (markup.error === undefined || !block) return drawn;
  return (
    <>
      {drawn}
      <div className="formula-error-message">{markup.error}</div>
    </>
  );
}
