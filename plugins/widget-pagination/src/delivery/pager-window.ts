/** Delivery §9: the pager shows up to 4 page numbers either side of the current one. @public */
export const PAGER_SPAN = 4;

/** The page numbers (0-based) the pager shows around `current`. @public */
export function pagerWindow(current: number, count: number, span = PAGER_SPAN): number[] {
  const first = Math.max(0, current - span);
  const last = Math.min(count - 1, current + span);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}
