/**
 * The words text search compares (spec authoring §3, bank `text` filter). Both the bank's
 * full-text index and the in-memory match of page selections read text through these, so
 * the two agree: case and accents are folded, and anything that is not a letter or a digit
 * separates words.
 */

/** Most words kept of one text: an activity's searchable text is bounded, whatever its size. @public */
export const MAX_SEARCH_WORDS = 20_000;
/** Longest word kept; longer runs are cut (a pasted hash or URL is not a word anyone searches). @public */
export const MAX_SEARCH_WORD_LENGTH = 60;

const SEPARATORS = /[^\p{L}\p{N}]+/u;
const COMBINING_MARKS = /\p{M}+/gu;

/**
 * The words of `text`, folded: lower case, accents removed, split at every character
 * that is not a letter or a digit.
 * @public
 */
export function searchWords(text: string, maxWords = MAX_SEARCH_WORDS): string[] {
  const words: string[] = [];
  for (const word of text.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase().split(SEPARATORS)) {
    if (word === '') continue;
    words.push(word.length > MAX_SEARCH_WORD_LENGTH ? word.slice(0, MAX_SEARCH_WORD_LENGTH) : word);
    if (words.length >= maxWords) break;
  }
  return words;
}

/**
 * Whether every word searched for starts a word of the text: "photo synth" finds
 * "Photosynthesis in synthetic photo cells". Nothing searched for finds everything.
 * @public
 */
export function wordsContain(textWords: readonly string[], searched: readonly string[]): boolean {
  return searched.every((wanted) => textWords.some((word) => word.startsWith(wanted)));
}
