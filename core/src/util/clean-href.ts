/**
 * Normalises an href the way browsers read it: ASCII tab, line feed and carriage return
 * are removed everywhere, and leading and trailing control characters and whitespace are
 * stripped. Checks on a link's scheme must look at this form, since
 * `' java\tscript:alert(1)'` still runs as `javascript:` in a browser.
 * @internal
 */
export function cleanHref(href: string): string {
  return href.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020\s]+|[\u0000-\u0020\s]+$/g, '');
}

/**
 * True when an href would run code or embed arbitrary content instead of navigating:
 * the `javascript:`, `data:` and `vbscript:` schemes, in any letter case and however
 * padded or split with whitespace and control characters. Such links must never reach
 * an `href` or `src`.
 * @internal
 */
export function isDangerousHref(href: string): boolean {
  return /^(?:javascript|data|vbscript):/i.test(cleanHref(href));
}
