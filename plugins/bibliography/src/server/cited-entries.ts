import { citedBibrefs } from '@quire/plugin-sdk';

/**
 * The entry ids a page's content cites: the `bibref` of every citation, and the `bibrefs` a
 * save lists, once each, in order of first appearance.
 */
export function citedEntryIds(content: unknown): string[] {
  const listed = (content as { bibrefs?: unknown } | null)?.bibrefs;
  const found = new Set(citedBibrefs(content).map(String));
  if (Array.isArray(listed)) for (const bibref of listed) if (typeof bibref === 'string' || typeof bibref === 'number') found.add(String(bibref));
  return [...found];
}

/** An entry id as the store keeps it, or undefined for a citation that cannot name one. */
export function entryIdOf(bibref: string): number | undefined {
  if (!/^[1-9][0-9]{0,14}$/.test(bibref)) return undefined;
  return Number(bibref);
}
