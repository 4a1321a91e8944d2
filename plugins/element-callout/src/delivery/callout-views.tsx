import type { ReactNode } from 'react';
import type { DeliveryElementProps } from '@quire/plugin-sdk/delivery';

/** A callout's name for assistive technology. @public */
export const CALLOUT_LABEL = 'Callout';

/**
 * A callout for learners: a highlighted box, announced as a note set apart from the text
 * around it (a note, not a landmark, so a page of many callouts keeps its landmarks few).
 * @public
 */
export function CalloutView({ children }: DeliveryElementProps): ReactNode {
  return (
    <div className="callout" role="note" aria-label={CALLOUT_LABEL}>
      {children}
    </div>
  );
}

/** An inline callout for learners: a highlighted run inside the line. @public */
export function InlineCalloutView({ children }: DeliveryElementProps): ReactNode {
  return <span className="callout-inline">{children}</span>;
}
