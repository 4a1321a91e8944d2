/**
 * How deep JSON text nests, found without parsing it: one pass over the text counting
 * `{` and `[` against `}` and `]` outside strings. `JSON.parse` takes any depth, but
 * `JSON.stringify` and every recursive walk of the value overflow the stack a few thousand
 * levels down, so a body or a stored value is measured before it is parsed.
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether JSON text, as UTF-8 bytes or as a string, nests objects and arrays more than
 * `limit` levels deep (`{}` is one level, `[{}]` two). The text need not be valid JSON:
 * invalid text is refused by the parse that follows.
 */
export function jsonNestingExceeds(json: Uint8Array | string, limit: number): boolean {
  return typeof json === 'string' ? stringNestingExceeds(json, limit) : bytesNestingExceeds(json, limit);
}

// Two copies of one loop, so that each reads one kind of text and stays fast in V8.

function bytesNestingExceeds(bytes: Uint8Array, limit: number): boolean {
  const length = bytes.length;
  let depth = 0;
  for (let i = 0; i < length; i++) {
    const byte = bytes[i];
    if (byte === QUOTE) {
      for (i++; i < length; i++) {
        const inString = bytes[i];
        if (inString === QUOTE) break;
        if (inString === BACKSLASH) i++;
      }
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      if (++depth > limit) return true;
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

function stringNestingExceeds(text: string, limit: number): boolean {
  const length = text.length;
  let depth = 0;
  for (let i = 0; i < length; i++) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      for (i++; i < length; i++) {
        const inString = text.charCodeAt(i);
        if (inString === QUOTE) break;
        if (inString === BACKSLASH) i++;
      }
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > limit) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}
