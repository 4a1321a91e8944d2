import type { ReactNode } from 'react';
import { PART_ERROR_FEEDBACK, feedbackResultClass, showsExplanation, type Descendant, type PartEvaluation } from '@quire/core';

/** Props of {@link PartFeedback}. @public */
export interface PartFeedbackProps {
  /** The part's evaluation; nothing is shown before one. */
  readonly evaluation: PartEvaluation | null;
  readonly renderContent: (nodes: readonly Descendant[]) => ReactNode;
}

function contentOf(value: unknown): readonly Descendant[] | null {
  const content = (value as { content?: unknown } | null | undefined)?.content;
  return Array.isArray(content) ? (content as Descendant[]) : null;
}

/**
 * A part's feedback (delivery §4): a box styled by its result class, the response's
 * feedback, or the error text when the part could not be evaluated, and the explanation
 * unless the answer is correct. A live status region, so screen readers announce it.
 * @public
 */
export function PartFeedback({ evaluation, renderContent }: PartFeedbackProps): ReactNode {
  if (!evaluation) return null;
  if (evaluation.manual) {
    return (
      <div className="feedback submitted" role="status">
        Submitted for grading
      </div>
    );
  }
  const resultClass = feedbackResultClass(evaluation);
  const feedback = contentOf(evaluation.feedback);
  const explanation = contentOf(evaluation.explanation);
  return (
    <div className={resultClass ? `feedback ${resultClass}` : 'feedback'} role="status">
      {resultClass === 'error' ? <p>{PART_ERROR_FEEDBACK}</p> : feedback && <div className="feedback-content">{renderContent(feedback)}</div>}
      {explanation && showsExplanation(resultClass) && (
        <section className="explanation" aria-label="Explanation">
          <h4>Explanation</h4>
          {renderContent(explanation)}
        </section>
      )}
    </div>
  );
}
