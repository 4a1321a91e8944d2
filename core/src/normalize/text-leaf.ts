import type { Text } from '../model/node.js';

/**
 * How many marks a text node carries, or -1 when it carries anything but `text` and known
 * marks set to `true`. The count lets a merge check skip most comparisons.
 */
export function cleanMarkCount(text: Text, marks: ReadonlySet<string>): number {
  let count = 0;
  for (const key in text) {
    if (key === 'text') continue;
    if (!marks.has(key) || (text as Record<string, unknown>)[key] !== true) return -1;
    count++;
  }
  return count;
}

/** Whether clean text `b`, carrying `count` marks, has every mark of clean text `a` (which has as many). */
export function hasMarksOf(a: Text, b: Text): boolean {
  for (const key in b) if (key !== 'text' && (a as Record<string, unknown>)[key] !== true) return false;
  return true;
}

/**
 * Whether clean text `b` may follow clean text `a` in arranged inline content, given
 * their strings and mark counts: both hold text and their marks differ (else
 * `arrangeInline` merges them or drops the empty one).
 */
export function textsStayApart(aText: string, a: Text, aMarks: number, bText: string, b: Text, bMarks: number): boolean {
  if (aText === '' || bText === '') return false;
  return aMarks !== bMarks || (aMarks !== 0 && !hasMarksOf(a, b));
}

/** A copy of the text node with unknown keys and non-true marks dropped. */
export function cleanMarks(text: Text, marks: ReadonlySet<string>): Text {
  const out: Record<string, unknown> = { text: text.text };
  for (const key in text) {
    if (key !== 'text' && marks.has(key) && (text as Record<string, unknown>)[key] === true) out[key] = true;
  }
  return out as Text;
}

/** Whether `children` is what a void element holds: one empty text with no marks. */
export function isEmptyVoidChildren(children: unknown): boolean {
  if (!Array.isArray(children) || children.length !== 1) return false;
  const only = children[0] as Text;
  if (only.text !== '') return false;
  for (const key in only) if (key !== 'text') return false;
  return true;
}

/** The one child a void element or an empty element holds. */
export function emptyText(): Text {
  return { text: '' };
}
