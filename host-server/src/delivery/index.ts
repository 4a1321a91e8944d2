/** Server-side rendering of learner pages: the plugins' delivery views and the page HTML. */
export { loadDeliveryViews } from './load-delivery-views.js';
export { loadPluginStylesheets } from './load-plugin-stylesheets.js';
export { renderPageHtml } from './render-page-html.js';
export type { AppServerRender } from './lesson-pages.js';
export type { LessonPageState } from './lesson-page-state.js';
