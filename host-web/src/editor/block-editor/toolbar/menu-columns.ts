/** A dropdown with more entries than this is laid out in several columns (spec authoring §9). */
export const MENU_COLUMN_THRESHOLD = 6;
const MAX_MENU_COLUMNS = 3;

/** How many columns a dropdown of `entries` entries uses: one up to the threshold, then more. */
export function menuColumns(entries: number): number {
  return entries > MENU_COLUMN_THRESHOLD ? Math.min(MAX_MENU_COLUMNS, Math.ceil(entries / MENU_COLUMN_THRESHOLD)) : 1;
}
