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

/** JSON in which nothing can end a script block or open a comment (`<`, `>` and `&` are escaped), nor break a line in older parsers (U+2028, U+2029). */
const blockJson = (value: unknown) => JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The JSON of page content the server hands every reader of a revision (frozen, so it cannot change under the entry). */
const contentJson = new WeakMap<object, string>();
/** Stands for the page's content while the rest of the state is written. */
const CONTENT_MARK = `quire-page-content-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;

/**
 * The state as the content of a `<script type="application/json">` block (see `blockJson`).
 * Frozen page content, the bulk of a lesson's state, is written once and spliced into the
 * rest: the same text as writing the whole state.
 */
export function serializeServerState(state: ServerRenderedState): string {
  const page = state.lesson?.page;
  if (!state.lesson || !page || !Object.isFrozen(page.content)) return blockJson(state);
  let content = contentJson.get(page.content);
  if (content === undefined) contentJson.set(page.content, (content = blockJson(page.content)));
  const rest = blockJson({ ...state, lesson: { ...state.lesson, page: { ...page, content: CONTENT_MARK } } });
  const mark = `"${CONTENT_MARK}"`;
  const at = rest.indexOf(mark);
  // Were the mark anywhere else too (it cannot be guessed), the whole state is written instead.
  if (at < 0 || rest.lastIndexOf(mark) !== at) return blockJson(state);
  return rest.slice(0, at) + content + rest.slice(at + mark.length);
}

/** The state the server drew this page from, or undefined for a page the browser draws alone. */
export function readServerState(): ServerRenderedState | undefined {
  const block = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!block?.textContent) return undefined;
  return JSON.parse(block.textContent) as ServerRenderedState;
}
