/*
 * The first script of every page the server drew, inline in its head: a classic script
 * that imports nothing, so it runs before the body is read. A click on a button made
 * before the app has taken the page over is held, and made again once it has; links stay
 * plain links. On a page the app takes over at once (its own tag follows this one), that
 * is all. On a page with nothing that needs script at once (no activity, player or pager),
 * the page is read as the server sent it, and the app (the script this tag names in
 * `data-app`) loads only when the learner moves toward a control: a pointer over one, the
 * focus on one, a key.
 */

// A module to TypeScript, whose names stay its own; the build leaves no export in the script.
export {};

/** The attribute of this script's tag naming the app's script (`SCRIPT_ENTRIES.appAttribute`, which the server sets). */
const APP_SCRIPT_ATTRIBUTE = 'data-app';

/** The app's `APP_STARTED_EVENT` (src/app/app-started.ts), written out: this script imports nothing. */
const APP_STARTED_EVENT = 'quire:app-started';

const CONTROLS = 'button, select, input, textarea, summary, [role="button"]';
const controlOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(CONTROLS) : null);

const appScript = document.querySelector(`script[${APP_SCRIPT_ATTRIBUTE}]`)?.getAttribute(APP_SCRIPT_ATTRIBUTE);

// Listened for from the start: on a page taken over at once, the app may start before any click.
const started = new Promise<void>((resolve) => document.addEventListener(APP_STARTED_EVENT, () => resolve(), { once: true })).then(() => {
  document.removeEventListener('pointerover', onApproach, true);
  document.removeEventListener('focusin', onApproach, true);
  document.removeEventListener('keydown', onKey, true);
  document.removeEventListener('click', onEarlyClick, true);
});

let requested = false;

/** Loads the app, if no tag of the page has; a module already loading is not loaded twice. */
function startApp(): Promise<void> {
  if (!requested && appScript) {
    requested = true;
    void import(/* @vite-ignore */ appScript);
  }
  return started;
}

function onApproach(event: Event) {
  if (controlOf(event.target)) void startApp();
}

function onKey() {
  void startApp();
}

function onEarlyClick(event: MouseEvent) {
  const control = controlOf(event.target);
  if (!control) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  void startApp().then(() => control.click());
}

document.addEventListener('pointerover', onApproach, { capture: true, passive: true });
document.addEventListener('focusin', onApproach, { capture: true, passive: true });
document.addEventListener('keydown', onKey, { capture: true, passive: true });
document.addEventListener('click', onEarlyClick, { capture: true });
