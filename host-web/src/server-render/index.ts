/** The web app drawn on the server: what the server host imports from the app's server build. */
export { renderApp } from './render-app.js';
export { SERVER_STATE_ELEMENT_ID, serializeServerState, type ServerRenderedState } from './server-rendered-state.js';
export type { ServerRenderedActivity, ServerRenderedLesson } from '../delivery/server-lesson-context.js';
export { LESSON_PAGE_MODULES } from './lesson-page-modules.js';
export { NO_SCRIPT_STYLESHEET } from './no-script-stylesheet.js';
export { hydratesAtLoad, SCRIPT_ENTRIES } from './hydrates-at-load.js';
