import type { PageItem } from '@quire/core';

/** Splits items into pages at their `break` items (the breaks themselves are not shown). */
export function splitPages(items: readonly PageItem[]): PageItem[][] {
  const pages: PageItem[][] = [[]];
  for (const item of items) {
    if (item.type === 'break') pages.push([]);
    else pages[pages.length - 1].push(item);
  }
  return pages;
}
