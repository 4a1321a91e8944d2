/**
 * How much a definition holds. The editor keeps an author within these bounds and the
 * schema refuses anything past them, so a page never carries an unbounded definition.
 */

/** Characters in a term. @public */
export const MAX_TERM_LENGTH = 200;
/** Meanings in one definition, and translations in one definition. @public */
export const MAX_DEFINITION_ENTRIES = 20;
/** Characters the editor takes in one meaning or translation. @public */
export const MAX_ENTRY_LENGTH = 1000;
/** Characters the editor takes in the written pronunciation ('KAH-sah'). @public */
export const MAX_PRONUNCIATION_LENGTH = 200;
