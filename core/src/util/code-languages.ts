/**
 * The languages a code block can be marked as, in the order the language picker shows
 * them. `'Text'` is plain text with no highlighting.
 * @public
 */
export const codeLanguages = [
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

/** One of {@link codeLanguages}. @public */
export type CodeLanguage = (typeof codeLanguages)[number];
