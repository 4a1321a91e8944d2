import type { Text } from '../model/node.js';

/** True when a text node carries only `text` and marks set to `true`. */
export function hasCleanMarks(text: Text, marks: ReadonlySet<string>): boolean {
  for (const key in text) {
    if (key === 'text') continue;
    if (!marks.has(key) || (text as Record<string, unknown>)[key] !== true) return false;
  }
  return true;
}

/** A copy of the text node with unknown keys and non-true marks dropped. */
export function cleanMarks(text: Text, marks: ReadonlySet<string>): Text {
  const out: Record<string, unknown> = { text: text.text };
  for (const key in text) {
    if (key !== 'text' && marks.has(key) && (text as Record<string, unknown>)[key] === true) out[key] = true;
  }
  return out as Text;
}

/** True when two text nodes carry the same marks, so Slate would merge them. */
export function sameMarks(a: Text, b: Text): boolean {
  let count = 0;
  for (const key in a) {
    if (key === 'text') continue;
    if ((b as Record<string, unknown>)[key] !== true) return false;
    count++;
  }
  for (const key in b) if (key !== 'text') count--;
  return count === 0;
}

/** The one child a void element or an empty element holds. */
export function emptyText(): Text {
  return { text: '' };
}
