/** Reading elements out of stored content JSON, for the plugin access checks that look for one. */

/** Text for a LIKE pattern, its wildcards and escape character taken literally (with `escape '\'`). */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The first object in `content` that `matches`, walked without recursion, so deep content cannot overflow the stack. */
export function findStoredElement(content: unknown, matches: (record: Record<string, unknown>) => boolean): Record<string, unknown> | undefined {
  const stack: unknown[] = [content];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      stack.push(...node);
    } else if (node !== null && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if (matches(record)) return record;
      stack.push(...Object.values(record));
    }
  }
  return undefined;
}

/** The stored JSON text parsed, or undefined when it does not parse. */
export function parsedContent(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}
