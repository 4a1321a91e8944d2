import type { ReactNode } from 'react';
import { isSafeUrl } from '@quire/plugin-sdk';
import type { ElementEditorProps } from '@quire/plugin-sdk/authoring';

// Chromium cannot put the cursor right before or after an inline at a block's edge
// without something there (https://bugs.chromium.org/p/chromium/issues/detail?id=1249405);
// Slate's inline example pads links with this.
function InlineChromiumBugfix(): ReactNode {
  return (
    <span contentEditable={false} style={{ fontSize: 0 }}>
      {String.fromCodePoint(160)}
    </span>
  );
}

/** A link in the editor; its address shows when hovered. @public */
export function LinkEditor({ attributes, children, element }: ElementEditorProps): ReactNode {
  const href = typeof element.href === 'string' ? element.href : '';
  return (
    <a {...attributes} href={isSafeUrl(href) ? href : undefined} title={href} className="link">
      <InlineChromiumBugfix />
      {children}
      <InlineChromiumBugfix />
    </a>
  );
}
