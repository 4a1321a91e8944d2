import { itemsAreStatic } from '../delivery/content/static-content.js';
import type { ServerRenderedState } from './server-rendered-state.js';

/** The client build's entries a page the server drew may load, by their path in its manifest. */
export const SCRIPT_ENTRIES = {
  /** The app, taking the page over at once. */
  app: 'index.html',
  /** The boot script, inline in every page the server draws: it holds early clicks, and loads the app when it is not loaded at once (`src/server-page-boot.ts`). */
  boot: 'src/server-page-boot.ts',
  /** The attribute of the boot script's tag naming the app's script, which it loads. */
  appAttribute: 'data-app',
} as const;

/**
 * Whether the app takes a page the server drew over as it loads: a lesson with anything
 * that runs script (an activity, a player, a pager, a survey…), a preview, any page of a
 * guest (who is welcomed by the app), and the offer to sign in to a visitor who is not
 * signed in (whose form is the app's). Any other page waits for the learner's first move
 * toward a control, and a page with only text loads almost no script.
 */
export function hydratesAtLoad(state: ServerRenderedState): boolean {
  if (!state.session || state.session.user.isGuest) return true;
  const lesson = state.lesson;
  if (!lesson?.page) return false;
  return lesson.preview || !itemsAreStatic(lesson.page.content.model ?? []);
}
