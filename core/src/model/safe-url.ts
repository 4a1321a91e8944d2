/**
 * URL safety check shared by the element schemas, the editor and the server.
 *
 * Content is authored by people other than the readers, so a URL that runs script
 * when followed or embedded (`javascript:`, `vbscript:`, `data:`) must never reach a
 * rendered `href` or `src`. Format is deliberately not checked: relative paths, `#`,
 * `mailto:` and half-typed addresses are all harmless.
 */

/** URL schemes that can execute or smuggle script. @public */
export const UNSAFE_URL_SCHEMES: readonly string[] = ['javascript:', 'vbscript:', 'data:'];

/** Message reported by the element schemas for a refused URL. @public */
export const UNSAFE_URL_MESSAGE = 'Unsafe URL';

// Browsers ignore leading C0 controls and spaces, and drop tabs and newlines anywhere in
// a URL, so `" java\tscript:"` still runs script: normalise the same way before checking.
const LEADING_CONTROLS = /^[\u0000-\u0020]+/;
const TAB_OR_NEWLINE = /[\t\n\r]/g;

/**
 * True when `url` is safe to place in an `href` or `src`: it does not use one of the
 * {@link UNSAFE_URL_SCHEMES} (case-insensitive, after stripping what browsers strip).
 * The empty string is safe (an unset source).
 * @public
 */
export function isSafeUrl(url: string): boolean {
  const normalised = url.replace(LEADING_CONTROLS, '').replace(TAB_OR_NEWLINE, '').toLowerCase();
  for (const scheme of UNSAFE_URL_SCHEMES) {
    if (normalised.startsWith(scheme)) return false;
  }
  return true;
}
