import type { Descendant, RichText } from '@quire/core';

/** The rich text with new content, keeping its id and direction. @internal */
export function withContent<T extends RichText>(text: T, content: Descendant[]): T {
  return { ...text, content };
}

/** A list with item `index` moved by `offset` (−1 up, +1 down); out of range leaves it. @internal */
export function moveItem<T>(items: readonly T[], index: number, offset: number): T[] {
  const target = index + offset;
  if (target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}
