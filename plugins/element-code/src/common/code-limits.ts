/** The code block's constants (spec authoring §9, delivery §9) and the size it is held to. */

/** The tallest a code block grows, in the editor and for learners, before it scrolls. @public */
export const CODE_MAX_HEIGHT_PX = 1000;

/** The width of a tab in a code block, in spaces. @public */
export const CODE_TAB_SIZE = 2;

/**
 * The most characters a code block holds: about 2,000 lines of 50 characters. A sample
 * in a lesson is far shorter; the cap keeps a stored page, and the server's highlighting
 * of it, bounded.
 * @public
 */
export const CODE_MAX_LENGTH = 100_000;
