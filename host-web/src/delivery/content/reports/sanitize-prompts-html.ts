import DOMPurify, { type WindowLike } from 'dompurify';

/**
 * Cleans a report's prompts HTML before it is inserted, although the server already drew
 * it from content: scripts, event handlers and `javascript:` URLs are dropped (DOMPurify's
 * defaults), as are forms and frames. Where DOMPurify cannot run (a DOM it does not
 * support) nothing is inserted rather than unchecked markup.
 */
export function sanitizePromptsHtml(html: string, window: WindowLike = globalThis): string {
  const purifier = DOMPurify(window);
  if (!purifier.isSupported) return '';
  return purifier.sanitize(html, { FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'object', 'embed'] });
}
