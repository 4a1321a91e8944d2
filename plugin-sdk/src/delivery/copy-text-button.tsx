import type { ReactNode } from 'react';

/**
 * The attributes by which the host finds a copy button in a page: the id of the element
 * whose text the button copies, the id of the status that confirms it, and the two
 * messages. The host's one listener on the document does the copying, so the button works
 * in content whose HTML the server drew and the browser kept as it is (a static view runs
 * no script of its own), as it does in content drawn in the browser.
 * @public
 */
export const COPY_TEXT_ATTRIBUTES = {
  target: 'data-quire-copy',
  status: 'data-quire-copy-status',
  copied: 'data-quire-copied-message',
  failed: 'data-quire-copy-failed-message',
} as const;

/** @public */
export interface CopyTextButtonProps {
  /** The id of the element whose text is copied, exactly as it reads (its `textContent`). */
  readonly targetId: string;
  /** The button's label. */
  readonly label: string;
  /** What the status says once the text is on the clipboard. */
  readonly copiedMessage: string;
  /** What the status says when the browser refuses to copy. */
  readonly failedMessage: string;
  readonly className?: string;
}

/**
 * A button that copies the text of another element of the page to the clipboard, with a
 * polite status that confirms it. It needs no script of the plugin's: the host copies
 * (see {@link COPY_TEXT_ATTRIBUTES}), and a click made before the learner's page has its
 * script is held and made again once it has.
 * @public
 */
export function CopyTextButton({ targetId, label, copiedMessage, failedMessage, className }: CopyTextButtonProps): ReactNode {
  const statusId = `${targetId}-copy-status`;
  return (
    <>
      <button
        type="button"
        className={className}
        {...{
          [COPY_TEXT_ATTRIBUTES.target]: targetId,
          [COPY_TEXT_ATTRIBUTES.status]: statusId,
          [COPY_TEXT_ATTRIBUTES.copied]: copiedMessage,
          [COPY_TEXT_ATTRIBUTES.failed]: failedMessage,
        }}
      >
        {label}
      </button>
      <span id={statusId} role="status" className={className ? `${className}-status` : undefined} />
    </>
  );
}
