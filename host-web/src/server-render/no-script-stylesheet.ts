/**
 * The styles a lesson page applies when the browser runs no script (the server puts them
 * in a `<noscript>`): every page of a paginated run and every alternative shows, since
 * only script can turn to them, and the controls that need script are left out.
 */
export const NO_SCRIPT_STYLESHEET = [
  '.pagination-page[hidden], .alternative[hidden] { display: block; }',
  '.pagination-controls, .alternatives-selector { display: none; }',
].join('\n');
