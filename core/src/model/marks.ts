/**
 * The 14 text marks of the specification (authoring §3). A mark is a boolean flag on a
 * text node: `{ text: 'hi', strong: true }`.
 * @public
 */
export const MARKS = [
  'em',
  'strong',
  'mark',
  'del',
  'var',
  'code',
  'term',
  'sub',
  'sup',
  'underline',
  'strikethrough',
  'foreign',
  'doublesub',
  'deemphasis',
] as const;

/** @public */
export type MarkName = (typeof MARKS)[number];

const markSet: ReadonlySet<string> = new Set(MARKS);

/** True when `name` is one of the 14 marks. @public */
export function isMarkName(name: string): name is MarkName {
  return markSet.has(name);
}
