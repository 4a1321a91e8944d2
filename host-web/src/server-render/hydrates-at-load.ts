import { itemsAreStatic } from '../delivery/content/static-content.js';
import type { ServerRenderedState } from './server-rendered-state.js';

/** The client build's entries a page the server drew may load, by their path in its manifest. */
export const SCRIPT_ENTRIES = {
  /** The app, taking the page over at once. */
  app: 'index.html',
  /** The app loaded at the learner's first move toward a control (`src/server-page-boot.ts`). */
  deferred: 'src/server-page-boot.ts',
  /** The attribute of the deferred entry's tag naming the app's script, which it loads. */
  appAttribute: 'data-app',
} as const;

/**
 * Whether the app takes a page the server drew over as it loads: a lesson with anything
 * that runs script (an activity, a player, a pager, a survey…), a preview, and any page of
 * a guest (who is welcomed by the app). Any other page waits for the learner's first move
 * toward a control, and a page with only text loads almost no script.
 */
export function hydratesAtLoad(state: ServerRenderedState): boolean {
  if (state.session?.user.isGuest) return true;
  const lesson = state.lesson;
  if (!lesson?.page) return false;
  return lesson.preview || !itemsAreStatic(lesson.page.content.model ?? []);
}
