/**
 * A cell listing objectives or tags (spec authoring §5): titles separated by commas,
 * brackets removed, matched case-insensitively to the project's own; the titles no
 * project entry has are answered apart, since they are ignored.
 */

export interface Titled {
  readonly id: number;
  readonly title: string;
}

export interface TitleMatches {
  readonly ids: number[];
  readonly unknown: string[];
}

export function csvTitles(cell: string): string[] {
  return cell
    .replace(/[[\]]/g, '')
    .split(',')
    .map((title) => title.trim())
    .filter((title) => title !== '');
}

/** Looks titles up in `entries`; the first entry of a title shared by several wins. */
export function titleIndex(entries: readonly Titled[]): ReadonlyMap<string, number> {
  const index = new Map<string, number>();
  for (const entry of entries) {
    const key = entry.title.trim().toLowerCase();
    if (!index.has(key)) index.set(key, entry.id);
  }
  return index;
}

export function matchTitles(cell: string, index: ReadonlyMap<string, number>): TitleMatches {
  const ids: number[] = [];
  const unknown: string[] = [];
  for (const title of csvTitles(cell)) {
    const id = index.get(title.toLowerCase());
    if (id === undefined) {
      if (!unknown.includes(title)) unknown.push(title);
    } else if (!ids.includes(id)) {
      ids.push(id);
    }
  }
  return { ids, unknown };
}
