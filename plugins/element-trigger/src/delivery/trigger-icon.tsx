import type { ReactNode } from 'react';

/** DOT's mark: a dot with a spark, drawn in the text's colour; hidden from screen readers, as its button is named. @public */
export function TriggerIcon(): ReactNode {
  return (
    <svg className="trigger-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="10" cy="14" r="6" fill="currentColor" />
      <path d="M18 2l1.2 2.8L22 6l-2.8 1.2L18 10l-1.2-2.8L14 6l2.8-1.2z" fill="currentColor" />
    </svg>
  );
}
