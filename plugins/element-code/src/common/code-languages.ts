/**
 * The languages a code block can be marked as, exactly as the spec spells them, in the
 * order the language picker shows them. `'Text'` is plain text with no highlighting.
 * @public
 */
export const CODE_LANGUAGES = [
  'C',
  'C#',
  'C++',
  'Elixir',
  'Golang',
  'HTML',
  'Java',
  'JavaScript',
  'Kotlin',
  'Perl',
  'PHP',
  'Python',
  'R',
  'Ruby',
  'SQL',
  'Text',
  'TypeScript',
  'XML',
] as const;

/** One of {@link CODE_LANGUAGES}. @public */
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];
