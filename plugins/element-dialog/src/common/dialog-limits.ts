/**
 * How much a dialog holds. The editor keeps an author within these bounds and the schema
 * refuses anything past them, so a page never carries an unbounded dialog.
 */

/** Characters in a dialog's title. @public */
export const MAX_DIALOG_TITLE_LENGTH = 200;
/** Speakers in one dialog. @public */
export const MAX_DIALOG_SPEAKERS = 20;
/** Characters in a speaker's name. @public */
export const MAX_SPEAKER_NAME_LENGTH = 100;
/** Lines in one dialog. @public */
export const MAX_DIALOG_LINES = 200;
