import { CITE_KIND } from '../common/cite-kinds.js';

/** The most nodes a walk visits: content past it is bounded by the host's body limits anyway. */
const MAX_NODES = 1_000_000;

/**
 * The entry ids a page's content cites: the `bibref` of every `cite` element, and the
 * `bibrefs` a save lists, in order of first appearance. Walked without recursion, so deep
 * content cannot overflow the stack.
 */
export function citedEntryIds(content: unknown): string[] {
  const found = new Set<string>();
  const listed = (content as { bibrefs?: unknown } | null)?.bibrefs;
  const stack: unknown[] = [content];
  let visited = 0;
  while (stack.length > 0 && visited++ < MAX_NODES) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push(node[i]);
    } else if (node !== null && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      const bibref = record.bibref;
      if (record.type === CITE_KIND && (typeof bibref === 'string' || typeof bibref === 'number')) found.add(String(bibref));
      for (const value of Object.values(record)) if (value !== null && typeof value === 'object') stack.push(value);
    }
  }
  if (Array.isArray(listed)) for (const bibref of listed) if (typeof bibref === 'string' || typeof bibref === 'number') found.add(String(bibref));
  return [...found];
}

/** An entry id as the store keeps it, or undefined for a citation that cannot name one. */
export function entryIdOf(bibref: string): number | undefined {
  if (!/^[1-9][0-9]{0,14}$/.test(bibref)) return undefined;
  return Number(bibref);
}
