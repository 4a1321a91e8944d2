/**
 * The columns of a bank CSV file (spec authoring §5) and the question types it names: the
 * header row is read case-insensitively, and which headers a file needs depends on the
 * types its rows hold.
 */

export const CHOICE_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
export type ChoiceLetter = (typeof CHOICE_LETTERS)[number];

export const CSV_COLUMNS = [
  'type',
  'title',
  'objectives',
  'tags',
  'stem',
  ...CHOICE_LETTERS.map((letter) => `choice${letter}` as const),
  'answer',
  'correct_feedback',
  'incorrect_feedback',
  'hint1',
  'hint2',
  'hint3',
  'explanation',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** What a CSV type becomes: a choice type (by its mode) or a short answer (by its input type). */
export type CsvQuestionKind =
  | { readonly family: 'choice'; readonly mode: 'single' | 'multiple' | 'order'; readonly slug: string }
  | { readonly family: 'short-answer'; readonly inputType: 'numeric' | 'text' | 'textarea' | 'math'; readonly slug: string };

const MULTIPLE_CHOICE = 'oli_multiple_choice';
const CHECK_ALL_THAT_APPLY = 'oli_check_all_that_apply';
const ORDERING = 'oli_ordering';
const SHORT_ANSWER = 'oli_short_answer';

export const CSV_TYPES: Readonly<Record<string, CsvQuestionKind>> = {
  mcq: { family: 'choice', mode: 'single', slug: MULTIPLE_CHOICE },
  cata: { family: 'choice', mode: 'multiple', slug: CHECK_ALL_THAT_APPLY },
  ordering: { family: 'choice', mode: 'order', slug: ORDERING },
  number: { family: 'short-answer', inputType: 'numeric', slug: SHORT_ANSWER },
  text: { family: 'short-answer', inputType: 'text', slug: SHORT_ANSWER },
  paragraph: { family: 'short-answer', inputType: 'textarea', slug: SHORT_ANSWER },
  math: { family: 'short-answer', inputType: 'math', slug: SHORT_ANSWER },
};

export function csvQuestionKind(type: string): CsvQuestionKind | undefined {
  return Object.hasOwn(CSV_TYPES, type) ? CSV_TYPES[type] : undefined;
}

const byLowerName = new Map<string, CsvColumn>(CSV_COLUMNS.map((column) => [column.toLowerCase(), column]));

/** The column a header cell names, whatever its case and surrounding spaces. */
export function columnOf(header: string): CsvColumn | undefined {
  return byLowerName.get(header.trim().toLowerCase());
}

// Every row names its type and title, and shows a stem; choices and answers as its type needs.
const ALWAYS: readonly CsvColumn[] = ['type', 'title', 'stem'];
const NEEDED_BY_TYPE: Readonly<Record<string, readonly CsvColumn[]>> = {
  mcq: ['choiceA', 'choiceB', 'answer'],
  cata: ['choiceA', 'choiceB', 'answer'],
  ordering: ['choiceA', 'choiceB'],
  number: ['answer'],
  text: ['answer'],
  math: ['answer'],
  paragraph: [],
};

/** The headers the file lacks for the types its rows hold, in column order. */
export function missingRequiredHeaders(present: ReadonlySet<CsvColumn>, types: Iterable<string>): CsvColumn[] {
  const needed = new Set<CsvColumn>(ALWAYS);
  for (const type of types) for (const column of NEEDED_BY_TYPE[type] ?? []) needed.add(column);
  return CSV_COLUMNS.filter((column) => needed.has(column) && !present.has(column));
}
