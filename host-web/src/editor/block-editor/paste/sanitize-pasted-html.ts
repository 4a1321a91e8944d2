import DOMPurify, { type WindowLike } from 'dompurify';

/** Tags that never reach the editor: code, embedded objects, document metadata and form controls. */
const FORBIDDEN_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'link',
  'meta',
  'base',
  'template',
  'noscript',
  'form',
  'input',
  'button',
  'select',
  'textarea',
];
/** Of those, the ones whose inner text is not content either. */
const FORBIDDEN_CONTENTS = ['object', 'embed', 'applet', 'select', 'textarea'];

/**
 * Cleans pasted HTML before anything reads it: drops scripts, styles, frames, objects and
 * form controls, every event handler and `javascript:` URL (DOMPurify's defaults), and
 * keeps the document structure.
 */
export function sanitizePastedHtml(html: string, window: WindowLike = globalThis): string {
  return DOMPurify(window).sanitize(html, { FORBID_TAGS: FORBIDDEN_TAGS, ADD_FORBID_CONTENTS: FORBIDDEN_CONTENTS });
}
