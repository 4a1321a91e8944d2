/** How many pages the pager lists on each side of the current one (spec authoring §9). */
export const PAGER_REACH = 4;

/** The page numbers the pager lists: up to `reach` either side of `current`, within 1…pageCount. */
export function pagerWindow(current: number, pageCount: number, reach = PAGER_REACH): number[] {
  const first = Math.max(1, current - reach);
  const last = Math.min(pageCount, current + reach);
  const pages: number[] = [];
  for (let page = first; page <= last; page += 1) pages.push(page);
  return pages;
}
