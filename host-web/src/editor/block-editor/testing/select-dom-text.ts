import { act } from '@testing-library/react';

/** Longer than slate-react's 100 ms throttle on selection changes. */
const SELECTION_SETTLE_MS = 150;

/**
 * Selects the first rendered occurrence of `text`, as a user dragging over it would, and
 * waits until the editor has taken the selection. `start` and `end` count within `text`:
 * `('Hello', 5)` puts the caret after 'Hello'.
 */
export async function selectDomText(editable: HTMLElement, text: string, start = 0, end = start === 0 ? text.length : start): Promise<void> {
  const walker = editable.ownerDocument.createTreeWalker(editable, NodeFilter.SHOW_TEXT);
  let node: Node | null;
  while ((node = walker.nextNode())) if (node.nodeValue?.includes(text)) break;
  if (!node?.nodeValue) throw new Error(`No rendered text contains '${text}'`);
  const at = node.nodeValue.indexOf(text);
  editable.focus();
  editable.ownerDocument.getSelection()?.setBaseAndExtent(node, at + start, node, at + end);
  editable.ownerDocument.dispatchEvent(new Event('selectionchange'));
  await settle(SELECTION_SETTLE_MS);
}

/** Lets timers and React updates run for `ms` milliseconds. */
export async function settle(ms = 0): Promise<void> {
  await act(() => new Promise((resolve) => setTimeout(resolve, ms)));
}
