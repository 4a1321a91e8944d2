import { useState, type ReactNode } from 'react';
import type { Descendant, RichText } from '@quire/core';

/** Props of {@link HintsPanel}. @public */
export interface HintsPanelProps {
  readonly partId: string;
  /** The hints handed out so far, in order. */
  readonly hints: readonly RichText[];
  readonly hasMoreHints: boolean;
  readonly readOnly: boolean;
  readonly onRequestHint: (partId: string) => Promise<void>;
  readonly renderContent: (nodes: readonly Descendant[]) => ReactNode;
}

/**
 * The hints a learner asked for, and the 'Request Hint' button, disabled when no hint is
 * left, in review, and while a request is on its way (so one click asks once).
 * @public
 */
export function HintsPanel({ partId, hints, hasMoreHints, readOnly, onRequestHint, renderContent }: HintsPanelProps): ReactNode {
  const [requesting, setRequesting] = useState(false);
  if (readOnly && hints.length === 0) return null;
  const request = async () => {
    setRequesting(true);
    try {
      await onRequestHint(partId);
    } finally {
      setRequesting(false);
    }
  };
  return (
    <div className="hints">
      {hints.length > 0 && (
        <ol className="hints-list" aria-label="Hints">
          {hints.map((hint) => (
            <li key={hint.id} className="hint">
              {renderContent(hint.content as Descendant[])}
            </li>
          ))}
        </ol>
      )}
      {!readOnly && (
        <button type="button" className="request-hint" disabled={!hasMoreHints || requesting} onClick={() => void request()}>
          Request Hint
        </button>
      )}
    </div>
  );
}
