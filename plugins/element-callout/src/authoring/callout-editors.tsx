import type { ReactNode } from 'react';
import type { ElementEditorProps } from '@quire/plugin-sdk/authoring';
import { CALLOUT_LABEL } from '../delivery/callout-views.js';

/** The visible tag of a callout in the editor. @public */
export const CALLOUT_EDITOR_TAG = 'Callout';

// Chromium cannot put the cursor right before or after an inline at a block's edge
// without something there (https://bugs.chromium.org/p/chromium/issues/detail?id=1249405);
// Slate's inline example pads inlines with this.
function InlineChromiumBugfix(): ReactNode {
  return (
    <span contentEditable={false} style={{ fontSize: 0 }}>
      {String.fromCodePoint(160)}
    </span>
  );
}

/**
 * A callout in the editor: the highlighted box as learners see it, its blocks written in
 * place, with a tag naming it that the caret cannot enter.
 * @public
 */
export function CalloutEditor({ attributes, children }: ElementEditorProps): ReactNode {
  return (
    <div {...attributes} className="callout callout-editor" role="note" aria-label={CALLOUT_LABEL}>
      <span contentEditable={false} className="callout-editor-tag" aria-hidden="true">
        {CALLOUT_EDITOR_TAG}
      </span>
      {children}
    </div>
  );
}

/** An inline callout in the editor: the highlighted run, written in place. @public */
export function InlineCalloutEditor({ attributes, children }: ElementEditorProps): ReactNode {
  return (
    <span {...attributes} className="callout-inline">
      <InlineChromiumBugfix />
      {children}
      <InlineChromiumBugfix />
    </span>
  );
}
