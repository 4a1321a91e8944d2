/** The limits of a figure's title, for the schema and the editor's title field. */

/** The longest title, in characters: a title names the figure, it does not describe it. @public */
export const MAX_FIGURE_TITLE_LENGTH = 500;

/** Shown when a title is longer than that. @public */
export const FIGURE_TITLE_TOO_LONG_MESSAGE = `A figure title may be at most ${MAX_FIGURE_TITLE_LENGTH} characters long.`;
