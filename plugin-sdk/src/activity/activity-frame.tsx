import type { ReactNode } from 'react';
import type { Descendant, RichText } from '@quire/core';
import type { ActivityDeliveryProps } from './activity-views.js';
import { ActivityActions } from './activity-actions.js';
import { HintsPanel } from './hints-panel.js';
import { PartFeedback } from './part-feedback.js';
import { partAttempt } from './part-attempt.js';
import { ScoreLine } from './score-line.js';

/** Props of {@link ActivityFrame}. @public */
export interface ActivityFrameProps extends Omit<ActivityDeliveryProps, 'model' | 'onSubmit'> {
  readonly stem: RichText;
  /** The part the frame shows feedback and hints for. */
  readonly partId: string;
  readonly canSubmit: boolean;
  readonly onSubmit: () => Promise<void>;
  /** A class beside `activity` on the frame, naming the activity type. */
  readonly className?: string;
  /** The answer controls. */
  readonly children: ReactNode;
}

/**
 * What every single-part learner view shows around its answer controls: the stem, then
 * the part's feedback, the score, the hints and the Submit or Reset button.
 * @public
 */
export function ActivityFrame({
  stem,
  partId,
  attempt,
  readOnly,
  renderContent,
  canSubmit,
  onSubmit,
  onReset,
  onRequestHint,
  className,
  children,
}: ActivityFrameProps): ReactNode {
  const part = partAttempt(attempt, partId);
  return (
    <div className={className ? `activity ${className}` : 'activity'}>
      <div className="stem">{renderContent(stem.content as Descendant[])}</div>
      {children}
      <PartFeedback evaluation={part.evaluation} renderContent={renderContent} />
      <ScoreLine score={attempt.score} outOf={attempt.outOf} />
      <HintsPanel
        partId={partId}
        hints={part.hints}
        hasMoreHints={part.hasMoreHints}
        readOnly={readOnly || attempt.state !== 'active'}
        onRequestHint={onRequestHint}
        renderContent={renderContent}
      />
      <ActivityActions canSubmit={canSubmit} evaluated={attempt.state !== 'active'} readOnly={readOnly} onSubmit={onSubmit} onReset={onReset} />
    </div>
  );
}
