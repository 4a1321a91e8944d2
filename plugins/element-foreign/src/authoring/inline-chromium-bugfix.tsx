import type { ReactNode } from 'react';

/**
 * Chromium cannot put the cursor right before or after an inline at a block's edge without
 * something there (https://bugs.chromium.org/p/chromium/issues/detail?id=1249405); Slate's
 * inline example pads inlines with this.
 * @public
 */
export function InlineChromiumBugfix(): ReactNode {
  return (
    <span contentEditable={false} style={{ fontSize: 0 }}>
      {String.fromCodePoint(160)}
    </span>
  );
}
