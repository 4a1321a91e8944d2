import type { ReactNode } from 'react';
import type { DeliveryElementProps } from '@quire/plugin-sdk/delivery';
import { FormulaMarkupView } from './formula-markup-view.js';

/** Shown for a legacy math block, which Quire does not draw (spec delivery §8). @public */
export const MATH_NOT_IMPLEMENTED_MESSAGE = 'Not implemented';

/** A display formula for learners, drawn on the server. @public */
export function FormulaView({ element }: DeliveryElementProps): ReactNode {
  return (
    <div className="formula">
      <FormulaMarkupView src={stringOrUndefined(element.src)} subtype={element.subtype} block />
    </div>
  );
}

/** A formula inside a line of text, for learners. @public */
export function InlineFormulaView({ element }: DeliveryElementProps): ReactNode {
  return (
    <span className="formula-inline">
      <FormulaMarkupView src={stringOrUndefined(element.src)} subtype={element.subtype} block={false} />
    </span>
  );
}

/** A legacy math block: 'Not implemented' in its place, its lines not drawn. @public */
export function MathView(): ReactNode {
  return <div className="math-not-implemented">{MATH_NOT_IMPLEMENTED_MESSAGE}</div>;
}

/** A math line outside a block (the normaliser unwraps these; kept for unnormalised content). @public */
export function MathLineView(): ReactNode {
  return <div className="math-not-implemented">{MATH_NOT_IMPLEMENTED_MESSAGE}</div>;
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
