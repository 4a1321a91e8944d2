/*
 * The script of a lesson page the server drew with nothing on it that needs script at once
 * (no activity, player or pager): the page is read as the server sent it, and the app (the
 * script its tag names in `data-app`) loads only when the learner moves toward a control
 * (a pointer over one, the focus on one, a key). A click on a button made before the app
 * has taken over is made again once it has; links stay plain links.
 */

/** The attribute of this script's tag naming the app's script (`SCRIPT_ENTRIES.appAttribute`, which the server sets). */
const APP_SCRIPT_ATTRIBUTE = 'data-app';

/**
 * The app's `APP_STARTED_EVENT` (src/app/app-started.ts), written out: this script imports
 * nothing, so that it stays one small file.
 */
export const APP_STARTED_EVENT = 'quire:app-started';

const CONTROLS = 'button, select, input, textarea, summary, [role="button"]';
const controlOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>(CONTROLS) : null);

let started: Promise<void> | undefined;

function startApp(): Promise<void> {
  started ??= new Promise<void>((resolve) => {
    document.addEventListener(APP_STARTED_EVENT, () => resolve(), { once: true });
    const app = document.querySelector(`script[${APP_SCRIPT_ATTRIBUTE}]`)?.getAttribute(APP_SCRIPT_ATTRIBUTE);
    if (app) void import(/* @vite-ignore */ app);
  }).then(() => {
    document.removeEventListener('pointerover', onApproach, true);
    document.removeEventListener('focusin', onApproach, true);
    document.removeEventListener('keydown', onKey, true);
    document.removeEventListener('click', onEarlyClick, true);
  });
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
