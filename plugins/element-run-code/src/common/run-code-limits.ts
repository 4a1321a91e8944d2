/** The longest program a run-code block keeps or a learner sends to run, in characters. @public */
export const MAX_ECL_CODE_LENGTH = 64 * 1024;

/** How long typing rests before a learner's code is saved (spec authoring §9 "code save debounce"). @public */
export const ECL_SAVE_DEBOUNCE_MS = 800;

/** The code editor's greatest height (delivery §2). @public */
export const ECL_MAX_HEIGHT_PX = 1000;

/** Spaces per tab stop in the code editor (spec authoring §9). @public */
export const ECL_TAB_SIZE = 2;

/** A runner's name: kebab-case, as a server part registers it. @public */
export const RUNNER_NAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** @public */
export const MAX_RUNNER_NAME_LENGTH = 50;
