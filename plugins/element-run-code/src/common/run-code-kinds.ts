/** The element kinds of this plugin (spec authoring §3). */

/** @public */
export const ECL_KIND = 'ecl';

/** The JavaScript runner's name: the runner of a block that names none, and of a request that names none. @public */
export const JAVASCRIPT_RUNNER = 'javascript';
