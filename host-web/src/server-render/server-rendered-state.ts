import type { SignedIn } from '../app/session.js';
import type { ServerRenderedLesson } from '../delivery/server-lesson-context.js';

/** The id of the page's JSON block holding the state the server drew it from. */
export const SERVER_STATE_ELEMENT_ID = 'quire-server-state';

/** What the server drew a page from, embedded in it so the browser's first render draws the same. */
export interface ServerRenderedState {
  /** Who the page was drawn for; null when no one is signed in. */
  readonly session: SignedIn | null;
  readonly lesson?: ServerRenderedLesson;
}

/**
 * The state as the content of a `<script type="application/json">` block: JSON in which
 * nothing can end the block or open a comment (`<`, `>` and `&` are escaped), nor break a
 * line in older parsers (U+2028, U+2029).
 */
export function serializeServerState(state: ServerRenderedState): string {
  return JSON.stringify(state).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The state the server drew this page from, or undefined for a page the browser draws alone. */
export function readServerState(): ServerRenderedState | undefined {
  const block = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!block?.textContent) return undefined;
  return JSON.parse(block.textContent) as ServerRenderedState;
}
