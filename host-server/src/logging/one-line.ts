/** How much of a text from a client a log line keeps. */
export const CLIENT_TEXT_LIMIT = 500;

/**
 * A text from outside made safe for one log line: line breaks and other control characters
 * written as escapes (`\n`, `\u001b`), so a caller cannot forge lines or colour a terminal,
 * and cut at `limit` characters with an ellipsis.
 */
export function oneLine(text: string, limit = CLIENT_TEXT_LIMIT): string {
  const cut = text.length > limit ? `${text.slice(0, limit)}…` : text;
  // eslint-disable-next-line no-control-regex
  return cut.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) =>
    c === '\n' ? '\\n' : c === '\r' ? '\\r' : c === '\t' ? '\\t' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
