/**
 * The bibliography entries a page's content cites (spec authoring §7: a page save sends
 * `bibrefs` listing every citation reference in the content): the `bibref` of every element,
 * once each, in reading order. Walked without recursion, so deep content cannot overflow the stack.
 * @public
 */
export function citedBibrefs(content: unknown): (string | number)[] {
  const found = new Map<string, string | number>();
  const stack: unknown[] = [content];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push(node[i]);
    } else if (node !== null && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      const bibref = record.bibref;
      if ((typeof bibref === 'string' || typeof bibref === 'number') && !found.has(String(bibref))) found.set(String(bibref), bibref);
      for (const key of Object.keys(record)) {
        const value = record[key];
        if (key !== 'bibrefs' && value !== null && typeof value === 'object') stack.push(value);
      }
    }
  }
  return [...found.values()];
}
